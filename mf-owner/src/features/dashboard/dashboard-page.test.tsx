import { act, screen, waitFor, within } from '@testing-library/react';
import type { OwnerDashboard, Sales } from 'shared-contracts/schemas/owner';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';
import { periodOf } from './sales-period';

// jsdom has no canvas: the chart chunk is replaced by its text alternative.
jest.mock('./revenue-chart', () => ({
  __esModule: true,
  default: ({ label, points }: { label: string; points: unknown[] }) => <div role="img" aria-label={label} data-points={points.length} />,
}));

const BASE = `/owner/hotels/${HOTEL.id}`;

const DASHBOARD: OwnerDashboard = {
  hotel: { id: HOTEL.id, name: HOTEL.name, region: '서울특별시', businessNo: '123-45-67890' },
  today: today(),
  week: { start: '2026-11-23', end: '2026-11-29' },
  lastWeek: { start: '2026-11-16', end: '2026-11-22' },
  month: { start: '2026-11-01', end: '2026-11-30' },
  kpis: {
    remainingRoomsToday: 7,
    bookingsThisWeek: 12,
    checkInsToday: 3,
    checkedInNow: 5,
    expectedSettlementThisWeek: 850000,
    lastWeekSettlement: 425000,
    averageDailyRevenueThisWeek: 123457,
    revenueThisMonth: 2400000,
  },
  settlementFeePercent: 15,
  generatedAt: '2026-11-25T03:00:00Z',
};

const sales = (start: string, end: string): Sales => ({
  mode: 'week',
  start,
  end,
  points: Array.from({ length: 7 }, (_, i) => ({ date: start, amount: i * 10000, count: i })),
  total: 210000,
  peak: 60000,
});

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

describe('owner dashboard', () => {
  it('shows the summary, the eight KPI cards, the week’s trend and occupancy', async () => {
    const { sent } = mockOwnerApi({
      [`GET ${BASE}/dashboard`]: () => ({ body: DASHBOARD }),
      [`GET ${BASE}/sales`]: ({ query }) => ({ body: sales(query.get('start')!, query.get('end')!) }),
      [`GET ${BASE}/analytics/room-type-occupancy`]: ({ query }) => ({
        body: {
          from: query.get('from'),
          to: query.get('to'),
          items: [
            { roomTypeId: 11, roomTypeName: '스탠다드 트윈', typeCode: 'STANDARD', occupancyRate: 42.9, bookedNights: 30, allotmentNights: 70 },
          ],
        },
      }),
    });
    const { user } = renderOwner(BASE);
    expect(await screen.findByRole('heading', { level: 1, name: HOTEL.name })).toBeInTheDocument();
    expect(screen.getByText(/서울특별시 · 사업자등록번호 123-45-67890/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '재고·요금 관리' })).toHaveAttribute('href', `${BASE}/inventory`);
    expect(screen.getAllByRole('link', { name: '예약 관리' }).some((a) => a.getAttribute('href') === `${BASE}/bookings`)).toBe(true);
    const cards = await screen.findByRole('list', { name: '주요 지표' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByTestId('kpi-remainingRoomsToday')).toHaveTextContent('7실');
    expect(screen.getByTestId('kpi-bookingsThisWeek')).toHaveTextContent('12건');
    expect(screen.getByTestId('kpi-expectedSettlementThisWeek')).toHaveTextContent('850,000원');
    expect(screen.getByTestId('kpi-lastWeekSettlement')).toHaveTextContent('425,000원');
    expect(screen.getByTestId('kpi-averageDailyRevenueThisWeek')).toHaveTextContent('123,457원');

    const week = periodOf('week', today());
    expect(await screen.findByRole('img', { name: new RegExp(`${week.start}부터 ${week.end}까지`) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 주' })).toBeDisabled();
    expect(await screen.findByRole('table', { name: new RegExp('객실 유형별 점유율') })).toHaveTextContent('42.9%');

    await user.click(screen.getByRole('button', { name: '이전 주' }));
    const dayBefore = new Date(Date.parse(`${week.start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await waitFor(() =>
      expect(
        sent
          .filter((s) => s.path.endsWith('/sales'))
          .at(-1)!
          .query.get('end'),
      ).toBe(dayBefore),
    );
    expect(screen.getByRole('button', { name: '다음 주' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: '월간' }));
    const month = periodOf('month', today());
    await waitFor(() =>
      expect(Object.fromEntries(sent.filter((s) => s.path.endsWith('/sales')).at(-1)!.query)).toEqual({
        mode: 'month',
        start: month.start,
        end: month.end,
      }),
    );
    expect(screen.getByRole('button', { name: '다음 달' })).toBeDisabled();
  });

  it('says “no data” for a period without revenue (204), and shows the failure text of the cards', async () => {
    mockOwnerApi({
      [`GET ${BASE}/dashboard`]: () => ({ status: 500, body: { error: 'X', message: '대시보드 계산 중 오류가 났습니다.' } }),
      [`GET ${BASE}/sales`]: () => ({ status: 204 }),
      [`GET ${BASE}/analytics/room-type-occupancy`]: () => ({ body: { from: '', to: '', items: [] } }),
    });
    renderOwner(BASE);
    expect(await screen.findByText('대시보드 계산 중 오류가 났습니다.')).toBeInTheDocument();
    expect(await screen.findAllByText('데이터가 없습니다.')).toHaveLength(2);
  });

  it('shows the loading dots first', async () => {
    mockOwnerApi({ [`GET ${BASE}/dashboard`]: () => new Promise(() => undefined), [`GET ${BASE}/sales`]: () => new Promise(() => undefined) });
    renderOwner(BASE);
    expect((await screen.findAllByText('불러오는 중', { selector: '[role="status"] span' })).length).toBeGreaterThan(0);
  });

  it('checks the day every 60 seconds and asks again when it rolls over', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const start = new Date('2026-11-29T14:30:00Z'); // Sunday 23:30 in Seoul
    jest.setSystemTime(start);
    const { sent } = mockOwnerApi({
      [`GET ${BASE}/dashboard`]: () => ({ body: DASHBOARD }),
      [`GET ${BASE}/sales`]: ({ query }) => ({ body: sales(query.get('start')!, query.get('end')!) }),
      [`GET ${BASE}/analytics/room-type-occupancy`]: () => ({ body: { from: '', to: '', items: [] } }),
    });
    renderOwner(BASE);
    await waitFor(() =>
      expect(
        sent
          .filter((s) => s.path.endsWith('/sales'))
          .at(-1)
          ?.query.get('start'),
      ).toBe('2026-11-23'),
    );
    const dashboards = () => sent.filter((s) => s.path.endsWith('/dashboard')).length;
    const before = dashboards();
    await act(async () => {
      jest.setSystemTime(new Date('2026-11-29T15:01:00Z')); // Monday 00:01 in Seoul
      jest.advanceTimersByTime(60_000);
    });
    await waitFor(() =>
      expect(
        sent
          .filter((s) => s.path.endsWith('/sales'))
          .at(-1)
          ?.query.get('start'),
      ).toBe('2026-11-30'),
    );
    expect(dashboards()).toBeGreaterThan(before);
  });
});
