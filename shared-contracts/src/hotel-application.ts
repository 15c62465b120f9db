/**
 * `shared-contracts/hotel-application`: the listing application's statuses, state machine, limits, amenities, texts
 * and §5 rules (no zod). A subpath of its own, not in the shared singleton index, so the guest's first view does not
 * carry it: mf-account (the member's form and list), mf-admin (the audit desk) and the API bundle what they use.
 */
export {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  OPEN_APPLICATION_STATUSES,
  MEMO_REQUIRED_STATUSES,
  APPLICATION_PAGE_SIZE,
  ADMIN_APPLICATION_PAGE_SIZE,
  APPLICATION_REDIRECT_MS,
  APPLICATION_REVIEW_DAYS,
  APPLICATION_LIMITS,
  APPLICATION_ROOM_TYPES,
  APPLICATION_ROOM_TYPE_LABELS,
  APPLICATION_ROOM_DEFAULTS,
  APPLICATION_COVER_TEMPLATES,
  applicationCoverTemplateUrl,
  APPLICATION_AMENITIES,
  DERIVED_AMENITY_CODES,
  APPLICATION_RULE_MESSAGES,
  APPLICATION_CLIENT_MESSAGES,
  type ApplicationStatus,
  type ApplicationRoomTypeCode,
  type ApplicationCoverTemplate,
} from './constants/hotel-application.constants';
export {
  formatBusinessNo,
  formatContactPhone,
  isWebUrl,
  splitRoomNos,
  applicationProblems,
  memoProblem,
  type ApplicationPayload,
  type ApplicationRoomPayload,
  type ApplicationProblem,
} from './application/hotel-application-rules';
