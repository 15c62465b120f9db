import { REVIEW_PHOTO_EXTENSIONS, REVIEW_PHOTO_MAX_BYTES, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './review.constants';
import { reviewsMessages } from './reviews.messages';

const t = reviewsMessages.form;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The photo rules of guest-core §5: one of jpg, jpeg, png, webp, gif, at most 5 MB; null when fine. */
export function photoError(file: Pick<File, 'name' | 'size'>): string | null {
  if (!(REVIEW_PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return t.photoExtension(file.name);
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return t.photoSize(file.name);
  return null;
}

export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= REVIEW_RATING_MIN && rating <= REVIEW_RATING_MAX;
}

/** Why the form cannot be sent yet (the submit button's tooltip), or null when it can. */
export function submitBlocker({ rating, bookingId }: { rating: number; bookingId: number | null }): string | null {
  if (bookingId === null) return t.noBooking;
  if (!isValidRating(rating)) return t.ratingRequired;
  return null;
}
