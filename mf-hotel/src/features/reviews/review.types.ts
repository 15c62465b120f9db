import type {
  RatingSummary as ApiRatingSummary,
  Review as ApiReview,
  ReviewEligibility as ApiReviewEligibility,
} from 'shared-contracts/schemas/guest';

/**
 * What the reviews block reads of the review payloads (guest-core §3 "Review", "Review page", "Rating
 * summary", "Eligibility", "Report"). reviews.parse.ts builds it from the answers (photos or photoUrl,
 * a null comment as empty).
 */
export interface Review {
  id: number;
  /** The server says whether the signed-in caller wrote it; reviewers' account ids are not published. */
  isMine: boolean;
  reviewerName: string;
  rating: number;
  comment: string;
  createdAt: string;
  roomTypeName: string | null;
  photos: string[];
  /** The reviewer's picture (uploaded or a template image), when they have one. */
  profileImageUrl: string | null;
  /** The hotel owner's reply (latest version), shown under the review. */
  ownerReply: { content: string; updatedAt: string } | null;
}

export interface ReviewPage {
  content: Review[];
  totalPages: number;
  totalElements: number;
}

export interface RatingSummary {
  avg: number | null;
  count: number;
}

export interface ReviewEligibility {
  eligible: boolean;
  bookingId: number | null;
}

export const REPORT_REASONS = ['ABUSE', 'SPAM', 'PERSONAL', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportRequest {
  reason: ReportReason;
  detail: string;
}

/** Compile-time check: the API's published answers still carry everything the block reads. */
type AssertFits<Target, Source extends Target> = Source;
export type ApiReviewFits = AssertFits<Omit<Review, 'comment'>, ApiReview>;
export type ApiRatingSummaryFits = AssertFits<RatingSummary, ApiRatingSummary>;
export type ApiEligibilityFits = AssertFits<ReviewEligibility, ApiReviewEligibility>;
