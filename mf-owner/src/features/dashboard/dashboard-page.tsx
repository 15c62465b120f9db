import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { DashboardKpis } from 'shared-contracts/schemas/owner';
import { Button, formatDateTime, formatPercent, formatWon, Tabs, visuallyHidden } from 'ui-kit';
import { Card, Table } from 'ui-kit/back-office';
import { useOwnerHotel } from '../../frame/owner-frame';
import { hotelPath } from '../../frame/owner-nav';
import { useSeoulDay } from '../../frame/seoul-day.hook';
import { useOwnerDashboardQuery, useOwnerOccupancyQuery, useOwnerSalesQuery } from './dashboard.api';
import { dashboardMessages as t } from './dashboard.messages';
import { hasNext, periodOf, shiftPeriod, type SalesMode, type SalesPeriod } from './sales-period';

const RevenueChart = lazy(() => import('./revenue-chart'));

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.2; }
  40% { opacity: 1; }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  padding: ${({ theme }) => theme.spacing.lg} 0;

  i {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    animation: ${blink} 1.2s infinite ease-in-out both;
  }
  i:nth-child(2) {
    animation-delay: 0.15s;
  }
  i:nth-child(3) {
    animation-delay: 0.3s;
  }
  span {
    ${visuallyHidden}
  }
`;

/** The loading dots (§2). */
function LoadingDots({ label = t.loading }: { label?: string }) {
  return (
    <Dots role="status">
      <i aria-hidden="true" />
      <i aria-hidden="true" />
      <i aria-hidden="true" />
      <span>{label}</span>
    </Dots>
  );
}

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  div.actions {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const Kpis = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Kpi = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .nav {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const Bar = styled.span<{ $value: number }>`
  display: block;
  width: 100%;
  max-width: 160px;
  height: 6px;
  margin-top: ${({ theme }) => theme.spacing.xs};
  border-radius: 3px;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.brand} ${({ $value }) => Math.min(100, $value)}%,
    ${({ theme }) => theme.colors.skeleton} 0
  );
