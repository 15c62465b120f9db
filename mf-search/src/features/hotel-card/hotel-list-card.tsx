// COORDINATION PLACEHOLDER — replaced by the wishlist/card helper in its first commit. Signature is fixed.
import type { HotelCard } from 'shared-contracts';

/** The stay the card's View Place link carries to hotel-detail. */
export interface StayQuery {
  checkIn: string;
  checkOut: string;
  /** adults + max(children - 2, 0) (guestsForRoom). */
  guests: number;
}

export interface HotelListCardProps {
  hotel: HotelCard;
  stay: StayQuery;
}

export function HotelListCard({ hotel }: HotelListCardProps) {
  return <article>{hotel.name}</article>;
}
