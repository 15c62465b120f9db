import styled from 'styled-components';
import type { AdminReviewReport } from 'shared-contracts/schemas/admin';
import { formatDateTime } from 'ui-kit';
import { Badge } from 'ui-kit/back-office';
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORTER_TYPE_LABELS, reviewsMessages as t } from './reviews.messages';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const tone = { PENDING: 'warning', ACCEPTED: 'danger', REJECTED: 'muted' } as const;

/** The reports of one review, newest first: reason, detail, who reported (회원/사장님/관리자), status, time. */
export function ReviewReports({ id, reports }: { id: string; reports: readonly AdminReviewReport[] }) {
  return (
    <List id={id} aria-label={t.reportsLabel}>
      {reports.map((report) => (
        <Item key={report.id}>
          <Line>
            <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
            <Badge $tone={tone[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>
            <Muted>
              <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </Muted>
          </Line>
          <span>{report.detail?.trim() ? report.detail : <Muted>{t.noDetail}</Muted>}</span>
          <Muted>{t.reporter(report.reporter.name, report.reporter.loginId, REPORTER_TYPE_LABELS[report.reporterType] ?? report.reporterType)}</Muted>
        </Item>
      ))}
    </List>
  );
}
