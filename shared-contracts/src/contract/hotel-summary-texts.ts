import { ratingLabel } from '../constants/rating-label';

/**
 * The texts of the top of a hotel page (its summary), shared by the hotel remote (which renders them) and by the
 * server (which paints the same summary before any code runs, hotel-first-view.ts). Pure, no DOM.
 */
export const HOTEL_SUMMARY_TEXTS = {
  gradeLabel: (grade: number) => `${grade}성급`,
  noGrade: '등급 정보 없음',
  phoneLabel: (phone: string) => `전화 걸기 ${phone}`,
  noRating: '아직 평점이 없어요',
  reviewCount: (count: string) => `리뷰 ${count}개`,
  lowestTotalLabel: (nights: number) => `${nights}박 최저 총액`,
  noPrice: '선택한 날짜에 예약 가능한 객실이 없습니다',
  stayLabel: (checkIn: string, checkOut: string, guests: number) => `${checkIn} ~ ${checkOut} · ${guests}명`,
  /** The wishlist heart's label when the hotel is not in the list (the painted copy shows that state). */
  wishlistAdd: '찜하기',
  share: '공유하기',
} as const;

/** A hotel's star grade as the summary shows it: a whole number of stars from 0 to 5. */
export const HOTEL_MAX_GRADE = 5;
export const hotelGradeStars = (gradeLevel: number) => Math.max(0, Math.min(HOTEL_MAX_GRADE, Math.round(gradeLevel)));

/** Nights between two ISO dates. */
export function stayNights(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** "4.2 아주 좋아요" parts of a rating, or null for a hotel nobody has reviewed. */
export function ratingParts(rating: number | null, reviewCount: number) {
  if (rating === null) return null;
  return {
    score: rating.toFixed(1),
    label: ratingLabel(rating),
    reviews: HOTEL_SUMMARY_TEXTS.reviewCount(reviewCount.toLocaleString('ko-KR')),
  };
}
