import type { RatingSummary, Review, ReviewEligibility, ReviewPage } from './review.types';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A review's photos come as an array `photos` or a single `photoUrl` (guest-core §3). */
function photosOf(raw: Raw): string[] {
  const photos = raw['photos'];
  if (Array.isArray(photos)) {
    return photos
      .map((photo) => (typeof photo === 'string' ? photo : isRecord(photo) ? str(photo['url']) : null))
      .filter((url): url is string => Boolean(url));
  }
  const single = str(raw['photoUrl']);
  return single ? [single] : [];
}

function ownerReplyOf(raw: unknown): Review['ownerReply'] {
  if (!isRecord(raw)) return null;
  const content = str(raw['content']);
  return content ? { content, updatedAt: str(raw['updatedAt']) ?? '' } : null;
}

function toReview(raw: unknown): Review | null {
  if (!isRecord(raw)) return null;
  const id = num(raw['id']);
  const rating = num(raw['rating']);
  if (id === null || rating === null) return null;
  return {
    id,
    isMine: raw['isMine'] === true,
    reviewerName: str(raw['reviewerName']) ?? '',
    rating,
    comment: typeof raw['comment'] === 'string' ? raw['comment'] : '',
    createdAt: str(raw['createdAt']) ?? '',
    roomTypeName: str(raw['roomTypeName']),
    photos: photosOf(raw),
    profileImageUrl: str(raw['profileImageUrl']),
    ownerReply: ownerReplyOf(raw['ownerReply']),
  };
}

export function toReviewPage(raw: unknown): ReviewPage {
  if (!isRecord(raw) || !Array.isArray(raw['content'])) throw new TypeError('GET /hotels/{id}/reviews: unexpected answer');
  const content = raw['content'].map(toReview).filter((review): review is Review => review !== null);
  return {
    content,
    totalPages: num(raw['totalPages']) ?? (content.length > 0 ? 1 : 0),
    totalElements: num(raw['totalElements']) ?? content.length,
  };
}

export function toRatingSummary(raw: unknown): RatingSummary {
  if (!isRecord(raw)) throw new TypeError('GET /hotels/{id}/reviews/rating: unexpected answer');
  const count = num(raw['count']) ?? 0;
  return { avg: count > 0 ? num(raw['avg']) : null, count };
}

export function toEligibility(raw: unknown): ReviewEligibility {
  if (!isRecord(raw)) return { eligible: false, bookingId: null };
  const bookingId = num(raw['bookingId']);
  return { eligible: raw['eligible'] === true && bookingId !== null, bookingId };
}
