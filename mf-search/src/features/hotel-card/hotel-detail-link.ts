/** The stay the card's View Place link carries to hotel-detail. */
export interface StayQuery {
  checkIn: string;
  checkOut: string;
  /** adults + max(children - 2, 0) (guestsForRoom). */
  guests: number;
}

/** hotel-detail, with the stay the user searched for when there is one (guest-core §2). */
export function hotelDetailHref(hotelId: number, stay?: StayQuery): string {
  if (!stay) return `/hotels/${hotelId}`;
  const query = new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: String(stay.guests),
  });
  return `/hotels/${hotelId}?${query.toString()}`;
}
