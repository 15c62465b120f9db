import { screen, waitFor, within } from '@testing-library/react';
import type { InventoryChange, InventoryDay, NightValues, OverviewDay } from 'shared-contracts/schemas/owner';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';
import { mondayOf } from '../../frame/owner-dates';
import { previewSummary } from './inventory-preview';

// Issue 24 items 3–5 on the screen: preview before 적용, 되돌리기 after a change and in 변경 기록, restriction badges
// and fields, past nights read only.

const BASE = `/owner/hotels/${HOTEL.id}/inventory`;
const API = `/owner/hotels/${HOTEL.id}/inventory`;
const FREE = { minStay: 1, closedToArrival: false, closedToDeparture: false };
const CHANGE_ID = '0f8a4c1e-3b2d-4c5e-9f6a-7b8c9d0e1f2a';
const values = (over: Partial<NightValues> = {}): NightValues => ({ allotment: 5, price: 90000, status: 'OPEN', ...FREE, ...over });
const night = (stayDate: string, over: Partial<InventoryDay> = {}): InventoryDay => ({
  stayDate,
  price: 90000,
  allotment: 5,
  booked: 2,
  remainingQty: 3,
  status: 'OPEN',
  sellable: stayDate >= today(),
  ...FREE,
  ...over,
});
const change = (over: Partial<InventoryChange> = {}): InventoryChange => ({
  changeId: CHANGE_ID,
  kind: 'BULK',
  changedAt: '2030-03-15T03:00:00Z',
  actorName: '김사장',
  roomTypeIds: [11],
  from: today(),
  to: plusDays(6),
  nights: 3,
  set: { allotment: null, price: 99000, status: null, minStay: 2, closedToArrival: true, closedToDeparture: null },
  undoneAt: null,
  ...over,
});

afterEach(() => restoreFetch());

describe('inventory preview text', () => {
  it('counts the nights that really change, per kind', () => {
    const summary = previewSummary({
      days: [
        { roomTypeId: 11, stayDate: today(), booked: 0, before: values(), after: values({ price: 99000 }) },
        { roomTypeId: 11, stayDate: plusDays(1), booked: 0, before: values({ price: 99000 }), after: values({ price: 99000 }) },
        { roomTypeId: 11, stayDate: plusDays(2), booked: 0, before: values(), after: values({ price: 99000, minStay: 2 }) },
        { roomTypeId: 11, stayDate: plusDays(3), booked: 0, before: null, after: values() },
      ],
    });
    expect(summary.days.map((d) => d.stayDate)).toEqual([today(), plusDays(2), plusDays(3)]);
    expect(summary.lines).toEqual(['1박을 새로 등록합니다', '2박의 요금이 바뀝니다', '1박의 숙박 제한이 바뀝니다']);
    expect(previewSummary({ days: [] }).lines).toEqual(['바뀌는 날이 없습니다.']);
  });
});

describe('owner inventory: bulk apply preview and undo', () => {
  const bulkRoutes = (undo: () => { status?: number; body: unknown }) => ({
    [`GET ${API}`]: () => ({ body: [night(today()), night(plusDays(1))] }),
    [`GET ${API}/changes`]: () => ({ body: [] }),
    [`PUT ${API}/bulk`]: ({ query }: { query: URLSearchParams }) =>
      query.get('dryRun') === 'true'
        ? {
            body: {
              days: [today(), plusDays(1)].map((stayDate) => ({
                roomTypeId: 11,
                stayDate,
                booked: 2,
                before: values(),
                after: values({ price: 99000, closedToArrival: true }),
              })),
            },
          }
        : { body: { updated: 2, skippedMissing: 0, skippedPast: 0, skippedOutOfRange: 0, changeId: CHANGE_ID } },
    [`POST ${API}/changes/${CHANGE_ID}/undo`]: undo,
  });

  it('shows every night before and after, and writes nothing before 적용', async () => {
    const { writes } = mockOwnerApi(bulkRoutes(() => ({ body: {} })));
    const { user } = renderOwner(`${BASE}?view=type&roomTypeId=11&from=${today()}&to=${plusDays(1)}`);
    const panel = await screen.findByRole('form', { name: /일괄 적용/ });
    await user.click(within(panel).getByLabelText('1박 요금(원)'));
    await user.paste('99000');
    await user.selectOptions(within(panel).getByLabelText('체크인 불가'), '설정');
    await user.click(within(panel).getByRole('button', { name: '미리 보기' }));
    expect(await within(panel).findByText('2박의 요금이 바뀝니다')).toBeInTheDocument();
    expect(within(panel).getByText('2박의 숙박 제한이 바뀝니다')).toBeInTheDocument();
    const rows = within(within(panel).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('90,000원 → 99,000원');
    expect(rows[1]).toHaveTextContent('제한 없음 → 체크인 불가');
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.body).toMatchObject({ price: 99000, closedToArrival: true, closedToDeparture: null, minStay: null });
  });

  it('applies on 적용 and undoes the change', async () => {
    const { writes } = mockOwnerApi(bulkRoutes(() => ({ body: { changeId: CHANGE_ID, restored: 2, skippedPast: 0 } })));
    const { user } = renderOwner(`${BASE}?view=type&roomTypeId=11&from=${today()}&to=${plusDays(1)}`);
    const panel = await screen.findByRole('form', { name: /일괄 적용/ });
    await user.click(within(panel).getByLabelText('1박 요금(원)'));
    await user.paste('99000');
    await user.click(within(panel).getByRole('button', { name: '미리 보기' }));
    await user.click(await within(panel).findByRole('button', { name: '적용' }));
    expect(await within(panel).findByText(/^적용 완료/)).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '되돌리기' }));
    expect(await screen.findByText('변경을 되돌렸습니다 (2박).')).toBeInTheDocument();
    expect(writes().map((w) => `${w.method} ${w.path}`)).toEqual([`PUT ${API}/bulk`, `PUT ${API}/bulk`, `POST ${API}/changes/${CHANGE_ID}/undo`]);
  });

  it('shows the refusal of an undo that a booking made since prevents, naming the nights', async () => {
    mockOwnerApi(
      bulkRoutes(() => ({
        status: 409,
        body: { error: 'INVENTORY_UNDO_CONFLICT', message: `이후에 들어온 예약 때문에 되돌릴 수 없는 날이 있습니다: ${today()} STANDARD(예약 1)` },
      })),
    );
    const { user } = renderOwner(`${BASE}?view=type&roomTypeId=11&from=${today()}&to=${plusDays(1)}`);
    const panel = await screen.findByRole('form', { name: /일괄 적용/ });
    await user.click(within(panel).getByLabelText('1박 요금(원)'));
    await user.paste('99000');
    await user.click(within(panel).getByRole('button', { name: '미리 보기' }));
    await user.click(await within(panel).findByRole('button', { name: '적용' }));
    await user.click(await within(panel).findByRole('button', { name: '되돌리기' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      `되돌리지 못했습니다: 이후에 들어온 예약 때문에 되돌릴 수 없는 날이 있습니다: ${today()} STANDARD(예약 1)`,
    );
  });
});

