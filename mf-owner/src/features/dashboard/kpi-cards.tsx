import { getErrorMessage } from 'shared-contracts';
import type { DashboardKpis } from 'shared-contracts/schemas/owner';
import { Button, formatWon } from 'ui-kit';
import type { useOwnerDashboardQuery } from './dashboard.api';
import { dashboardMessages as t } from './dashboard.messages';
import { Failure, Kpi, Kpis } from './dashboard.styles';
import { LoadingDots } from './loading-dots';

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

/** The eight KPI cards (definitions in owner-dashboard.schema); a refetch keeps the figures on screen until it lands. */
export function KpiCards({ dashboard }: { dashboard: ReturnType<typeof useOwnerDashboardQuery> }) {
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
}
