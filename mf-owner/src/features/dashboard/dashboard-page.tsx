import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatDateTime } from 'ui-kit';
import { Card } from 'ui-kit/back-office';
import { useOwnerHotel } from '../../frame/owner-frame';
import { hotelPath } from '../../frame/owner-nav';
import { useSeoulDay } from '../../frame/seoul-day.hook';
import { useOwnerDashboardQuery } from './dashboard.api';
import { dashboardMessages as t } from './dashboard.messages';
import { Head, Stack, Summary } from './dashboard.styles';
import { FirstSteps } from './first-steps';
import { KpiCards } from './kpi-cards';
import { OccupancyTable } from './occupancy-table';
import { RevenueTrend } from './revenue-trend';
import { periodOf, type SalesPeriod } from './sales-period';

/**
 * /owner/hotels/:hotelId (§2 "Owner dashboard"): the hotel summary line with the ways to inventory and bookings, a new
 * hotel's first step (재고를 등록하세요), the eight KPI cards, the revenue trend (week or month) and room-type
 * occupancy for the same period. Today is checked every 60 s, so the week (and the figures) roll over by themselves;
 * live bookings refetch it all through the frame (decision 0018).
 */
export function DashboardPage() {
  const hotel = useOwnerHotel();
  const today = useSeoulDay(60_000);
  const dashboard = useOwnerDashboardQuery({ hotelId: hotel.id, day: today });
  const [period, setPeriod] = useState<SalesPeriod>(() => periodOf('week', today));
  const [followToday, setFollowToday] = useState(true);

  // While showing the current period, a new week (or month) moves the chart along with it.
  useEffect(() => {
    if (followToday) setPeriod((current) => periodOf(current.mode, today));
  }, [today, followToday]);

  const choose = (next: SalesPeriod) => {
    setPeriod(next);
    setFollowToday(next.start === periodOf(next.mode, today).start);
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
      <FirstSteps hotelId={hotel.id} today={today} />
      <KpiCards dashboard={dashboard} />
      <Stack>
        <RevenueTrend hotelId={hotel.id} today={today} period={period} onChoose={choose} />
        <Card aria-labelledby="owner-occupancy">
          <Head>
            <h2 id="owner-occupancy">{t.occupancy}</h2>
            <span>{t.period(period.start, period.end)}</span>
          </Head>
          <OccupancyTable hotelId={hotel.id} period={period} />
        </Card>
      </Stack>
    </>
  );
}
