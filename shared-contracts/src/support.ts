/**
 * `shared-contracts/support`: support's limits, the bug marker, FAQ categories and ticket statuses (no zod).
 * A subpath of its own, not in the shared singleton index, so the guest's first view does not carry it:
 * mf-support and mf-admin bundle what they use.
 */
export {
  SUPPORT_LIMITS,
  SUPPORT_PAGE_SIZES,
  BUG_MARKER,
  BUG_WORD,
  FAQ_CATEGORIES,
  TICKET_STATUSES,
  type FaqCategory,
  type TicketStatus,
} from './constants/support.constants';
