import type { AdminApplicationDetail } from 'shared-contracts/schemas/support';

/**
 * 최근 심사 메모: the memo given with the step that brought the application to its current status. The stored memo
 * outlives its step (an approval without a memo keeps the earlier NEEDS_INFO request), so the history decides;
 * without a recorded step the stored memo is all there is.
 */
export function currentReviewMemo(application: Pick<AdminApplicationDetail, 'status' | 'reviewMemo' | 'history'>): string | null {
  const step = application.history.findLast((entry) => entry.status === application.status);
  return step ? step.memo : application.reviewMemo;
}
