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
  /**
   * Why the photo part(s) cannot be taken (extension, size, count), kept rather than thrown so the caller can
   * check that the member may review this stay at all first: a stranger learns nothing about the file rules
   * and no image is decoded for them. The route throws it after the eligibility check.
   */
  photoError: AppError | null;
}

type PhotoRead = { photo: { filename: string; bytes: Buffer } } | { error: AppError } | null;

async function readPhoto(part: MultipartFile): Promise<PhotoRead> {
  // An empty file input still sends a part without a name: no photo.
  if (!part.filename) {
    part.file.resume();
    return null;
  }
  try {
    assertPhotoExtension(part.filename);
  } catch (error) {
    // The bytes of a refused file are drained unread (the multipart fileSize limit bounds them).
    part.file.resume();
    if (error instanceof AppError) return { error };
    throw error;
  }
  // Read up to the fileSize limit; the plugin drops the rest and marks the stream truncated.
  const bytes = await part.toBuffer();
  if (part.file.truncated) return { error: new AppError(413, 'PAYLOAD_TOO_LARGE', REVIEW_MESSAGES.sizeExceeded(part.filename)) };
  return { photo: { filename: part.filename, bytes } };
}

/**
 * Reads POST /api/hotels/{id}/reviews (multipart/form-data: bookingId, rating, comment, at most one photo).
 * The photo's size limit is the multipart plugin's fileSize; its content is checked later by decoding it.
 */
export async function readReviewForm(request: FastifyRequest): Promise<ReviewForm> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', REVIEW_MESSAGES.multipartRequired);
  const fields = new Map<string, string>();
  const photos: { filename: string; bytes: Buffer }[] = [];
  let photoError: AppError | null = null;
  const tooMany = () => new AppError(400, 'INVALID_PHOTO', REVIEW_MESSAGES.tooManyPhotos);
  try {
    // The plugin is registered with throwFileSizeLimit off (review.routes.ts): an over-size photo is noted
    // (file.truncated) instead of ending the form, so the fields after it are still read.
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (photos.length >= REVIEW_PHOTO_MAX_COUNT && part.filename) {
          // One more than allowed: refused without reading it.
          part.file.resume();
          photoError ??= tooMany();
          continue;
        }
        const read = await readPhoto(part);
        if (!read) continue;
        if ('error' in read) photoError ??= read.error;
        else photos.push(read.photo);
      } else if (!fields.has(part.fieldname)) {
        fields.set(part.fieldname, assertNoNul(part.fieldname, String(part.value ?? '')));
      }
    }
  } catch (error) {
    // Past the multipart plugin's file count: the rest of the form is not read.
    if ((error as { code?: unknown } | null)?.code !== 'FST_FILES_LIMIT') throw error;
    photoError ??= tooMany();
  }
  const rawRating = fields.get('rating')?.trim() ?? '';
  if (!/^[1-5]$/.test(rawRating)) throw new AppError(400, 'VALIDATION_ERROR', REVIEW_MESSAGES.ratingRequired);
  const rawBooking = fields.get('bookingId')?.trim() ?? '';
  const bookingId = /^\d{1,9}$/.test(rawBooking) ? Number(rawBooking) : 0;
  if (bookingId < 1) throw new AppError(400, 'VALIDATION_ERROR', REVIEW_MESSAGES.bookingRequired);
  return {
    bookingId,
    rating: Number(rawRating),
    comment: reviewComment(fields.get('comment')),
    photo: photoError ? null : (photos[0] ?? null),
    photoError,
  };
}
