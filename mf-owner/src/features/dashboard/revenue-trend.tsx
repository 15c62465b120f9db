import { lazy, Suspense } from 'react';
import { getErrorMessage } from 'shared-contracts';
import { Button, formatWon, Tabs } from 'ui-kit';
import { Card } from 'ui-kit/back-office';
import { useOwnerSalesQuery } from './dashboard.api';
import { dashboardMessages as t } from './dashboard.messages';
import { Failure, Head, Muted } from './dashboard.styles';
import { LoadingDots } from './loading-dots';
import { hasNext, periodOf, shiftPeriod, type SalesMode, type SalesPeriod } from './sales-period';

const RevenueChart = lazy(() => import('./revenue-chart'));

interface RevenueTrendProps {
  hotelId: number;
  today: string;
  period: SalesPeriod;
  onChoose(next: SalesPeriod): void;
}

/** The revenue trend card: week or month, previous/next (next disabled for the future), the line chart. */
export function RevenueTrend({ hotelId, today, period, onChoose }: RevenueTrendProps) {
  const sales = useOwnerSalesQuery({ hotelId, mode: period.mode, start: period.start, end: period.end });

  const chart = () => {
    // Dots for a new period; a refetch of the same one (a live booking) keeps the chart until the answer lands.
    if (sales.isLoading || (sales.isFetching && sales.currentData === undefined)) return <LoadingDots />;
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

  return (
    <Card aria-labelledby="owner-trend">
      <Head>
        <h2 id="owner-trend">{t.trend}</h2>
        <div className="nav">
          <Button size="sm" variant="secondary" onClick={() => onChoose(shiftPeriod(period, -1))}>
            {t.previous(period.mode)}
          </Button>
          <span>{t.period(period.start, period.end)}</span>
          <Button size="sm" variant="secondary" onClick={() => onChoose(shiftPeriod(period, 1))} disabled={!hasNext(period, today)}>
            {t.next(period.mode)}
          </Button>
        </div>
      </Head>
      <Tabs
        label={t.modeLabel}
        value={period.mode}
        onChange={(mode) => onChoose(periodOf(mode as SalesMode, today))}
        items={[
          { id: 'week', label: t.modes.week },
          { id: 'month', label: t.modes.month },
        ]}
      >
        {chart()}
      </Tabs>
    </Card>
  );
}
