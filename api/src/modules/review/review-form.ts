import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { REVIEW_MESSAGES, REVIEW_PHOTO_MAX_COUNT } from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { assertNoNul } from '../../plugins/input-guard';
import { assertPhotoExtension } from './review-photo';
import { reviewComment } from './review-text';

export interface ReviewForm {
  bookingId: number;
  rating: number;
  comment: string | null;
  photo: { filename: string; bytes: Buffer } | null;
}

const isTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

async function readPhoto(part: MultipartFile): Promise<{ filename: string; bytes: Buffer } | null> {
  // An empty file input still sends a part without a name: no photo.
  if (!part.filename) {
    part.file.resume();
    return null;
  }
  assertPhotoExtension(part.filename);
  try {
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (isTooLarge(error)) throw new AppError(413, 'PAYLOAD_TOO_LARGE', REVIEW_MESSAGES.sizeExceeded(part.filename));
    throw error;
  }
}

/**
 * Reads POST /api/hotels/{id}/reviews (multipart/form-data: bookingId, rating, comment, at most one photo).
 * The photo's size limit is the multipart plugin's fileSize; its content is checked later by decoding it.
 */
export async function readReviewForm(request: FastifyRequest): Promise<ReviewForm> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', REVIEW_MESSAGES.multipartRequired);
  const fields = new Map<string, string>();
  const photos: { filename: string; bytes: Buffer }[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const photo = await readPhoto(part);
      if (!photo) continue;
      if (photos.length >= REVIEW_PHOTO_MAX_COUNT) throw new AppError(400, 'INVALID_PHOTO', REVIEW_MESSAGES.tooManyPhotos);
      photos.push(photo);
    } else if (!fields.has(part.fieldname)) {
      fields.set(part.fieldname, assertNoNul(part.fieldname, String(part.value ?? '')));
    }
  }
  const rawRating = fields.get('rating')?.trim() ?? '';
  if (!/^[1-5]$/.test(rawRating)) throw new AppError(400, 'VALIDATION_ERROR', REVIEW_MESSAGES.ratingRequired);
  const rawBooking = fields.get('bookingId')?.trim() ?? '';
  const bookingId = /^\d{1,9}$/.test(rawBooking) ? Number(rawBooking) : 0;
  if (bookingId < 1) throw new AppError(400, 'VALIDATION_ERROR', REVIEW_MESSAGES.bookingRequired);
  return { bookingId, rating: Number(rawRating), comment: reviewComment(fields.get('comment')), photo: photos[0] ?? null };
}
