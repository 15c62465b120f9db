import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminReportedReview } from 'shared-contracts/schemas/admin';
import { Button, formatDateTime } from 'ui-kit';
import { Badge, RowActions } from 'ui-kit/back-office';
import type { ReviewAction } from './reviews.api';
import { REPORT_REASON_LABELS, reviewsMessages as t } from './reviews.messages';
import { ReviewReports } from './review-reports';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Comment = styled.p`
  margin: 0;
  max-width: 48ch;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};

  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Stars = ({ rating }: { rating: number }) => (
  <span role="img" aria-label={t.rating(rating)}>
    {'★'.repeat(rating)}
    {'☆'.repeat(Math.max(0, 5 - rating))}
  </span>
);

function stateOf(review: AdminReportedReview) {
  if (review.deleted) return <Badge $tone="muted">{t.state.deleted}</Badge>;
  return review.visible ? <Badge $tone="success">{t.state.shown}</Badge> : <Badge $tone="danger">{t.state.hidden}</Badge>;
}

/** What the desk may do with a review as it is now: hide a shown one, restore a hidden one, dismiss pending reports. */
export function actionsFor(review: AdminReportedReview): ReviewAction[] {
  const actions: ReviewAction[] = [];
  if (review.visible && !review.deleted) actions.push('hide');
  if (!review.visible && !review.deleted) actions.push('restore');
  if (review.pendingReportCount > 0) actions.push('dismiss-reports');
  return actions;
}

/** The review itself: hotel, state, number, author, text, photos; its reports below when opened. */
export function ReviewCell({ review, reportsId, open }: { review: AdminReportedReview; reportsId: string; open: boolean }) {
  return (
    <Stack>
      <Line>
        <strong>
          <Link to={`/admin/hotels/${review.hotel.id}`}>{review.hotel.name}</Link>
        </strong>
        {stateOf(review)}
        <Muted>#{review.id}</Muted>
      </Line>
      <Link to={`/admin/users/${review.author.id}`}>{t.byAuthor(review.author.name, review.author.loginId)}</Link>
      <Comment>{review.comment?.trim() ? review.comment : <Muted>{t.noComment}</Muted>}</Comment>
      {review.photos.length ? (
        <Photos>
          {review.photos.map((src, index) => (
            <img key={src} src={src} alt={t.photo(index + 1)} loading="lazy" />
          ))}
        </Photos>
      ) : null}
      {open ? <ReviewReports id={reportsId} reports={review.reports} /> : null}
    </Stack>
  );
}

/** How many reports (and how many wait), by reason. */
export function ReportsCell({ review }: { review: AdminReportedReview }) {
  return (
    <Stack>
      <strong>{t.reportCount(review.reportCount, review.pendingReportCount)}</strong>
      <Chips aria-label={t.reasonsLabel}>
        {review.reasons.map((reason) => (
          <li key={reason.reason}>
            <Badge $tone="warning">{t.reasonChip(REPORT_REASON_LABELS[reason.reason], reason.count)}</Badge>
          </li>
        ))}
      </Chips>
    </Stack>
  );
}

/** The latest report's time, and the first one's when it differs. */
export function ReportedAtCell({ review }: { review: AdminReportedReview }) {
  return (
    <Stack>
      <time dateTime={review.lastReportedAt}>{formatDateTime(review.lastReportedAt)}</time>
      {review.firstReportedAt !== review.lastReportedAt ? <Muted>{t.firstReported(formatDateTime(review.firstReportedAt))}</Muted> : null}
    </Stack>
  );
}

export interface ReviewActionsProps {
  review: AdminReportedReview;
  reportsId: string;
  open: boolean;
  onToggle: () => void;
  onAction: (review: AdminReportedReview, action: ReviewAction) => void;
}

/** The reports on demand, then what the desk may do with the review now. */
export function ReviewActions({ review, reportsId, open, onToggle, onAction }: ReviewActionsProps) {
  return (
    <RowActions role="group" aria-label={t.actionsLabel(review.id)}>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={open ? reportsId : undefined} onClick={onToggle}>
        {open ? t.hideReports : t.showReports(review.reports.length)}
      </Button>
      {actionsFor(review).map((action) => (
        <Button key={action} size="sm" variant={action === 'hide' ? 'danger' : 'secondary'} onClick={() => onAction(review, action)}>
          {t.actions[action]}
        </Button>
      ))}
    </RowActions>
  );
}