describe('owner inventory: change history, restrictions and past nights', () => {
  it('lists the changes, undoes one that stands and marks one already undone', async () => {
    const { writes } = mockOwnerApi({
      [`GET ${API}/overview`]: () => ({ body: [] }),
      [`GET ${API}/changes`]: () => ({
        body: [change(), change({ changeId: 'a'.repeat(8) + '-0000-4000-8000-000000000000', kind: 'REGISTER', undoneAt: '2030-03-15T04:00:00Z' })],
      }),
      [`POST ${API}/changes/${CHANGE_ID}/undo`]: () => ({ body: { changeId: CHANGE_ID, restored: 3, skippedPast: 0 } }),
    });
    const { user } = renderOwner(BASE);
    const history = await screen.findByRole('region', { name: '변경 기록' });
    const items = await within(history).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`일괄 적용 · STD · ${today()} ~ ${plusDays(6)}`);
    expect(items[0]).toHaveTextContent('요금 99,000원 · 최소 2박 · 체크인 불가 (3박)');
    expect(items[1]).toHaveTextContent('기간 등록');
    expect(items[1]).toHaveTextContent('되돌림');
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: /^되돌리기 일괄 적용/ }));
    await waitFor(() => expect(writes().map((w) => w.path)).toEqual([`${API}/changes/${CHANGE_ID}/undo`]));
  });

  const overview = (url: URLSearchParams): OverviewDay[] => {
    const days: OverviewDay[] = [];
    for (let d = url.get('from')!; d <= url.get('to')!; d = plusDays(1, d)) {
      const restricted = d === today() ? { minStay: 2, closedToArrival: true } : {};
      days.push({
        date: d,
        items: [{ roomTypeId: 11, typeCode: 'STANDARD', price: 90000, allotment: 5, remaining: 3, status: 'OPEN', ...FREE, ...restricted }],
      });
    }
    return days;
  };
  const routes = {
    [`GET ${API}/overview`]: ({ query }: { query: URLSearchParams }) => ({ body: overview(query) }),
    [`GET ${API}/changes`]: () => ({ body: [] }),
    [`PUT ${API}/day`]: () => ({ body: night(today()) }),
  };

  it('shows past nights read only: what sold, at what price', async () => {
    mockOwnerApi(routes);
    renderOwner(`${BASE}?week=${plusDays(-7, mondayOf(today()))}`);
    const first = await screen.findByRole('list', { name: '첫째 주' });
    // The whole first week is past: what sold, at what price, and no cell to click.
    expect(within(first).getAllByText('판매 2/5실')).toHaveLength(7);
    expect(within(first).getAllByText('90,000원')).toHaveLength(7);
    expect(within(first).queryAllByRole('button')).toEqual([]);
  });

  it('shows restriction badges and sends the day editor’s restrictions (1–30 is checked by the form schema)', async () => {
    const { writes } = mockOwnerApi(routes);
    const { user } = renderOwner(BASE);
    await screen.findByRole('list', { name: '첫째 주' });
    const todayCell = screen.getAllByRole('button', { name: /STD/ }).find((b) => b.textContent?.includes('최소 2박'))!;
    expect(todayCell).toHaveTextContent('체크인 불가');
    await user.click(todayCell);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('최소 숙박(박)')).toHaveValue('2');
    expect(within(dialog).getByRole('checkbox', { name: '체크인 불가' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('최소 숙박(박)'));
    await user.paste('3');
    await user.click(within(dialog).getByRole('checkbox', { name: '체크아웃 불가' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ date: today(), minStay: 3, closedToArrival: true, closedToDeparture: true });
  });
});
