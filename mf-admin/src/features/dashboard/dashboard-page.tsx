import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { AdminDashboard } from 'shared-contracts/schemas/admin';
import { Button, formatDate, formatDateTime, formatWon } from 'ui-kit';
import { useAdminDashboardQuery } from './dashboard.api';
import { dashboardMessages as t } from './dashboard.messages';
import { ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';

/** The server counts the day and the week; asking every minute also rolls the page over to a new day or week. */
export const DASHBOARD_REFRESH_MS = 60_000;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1200px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  height: 100%;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  .title {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
  .hint {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Stale = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

interface Figure {
  key: keyof typeof t.cards;
  value: string;
  hint: string;
  to: string;
}

/** The eight cards of docs/back-office.md §1, each leading to its page with the filter preset. */
function figuresOf(d: AdminDashboard): Figure[] {
  const c = t.cards;
  return [
    { key: 'todayBookings', value: t.count(d.todayBookings), hint: c.todayBookings.hint, to: '/admin/bookings' },
    { key: 'todayRevenue', value: formatWon(d.todayRevenue), hint: c.todayRevenue.hint, to: '/admin/bookings' },
    { key: 'todayCancellations', value: t.count(d.todayCancellations), hint: c.todayCancellations.hint, to: '/admin/bookings?status=CANCELLED' },
    { key: 'weekGmv', value: formatWon(d.weekGmv), hint: c.weekGmv.hint(d.weekFrom, d.weekTo, d.weekBookings), to: '/admin/settlements' },
    { key: 'weekCommission', value: formatWon(d.weekCommission), hint: c.weekCommission.hint(d.commissionPercent), to: '/admin/settlements' },
    { key: 'applicationsWaiting', value: t.count(d.applicationsWaiting), hint: c.applicationsWaiting.hint, to: '/admin/hotel-audit' },
    { key: 'ticketsWaiting', value: t.count(d.ticketsWaiting), hint: c.ticketsWaiting.hint, to: '/admin/support/tickets?status=UPLOADED' },
    { key: 'reportedReviewsWaiting', value: t.count(d.reportedReviewsWaiting), hint: c.reportedReviewsWaiting.hint, to: '/admin/reviews' },
  ];
}

/** /admin: the sales view of today and this week and what waits for an operator, asked again every minute. */
export function DashboardPage() {
  const { data, isLoading, isError, isFetching, error, refetch } = useAdminDashboardQuery(undefined, {
    pollingInterval: DASHBOARD_REFRESH_MS,
    refetchOnMountOrArgChange: true,
  });

  const body = () => {
    if (isLoading) return <LoadingState label={t.loading} rows={4} />;
    if (!data) return <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    return (
      <>
        {isError ? (
          <Stale role="alert">
            {t.stale(getErrorMessage(error, t.failed))}{' '}
            <Button size="sm" variant="secondary" onClick={() => void refetch()} loading={isFetching}>
              {t.retry}
            </Button>
          </Stale>
        ) : null}
        <Grid aria-label={t.figures}>
          {figuresOf(data).map((figure) => (
            <li key={figure.key}>
              <CardLink to={figure.to} data-testid={`dashboard-${figure.key}`}>
                <span className="title">{t.cards[figure.key].title}</span>
                <strong>{figure.value}</strong>
                <span className="hint">{figure.hint}</span>
              </CardLink>
            </li>
          ))}
        </Grid>
        <Line>
          <Link to="/admin/hotels?status=SUSPENDED">
            {t.suspended} {t.suspendedCount(data.suspendedHotels)}
          </Link>
        </Line>
      </>
    );
  };

  return (
    <>
      <PageHeader title={t.title} description={data ? t.description(formatDate(data.today), formatDateTime(data.generatedAt)) : undefined} />
      {body()}
    </>
  );
}
