import {
  REPORT_DETAIL_MAX_LENGTH,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE_DEFAULT,
  REVIEW_PAGE_SIZE_MAX,
  type RatingSummary,
  type ReportReason,
  type ReportResult,
  type Review,
  type ReviewEligibility,
  type ReviewPage,
} from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import type { UserRole } from '../../db/schema/enums';
import { AppError } from '../../errors/app-error';
import { findListableHotel } from '../hotel/hotel.repository';
import { plainText } from './review-text';
import {
  bookingHasReview,
  deleteReviewPhotos,
  findBookingForReview,
  findHotelReviewPage,
  findReview,
  findReviewableBooking,
  findReviewHead,
  insertReport,
  insertReview,
  lockHotel,
  ratingOf,
  recomputeHotelRating,
  softDeleteReview,
} from './review.repository';

export interface NewReview {
  bookingId: number;
  rating: number;
  /** Already plain text (see reviewComment). */
  comment: string | null;
  /** URL of the stored, re-encoded photo. */
  photoUrl: string | null;
}

export interface ReportInput {
  reason?: ReportReason | undefined;
  reasonCode?: ReportReason | undefined;
  detail?: string | null | undefined;
}

const hotelNotFound = () => new AppError(404, 'HOTEL_NOT_FOUND', REVIEW_MESSAGES.hotelNotFound);
const reviewNotFound = () => new AppError(404, 'REVIEW_NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

const reporterTypeOf = (role: UserRole) => (role === 'ROLE_ADMIN' ? 'ADMIN' : role === 'ROLE_OWNER' ? 'OWNER' : 'USER');

export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private async assertHotel(hotelId: number): Promise<void> {
    if (!(await findListableHotel(this.db, hotelId))) throw hotelNotFound();
  }

  /** `viewerId`: the signed-in caller, whose own reviews are marked isMine; null for a guest. */
  async page(hotelId: number, request: { page?: number | undefined; size?: number | undefined }, viewerId: number | null): Promise<ReviewPage> {
    await this.assertHotel(hotelId);
    const page = request.page ?? 0;
    const size = Math.min(request.size ?? REVIEW_PAGE_SIZE_DEFAULT, REVIEW_PAGE_SIZE_MAX);
    const { total, content } = await findHotelReviewPage(this.db, hotelId, size, page * size, viewerId);
    return { content, totalElements: total, totalPages: Math.ceil(total / size), page, size };
  }

  async rating(hotelId: number): Promise<RatingSummary> {
    await this.assertHotel(hotelId);
    return ratingOf(this.db, hotelId);
  }

  async eligibility(userId: number, hotelId: number): Promise<ReviewEligibility> {
    await this.assertHotel(hotelId);
    const bookingId = await findReviewableBooking(this.db, userId, hotelId, businessToday(this.clock));
    return { eligible: bookingId !== null, bookingId };
  }

  /**
   * The checks of `create` without the lock, for the route to run before it decodes the photo: a member who may
   * not review this stay is answered that, and no image is decoded for them. `create` checks again under the lock.
   */
  async assertCanReview(userId: number, hotelId: number, bookingId: number): Promise<void> {
    await this.assertHotel(hotelId);
    await this.checkBooking(this.db, userId, hotelId, bookingId, businessToday(this.clock));
  }

  private async checkBooking(db: Executor, userId: number, hotelId: number, bookingId: number, today: string) {
    const booking = await findBookingForReview(db, bookingId);
    if (!booking || booking.userId !== userId || booking.hotelId !== hotelId || booking.status !== 'CONFIRMED') {
      throw new AppError(403, 'REVIEW_NOT_ALLOWED', REVIEW_MESSAGES.bookingNotYours);
    }
    if (booking.checkOut > today) throw new AppError(400, 'REVIEW_TOO_EARLY', REVIEW_MESSAGES.notCheckedOut);
    if (await bookingHasReview(db, booking.id)) throw new AppError(409, 'REVIEW_EXISTS', REVIEW_MESSAGES.alreadyReviewed);
    return booking;
  }

  /**
   * One review per checked-out CONFIRMED stay of the caller at this hotel. The hotel row is locked first, so
   * concurrent writes on one hotel take turns and the rating written at the end counts every shown review.
   */
  async create(userId: number, hotelId: number, input: NewReview): Promise<Review> {
    const now = this.clock.now();
    const today = businessToday(this.clock);
    let reviewId: number;
    try {
      reviewId = await this.db.transaction(async (tx) => {
        const hotel = await lockHotel(tx, hotelId);
        if (!hotel?.listed) throw hotelNotFound();
        const booking = await this.checkBooking(tx, userId, hotelId, input.bookingId, today);
        const id = await insertReview(
          tx,
          { hotelId, userId, bookingId: booking.id, roomTypeId: booking.roomTypeId, rating: input.rating, comment: input.comment, createdAt: now },
          input.photoUrl,
        );
        await recomputeHotelRating(tx, hotelId, now);
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'REVIEW_EXISTS', REVIEW_MESSAGES.alreadyReviewed);
      throw error;
    }
    const review = await findReview(this.db, reviewId, userId);
    if (!review) throw reviewNotFound();
    return review;
  }

  /**
   * Own reviews only; the hotel's rating drops the review in the same transaction. Answers the URLs of the
   * review's photos, which it no longer lists: the caller removes their files, so a deleted photo is not served.
   */
  async remove(userId: number, reviewId: number): Promise<string[]> {
    const head = await findReviewHead(this.db, reviewId);
    if (!head) throw reviewNotFound();
    if (head.userId !== userId) throw new AppError(403, 'REVIEW_NOT_OWN', REVIEW_MESSAGES.deleteNotOwn);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      await lockHotel(tx, head.hotelId);
      if (!(await softDeleteReview(tx, reviewId, now))) throw reviewNotFound();
      await recomputeHotelRating(tx, head.hotelId, now);
      return deleteReviewPhotos(tx, reviewId);
    });
  }

  /** Once per reporter and review; never on one's own review; OTHER needs a detail. */
  async report(user: { sub: number; role: UserRole }, reviewId: number, input: ReportInput): Promise<ReportResult> {
    const reason = input.reasonCode ?? input.reason;
    if (!reason) throw new AppError(400, 'VALIDATION_ERROR', REVIEW_MESSAGES.reportReasonRequired);
    const detail = plainText(input.detail, REPORT_DETAIL_MAX_LENGTH);
    if (reason === 'OTHER' && !detail) throw new AppError(400, 'VALIDATION_ERROR', REVIEW_MESSAGES.reportDetailRequired);
    const head = await findReviewHead(this.db, reviewId);
    if (!head?.visible) throw reviewNotFound();
    if (head.userId === user.sub) throw new AppError(403, 'REPORT_OWN_REVIEW', REVIEW_MESSAGES.reportOwn);
    const reportId = await insertReport(this.db, {
      reviewId,
      reporterUserId: user.sub,
      reason,
      detail,
      reporterType: reporterTypeOf(user.role),
      createdAt: this.clock.now(),
    });
    if (reportId === null) throw new AppError(409, 'REPORT_EXISTS', REVIEW_MESSAGES.reportDuplicate);
    return { reportId, reviewId, reason, status: 'PENDING', message: REVIEW_MESSAGES.reportReceived };
  }
}