`;

const KPI_ORDER: readonly (keyof DashboardKpis)[] = [
  'remainingRoomsToday',
  'bookingsThisWeek',
  'checkInsToday',
  'checkedInNow',
  'expectedSettlementThisWeek',
  'lastWeekSettlement',
  'averageDailyRevenueThisWeek',
  'revenueThisMonth',
];

function kpiValue(key: keyof DashboardKpis, value: number): string {
  const unit = t.kpis[key].unit;
  return unit === '원' ? formatWon(value) : `${value.toLocaleString('ko-KR')}${unit}`;
}

function Occupancy({ hotelId, period }: { hotelId: number; period: SalesPeriod }) {
  const { data, isLoading, isError, error } = useOwnerOccupancyQuery({ hotelId, from: period.start, to: period.end });
  if (isLoading) return <LoadingDots />;
  if (isError || !data) return <Failure role="alert">{getErrorMessage(error, t.occupancyFailed)}</Failure>;
  if (data.items.length === 0) return <Muted>{t.noData}</Muted>;
  return (
    <Table>
      <caption>{t.occupancyCaption(data.from, data.to)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.occupancyColumns.type}</th>
          <th scope="col">{t.occupancyColumns.rate}</th>
          <th scope="col">{t.occupancyColumns.booked}</th>
          <th scope="col">{t.occupancyColumns.allotment}</th>
        </tr>
      </thead>
      <tbody>
        {data.items.map((row) => (
          <tr key={row.roomTypeId}>
            <td>{row.roomTypeName}</td>
            <td>
              {formatPercent(row.occupancyRate)}
              <Bar $value={row.occupancyRate} aria-hidden="true" />
            </td>
            <td>{t.nights(row.bookedNights)}</td>
            <td>{t.nights(row.allotmentNights)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * /owner/hotels/:hotelId (§2 "Owner dashboard"): the hotel summary line with the ways to inventory and bookings, the
 * eight KPI cards (definitions in owner-dashboard.schema), the revenue trend (week or month, previous/next, next
 * disabled for the future) and room-type occupancy for the same period. Today is checked every 60 s, so the week
 * (and the figures) roll over by themselves.
 */
export function DashboardPage() {
  const hotel = useOwnerHotel();
  const today = useSeoulDay(60_000);
  const dashboard = useOwnerDashboardQuery({ hotelId: hotel.id, day: today });
  const [period, setPeriod] = useState<SalesPeriod>(() => periodOf('week', today));
  const [followToday, setFollowToday] = useState(true);
  const sales = useOwnerSalesQuery({ hotelId: hotel.id, mode: period.mode, start: period.start, end: period.end });

  // While showing the current period, a new week (or month) moves the chart along with it.
  useEffect(() => {
    if (followToday) setPeriod((current) => periodOf(current.mode, today));
  }, [today, followToday]);

  const choose = (next: SalesPeriod) => {
    setPeriod(next);
    setFollowToday(next.start === periodOf(next.mode, today).start);
  };

  const kpis = () => {
    if (dashboard.isLoading) return <LoadingDots />;
    if (dashboard.isError || !dashboard.data) {
      return (
        <div role="alert">
          <Failure>{getErrorMessage(dashboard.error, t.failed)}</Failure>
          <Button size="sm" variant="secondary" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
            {t.retry}
          </Button>
        </div>
      );
    }
    const figures = dashboard.data.kpis;
    return (
      <Kpis aria-label={t.kpiLabel}>
        {KPI_ORDER.map((key) => (
          <Kpi key={key}>
            <h2 id={`kpi-${key}`}>{t.kpis[key].title}</h2>
            <strong data-testid={`kpi-${key}`}>{kpiValue(key, figures[key])}</strong>
            <p>{t.kpis[key].hint}</p>
          </Kpi>
        ))}
      </Kpis>
    );
  };

  const chart = () => {
    if (sales.isLoading || sales.isFetching) return <LoadingDots />;
    if (sales.isError) return <Failure role="alert">{getErrorMessage(sales.error, t.salesFailed)}</Failure>;
    if (!sales.data || sales.data.points.length === 0 || sales.data.peak === 0) return <Muted>{t.noData}</Muted>;
    const label = t.chartLabel(sales.data.start, sales.data.end, formatWon(sales.data.total));
    return (
      <>
        <Muted>
          {t.total} <strong>{formatWon(sales.data.total)}</strong>
        </Muted>
        <Suspense fallback={<LoadingDots />}>
          <RevenueChart points={sales.data.points} peak={sales.data.peak} label={label} />
        </Suspense>
      </>
    );
  };

  const summary = dashboard.data?.hotel ?? { name: hotel.name, region: hotel.region, businessNo: hotel.businessNo };

  return (
    <>
      <Summary>
        <div>
          <h1>{summary.name}</h1>
          <p>
            {summary.region} · {t.businessNo} {summary.businessNo ?? t.noBusinessNo}
            {dashboard.data ? ` · ${t.updatedAt(formatDateTime(dashboard.data.generatedAt))}` : ''}
          </p>
        </div>
        <div className="actions">
          <Button as={Link} to={hotelPath(hotel.id, 'inventory')} variant="secondary">
            {t.toInventory}
          </Button>
          <Button as={Link} to={hotelPath(hotel.id, 'bookings')} variant="secondary">
            {t.toBookings}
          </Button>
        </div>
      </Summary>
      {kpis()}
      <Stack>
        <Card aria-labelledby="owner-trend">
          <Head>
            <h2 id="owner-trend">{t.trend}</h2>
            <div className="nav">
              <Button size="sm" variant="secondary" onClick={() => choose(shiftPeriod(period, -1))}>
                {t.previous(period.mode)}
              </Button>
              <span>{t.period(period.start, period.end)}</span>
              <Button size="sm" variant="secondary" onClick={() => choose(shiftPeriod(period, 1))} disabled={!hasNext(period, today)}>
                {t.next(period.mode)}
              </Button>
            </div>
          </Head>
          <Tabs
            label={t.modeLabel}
            value={period.mode}
            onChange={(mode) => choose(periodOf(mode as SalesMode, today))}
            items={[
              { id: 'week', label: t.modes.week },
              { id: 'month', label: t.modes.month },
            ]}
          >
            {chart()}
          </Tabs>
        </Card>
        <Card aria-labelledby="owner-occupancy">
          <Head>
            <h2 id="owner-occupancy">{t.occupancy}</h2>
            <span>{t.period(period.start, period.end)}</span>
          </Head>
          <Occupancy hotelId={hotel.id} period={period} />
        </Card>
      </Stack>
    </>
  );
}
