import { ratingLabel } from 'shared-contracts';
import { Muted, Score } from './hotel-card.styles';
import { hotelCardMessages } from './hotel-card.messages';

/** '4.5 훌륭해요 · 리뷰 128개'; nothing at all for a hotel without a rating. */
export function HotelRating({ rating, reviewCount }: { rating: number | null; reviewCount?: number }) {
  if (rating === null) return null;
  return (
    <span>
      <Score>{rating.toFixed(1)}</Score> {ratingLabel(rating)}
      {reviewCount !== undefined ? <Muted> · {hotelCardMessages.reviewCount(reviewCount.toLocaleString('ko-KR'))}</Muted> : null}
    </span>
  );
}
