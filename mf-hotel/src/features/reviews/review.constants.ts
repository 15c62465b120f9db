/** Review limits (guest-core §5, §9). */
export const REVIEW_PREVIEW_SIZE = 3;
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** The API strips HTML and cuts the comment at this length; the form stops typing there too. */
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const REPORT_DETAIL_MAX = 500;
