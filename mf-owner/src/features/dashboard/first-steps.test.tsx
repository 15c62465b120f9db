import { screen, waitFor } from '@testing-library/react';
import type { OverviewDay } from 'shared-contracts/schemas/owner';
import { addDays } from '../../frame/owner-dates';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';

jest.mock('./revenue-chart', () => ({ __esModule: true, default: () => null }));

const BASE = `/owner/hotels/${HOTEL.id}`;
const emptyDays = (from: string, count: number): OverviewDay[] => Array.from({ length: count }, (_, i) => ({ date: addDays(from, i), items: [] }));

function mockDashboard(overview: () => { status?: number; body?: unknown }) {
  return mockOwnerApi({
    [`GET ${BASE}/dashboard`]: () => ({ status: 500, body: { error: 'X', message: '대시보드 오류' } }),
    [`GET ${BASE}/sales`]: () => ({ status: 204 }),
    [`GET ${BASE}/analytics/room-type-occupancy`]: () => ({ body: { from: '', to: '', items: [] } }),
    [`GET ${BASE}/inventory/overview`]: overview,
  });
}

afterEach(() => restoreFetch());

describe('a new hotel’s first step on the dashboard', () => {
  it('offers 재고를 등록하세요 with 기간 등록 when no room type has inventory in the next 30 days', async () => {
    const { sent } = mockDashboard(() => ({ body: emptyDays(today(), 31) }));
    renderOwner(BASE);
    expect(await screen.findByRole('heading', { name: '재고를 등록하세요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '기간 등록' })).toHaveAttribute('href', `${BASE}/inventory?register=1`);
    const asked = sent.find((s) => s.path.endsWith('/inventory/overview'))!;
    expect(Object.fromEntries(asked.query)).toEqual({ from: today(), to: addDays(today(), 30) });
  });

  it('says nothing once any night has inventory, nor when the overview cannot be read', async () => {
    const days = emptyDays(today(), 31);
    days[12] = {
      date: days[12]!.date,
      items: [{ roomTypeId: 11, typeCode: 'STANDARD', price: 90000, allotment: 5, remaining: 5, status: 'OPEN' } as OverviewDay['items'][number]],
    };
    const { sent } = mockDashboard(() => ({ body: days }));
    const first = renderOwner(BASE);
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/inventory/overview'))).toBe(true));
    await screen.findByText('대시보드 오류');
    expect(screen.queryByRole('heading', { name: '재고를 등록하세요' })).not.toBeInTheDocument();
    first.unmount();

    mockDashboard(() => ({ status: 500, body: { error: 'X', message: '재고 오류' } }));
    renderOwner(BASE);
    await screen.findByText('대시보드 오류');
    expect(screen.queryByRole('heading', { name: '재고를 등록하세요' })).not.toBeInTheDocument();
  });
});
