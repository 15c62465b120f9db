/**
 * Review payloads as the API answers them (guest-core §3 "Review", "Review page", "Rating summary",
 * "Eligibility", "Report"). Declared here until shared-contracts publishes the review schema's types.
 */
export interface Review {
  id: number;
  userId: number | null;
  reviewerName: string;
  rating: number;
  comment: string;
  createdAt: string;
  roomTypeName: string | null;
  photos: string[];
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
