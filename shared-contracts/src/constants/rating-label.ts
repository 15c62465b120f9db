/**
 * The label next to a review score (guest-core §9). Thresholds are inclusive lower bounds;
 * only a perfect 5 reads '최고예요'.
 */
export function ratingLabel(rating: number | null | undefined): string {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return '';
  if (rating >= 5) return '최고예요';
  if (rating >= 4.5) return '훌륭해요';
  if (rating >= 4) return '아주 좋아요';
  if (rating >= 3.5) return '좋아요';
  if (rating >= 3) return '보통이에요';
  if (rating >= 2.5) return '나쁘지 않아요';
  return '별로예요';
}
