// The one public entry of shared-contracts. The api imports it in Node, so nothing reachable from
// here may touch window, document or storage at import time.

// Request client and the shared RTK Query api
export { baseApi, API_TAG_TYPES, type ApiTagType } from './api/base-api';
export {
  appBaseQuery,
  createAppBaseQuery,
  type AppBaseQuery,
  type AppBaseQueryDeps,
  type AppBaseQueryExtraOptions,
  type AppBaseQueryMeta,
} from './api/app-base-query';
export {
  extractErrorMessage,
  getErrorMessage,
  extractErrorId,
  extractErrorCode,
  isApiError,
  FALLBACK_ERROR_MESSAGE,
  type ApiError,
} from './api/api-error';
export { setNavigator, navigateTo, type NavigateFn, type NavigateOptions } from './api/navigator';
export {
  ERROR_REDIRECT_STATUSES,
  TOO_MANY_REQUESTS_PATH,
  RATE_LIMIT_RETURN_PATH_KEY,
  errorPagePath,
  rememberRateLimitReturnPath,
  consumeRateLimitReturnPath,
} from './api/error-routes';
export { serializeParams, type FetchLike, type ResponseLike } from './api/http-transport';

// Session
export {
  sessionSlice,
  tokenStored,
  sessionCleared,
  selectToken,
  selectIsAuthenticated,
  selectRoles,
  selectIsOwner,
  selectIsAdmin,
  type SessionState,
} from './session/session.slice';
export {
  readStoredToken,
  storeToken,
  clearStoredToken,
  TOKEN_STORAGE_KEY,
  LEGACY_TOKEN_STORAGE_KEY,
  type KeyValueStorage,
} from './session/token-storage';
export { decodeTokenClaims, rolesFromToken, normalizeRole, isTokenExpired, type TokenClaims } from './session/token-claims';
export { isOwnerRoles, isAdminRoles } from './session/role-guards';
export { captureTokenFromUrl, type CapturedToken } from './session/capture-token';

// Store
export {
  createAppStore,
  rootReducer,
  injectSlice,
  type AppStore,
  type AppDispatch,
  type RootState,
  type CreateAppStoreOptions,
  type LazyLoadedSlices,
} from './store/app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/app-hooks';

// Shell ↔ remote contract
export {
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRoutesModule,
  type SearchBarModule,
  type SearchBarProps,
  type SearchQuery,
} from './contract/remote-contract';
export { parseRemotesManifest, remotesManifestReader, type RemotesManifest } from './contract/remotes-manifest';
export { URL_MAP, SHELL_ROUTES, remoteForPath, isClientRoute } from './contract/client-routes';
export { FIRST_VIEW_ELEMENT_ID, firstViewPage, HERO_IMAGE_URLS, REMOTES_MANIFEST_ELEMENT_ID } from './contract/first-view-hints';
export { readInlineRemotesManifest, readPreloadedHero, releaseFirstView } from './contract/first-view';

// Types of the API's payloads; the zod schemas themselves are in 'shared-contracts/schemas', so the
// browser bundle carries no schema library unless a remote validates at run time.
export type {
  ErrorBody,
  Health,
  Amenity,
  AmenityScope,
  AmenitiesQuery,
  HotelCard,
  PagedHotels,
  PagedHotelsQuery,
  PagedHotelsQueryInput,
  HotelSearchQuery,
  HotelSearchResult,
  SearchSort,
  Suggestion,
  MinPrices,
  WishlistItem,
  WishlistPage,
  WishlistAddRequest,
  WishlistStatus,
  HotelDetailQuery,
  HotelAmenityItem,
  RoomTypeOffer,
  HotelDetail,
  ReportReason,
  Review,
  ReviewOwnerReply,
  ReviewPageQuery,
  ReviewPage,
  RatingSummary,
  ReviewEligibility,
  ReportRequest,
  ReportResult,
} from './api-schemas';
export type {
  Gender,
  Role,
  EmailPurpose,
  Availability,
  EmailSendRequest,
  EmailSendResponse,
  EmailVerifyRequest,
  EmailVerifyResponse,
  SignupRequest,
  SignupResponse,
  LoginRequest,
  LoginFailure,
  TokenResponse,
  ResetPasswordRequest,
  CaptchaConfig,
  CaptchaChallenge,
  OAuthProvider,
  OAuthProviders,
  UserProfile,
  CouponStatus,
  UserCoupon,
  HoldStatus,
  HoldRequest,
  HoldResult,
  RepriceRequest,
  HoldDetail,
  PaymentProvider,
  BookingStatus,
  PreparePaymentRequest,
  PreparedPayment,
  SandboxOrder,
  PaymentRedirect,
  ConfirmPaymentRequest,
  Booking,
  MyBooking,
  MyBookingPage,
} from './api-schemas';

// Constants and texts
export { REGIONS, REGION_CODES, REGION_NAMES, regionByCode, findRegion, type Region, type RegionCode } from './constants/regions.constants';
export {
  RATE_LIMIT_HOLD_SECONDS,
  RANDOM_HOTELS_PER_LOAD,
  REGION_CARDS_PER_PAGE,
  SIGNUP_COUPON_AMOUNT,
  PAGED_HOTELS_MAX_SIZE,
} from './constants/limits.constants';
export { ratingLabel } from './constants/rating-label';
export { MAP_TILE_URL } from './constants/map.constants';
export {
  SEARCH_PAGE_SIZE,
  SEARCH_DEFAULTS,
  ADULTS_MIN,
  ADULTS_MAX,
  CHILDREN_MIN,
  CHILDREN_MAX,
  FREE_CHILDREN,
  SUGGEST_LIMIT,
  SUGGEST_DEBOUNCE_MS,
  SEARCH_TEXT_DEBOUNCE_MS,
  FILTER_DEBOUNCE_MS,
  CALENDAR_MONTHS,
  CALENDAR_CLOSE_DELAY_MS,
  PRICE_MIN,
  PRICE_MAX,
  PRICE_STEP,
  PRICE_MIN_GAP,
  GRADE_CHOICES,
  RATING_BAND_CHOICES,
  BACK_TO_TOP_AFTER_PX,
  INFINITE_SCROLL_MARGIN_PX,
  WISHLIST_SYNC_PAGE_SIZE,
  SORT_OPTIONS,
  DEFAULT_SORT,
  EXCLUDED_FILTER_AMENITY_NAMES,
  guestsForRoom,
} from './constants/search.constants';
// Member area (issue 9): coupon claim and own reviews.
export type { CouponClaimRequest, CouponClaimResult, MyReview, MyReviewPage } from './api-schemas';
// Owner dashboard and reviews (issue 11): payload types only, the schemas stay in 'shared-contracts/schemas'.
export type {
  SalesMode,
  SettlementStatus,
  Period,
  RoomTypeOccupancy,
  RoomTypeOccupancyReport,
  TodayInventory,
  DailyBookings,
  WeeklyBookingCount,
  TodayCheckInCount,
  InHouseCount,
  SalesQuery,
  SalesPoint,
  Sales,
  LastWeekSettlement,
  DashboardKpis,
  OwnerDashboard,
  SettlementLine,
  SettlementStatement,
  OwnerReviewsQuery,
  OwnerReply,
  OwnerReview,
  OwnerReviewPage,
  OwnerReplyWrite,
} from './api-schemas';
// Support's limits, bug marker, FAQ categories and ticket statuses: 'shared-contracts/support'.
export { messages, tooManyRequestsCountdown, type MessageKey } from './messages/messages';
// The member area's rules and texts: 'shared-contracts/member-area' (not in the first view's bundle).
