/**
 * `shared-contracts/member-area`: the member's rules and texts (sign-up, login, find-password, account, coupons,
 * own reviews, cancellation, receipt figures). A subpath of its own, not in the shared singleton index: only the remotes that show them
 * (mf-account, mf-hotel) and the API bundle them, so the guest's first view (/main) does not carry them.
 */
export { COUPON_CODE_MAX_LENGTH, COUPON_MESSAGES, MY_REVIEWS_SIZE_DEFAULT, MY_REVIEWS_SIZE_MAX } from './constants/member-area.constants';
export { VAT_PERCENT, receiptAmounts, splitVat, type ReceiptAmounts, type VatSplit } from './billing/receipt-amounts';
export {
  CANCEL_REASONS,
  CANCEL_REASON_LABELS,
  CANCEL_DETAIL_MAX,
  cancelRequestOf,
  DEFAULT_CANCELLATION_TIERS,
  describeTiers,
  tierFor,
  type CancelReason,
  type CancellationTier,
} from './constants/cancellation.constants';
export {
  ACCOUNT_MESSAGES,
  ACCOUNT_PHONE_PATTERN,
  ADDRESS2_MAX,
  ADDRESS1_MAX,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_TEMPLATES,
  COVER_TEMPLATES as COVER_IMAGE_TEMPLATES,
  profileIssues,
  normalizeProfile,
  validatePasswordChange,
  imageFileProblem,
  templatesOf,
  sanitizeAddress,
  isValidAccountPhone,
  type ProfileForm,
  type ProfileField,
  type ProfileIssue,
  type PasswordChangeForm,
  type UserImageKind,
} from './auth/account-rules';
// Sign-up, login and find-password: plain functions, no schema library.
export {
  AUTH_MESSAGES,
  invalidCredentialsMessage,
  resendCooldownMessage,
  NAME_MAX,
  LOGIN_ID_MIN,
  LOGIN_ID_MAX,
  PASSWORD_MIN,
  PASSWORD_MAX,
  MIN_AGE,
  RESEND_COOLDOWN_SECONDS,
  CODE_TTL_SECONDS,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  LOCK_THRESHOLD,
  LOCK_MINUTES,
  PHONE_PREFIX,
  isValidName,
  isValidLoginId,
  isValidPassword,
  isValidEmail,
  isValidPhone,
  formatPhone,
  ageOn,
  validateSignup,
  signupProblem,
  validateNewPassword,
  type AuthMessageKey,
  type SignupForm,
  type SignupContext,
  type SignupField,
  type SignupProblem,
} from './auth/signup-rules';
export { POSTCODE_CSP_SOURCES, POSTCODE_LOAD_TIMEOUT_MS, POSTCODE_SCRIPT_URL } from './constants/postcode.constants';
