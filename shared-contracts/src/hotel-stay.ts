/**
 * `shared-contracts/hotel-stay`: how a hotel page fixes its stay and writes its first call, and the texts of its
 * summary, which the server paints too (no zod). A subpath of its own, not in the shared singleton index, so the
 * first view of /main does not carry it: mf-hotel bundles it, the API reads it through shared-contracts/schemas.
 */
export { hotelDetailParams, hotelDetailPath, hotelDetailRequestUrl, normaliseHotelStay, parseHotelId, type HotelStay } from './contract/hotel-stay';
export { HOTEL_MAX_GRADE, HOTEL_SUMMARY_TEXTS, hotelGradeStars, ratingParts } from './contract/hotel-summary-texts';
export { FIRST_VIEW_TOKENS } from './contract/first-view-tokens';
export { HOLD_ERROR_CODES } from './constants/hold.constants';
