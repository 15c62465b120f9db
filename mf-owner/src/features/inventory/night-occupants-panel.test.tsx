import { screen, waitFor, within } from '@testing-library/react';
import type { InventoryDay, NightOccupants, OverviewDay } from 'shared-contracts/schemas/owner';
import { deferred, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';

const BASE = `/owner/hotels/${HOTEL.id}/inventory`;
const OCCUPANTS = `GET /owner/hotels/${HOTEL.id}/inventory/occupants`;
const FREE = { minStay: 1, closedToArrival: false, closedToDeparture: false };

/** STANDARD (11) sold out every day: 3 rooms, two bookings and a hold take them. */
const overview = (url: URLSearchParams): OverviewDay[] => {
  const days: OverviewDay[] = [];
  for (let d = url.get('from')!; d <= url.get('to')!; d = plusDays(1, d)) {
    days.push({ date: d, items: [{ roomTypeId: 11, typeCode: 'STANDARD', price: 90000, allotment: 3, remaining: 0, status: 'SOLD_OUT', ...FREE }] });
  }
  return days;
};

const NIGHT: NightOccupants = {
  booked: 3,
  bookings: [
    { bookingId: 'HB20300314-000412', leadName: '박서연', checkIn: plusDays(-1), nights: 2, status: 'CONFIRMED', rooms: 1 },
    { bookingId: 'HB20300315-000437', leadName: '이도윤', checkIn: today(), nights: 1, status: 'CONFIRMED', rooms: 1 },
  ],
  // 14:35 in Seoul.
  holds: [{ expiresAt: '2030-03-15T05:35:00.000Z', rooms: 1 }],
};

afterEach(() => restoreFetch());

async function openTodaysStandard(user: ReturnType<typeof renderOwner>['user']) {
  await screen.findByRole('list', { name: '첫째 주' });
  await user.click(screen.getAllByRole('button', { name: /STD/ })[0]!);
  const dialog = screen.getByRole('dialog', { name: /스탠다드 트윈 \(STD\)/ });
  const toggle = within(dialog).getByRole('button', { name: '누가 이 객실을 쓰나요' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return dialog;
}

describe('owner inventory: who holds the rooms of a night', () => {
  it('opens from a night in the overview: loading, then the bookings (linked to the booking list) and the holds', async () => {
    const later = deferred<MockAnswer>();
    const { sent } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/inventory/overview`]: ({ query }) => ({ body: overview(query) }),
      [OCCUPANTS]: () => later.promise,
    });
    const { user, currentPath } = renderOwner(BASE);
    const dialog = await openTodaysStandard(user);
    expect(within(dialog).getByRole('status', { name: '객실을 쓰는 예약을 불러오는 중' })).toBeInTheDocument();
    const call = sent.find((s) => s.path.endsWith('/inventory/occupants'))!;
    expect(Object.fromEntries(call.query)).toEqual({ roomTypeId: '11', date: today() });
    later.resolve({ body: NIGHT });

    const panel = await within(dialog).findByRole('region', { name: /객실을 쓰는 예약$/ });
    // The region is there while it loads; its summary arrives with the answer.
    await waitFor(() => expect(panel).toHaveTextContent('예약·결제 대기 중인 객실 3실: 확정 예약 2실, 결제 대기 1실'));
    const table = within(panel).getByRole('table', { name: '이 날 묵는 예약' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['예약번호', '대표 투숙객', '체크인', '상태']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [, month, day] = plusDays(-1).split('-').map(Number);
    expect(rows[0]).toHaveTextContent(`HB20300314-000412박서연${month}.${day} · 2박확정`);
    expect(within(panel).getByRole('list', { name: '결제 대기' })).toHaveTextContent('결제 대기 중 1실, 14:35까지');
    expect(panel).toHaveTextContent('결제 대기 중인 회원 정보는 보이지 않습니다.');

    await user.click(within(rows[1]!).getByRole('link', { name: 'HB20300315-000437' }));
    expect(currentPath()).toBe(`/owner/hotels/${HOTEL.id}/bookings?q=HB20300315-000437`);
  });

  it('says so when nothing holds the night, and shows a failure with a retry', async () => {
    let fail = true;
    const { sent } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/inventory/overview`]: ({ query }) => ({ body: overview(query) }),
      [OCCUPANTS]: () =>
        fail ? { status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } } : { body: { booked: 0, bookings: [], holds: [] } },
    });
    const { user } = renderOwner(BASE);
    const dialog = await openTodaysStandard(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('객실을 쓰는 예약을 불러오지 못했습니다.');
    expect(alert).toHaveTextContent('일시적인 오류입니다.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await within(dialog).findByText('이 날 예약되거나 결제 대기 중인 객실이 없습니다.')).toBeInTheDocument();
    expect(sent.filter((s) => s.path.endsWith('/inventory/occupants'))).toHaveLength(2);
  });

  it('opens from a night of the by-type calendar too; a night held only for payment shows no booking table', async () => {
    const day: InventoryDay = {
      stayDate: plusDays(2),
      price: 90000,
      allotment: 1,
      booked: 1,
      remainingQty: 0,
      status: 'SOLD_OUT',
      sellable: false,
      ...FREE,
    };
    const { sent } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/inventory`]: () => ({ body: [day] }),
      [OCCUPANTS]: () => ({ body: { booked: 1, bookings: [], holds: NIGHT.holds } }),
    });
    const { user } = renderOwner(`${BASE}?view=type&roomTypeId=11&from=${today()}&to=${plusDays(6)}`);
    const grid = await screen.findByRole('table', { name: /주간 재고/ });
    const [, month, date] = plusDays(2).split('-').map(Number);
    await user.click(within(grid).getByRole('button', { name: new RegExp(`^${month}월 ${date}일`) }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('예약·결제 대기 중인 객실 1실');
    await user.click(within(dialog).getByRole('button', { name: '누가 이 객실을 쓰나요' }));
    expect(await within(dialog).findByText('예약·결제 대기 중인 객실 1실: 결제 대기 1실')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: '결제 대기' })).toHaveTextContent('결제 대기 중 1실, 14:35까지');
    expect(within(dialog).queryByRole('table', { name: '이 날 묵는 예약' })).not.toBeInTheDocument();
    await waitFor(() => expect(sent.find((s) => s.path.endsWith('/occupants'))?.query.get('date')).toBe(plusDays(2)));
  });
});
