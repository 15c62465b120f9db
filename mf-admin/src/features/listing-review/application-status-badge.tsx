import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from 'shared-contracts/hotel-application';
import { Badge } from 'ui-kit/back-office';

const TONES: Record<ApplicationStatus, 'brand' | 'success' | 'warning' | 'muted'> = {
  PENDING: 'warning',
  UNDER_REVIEW: 'brand',
  NEEDS_INFO: 'muted',
  APPROVED: 'success',
  REJECTED: 'muted',
};

/** §4: 대기, 심사중, 추가정보요청, 승인, 반려 — what waits for the desk (대기) stands out. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge $tone={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
