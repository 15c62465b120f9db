import { screen, waitFor, within } from '@testing-library/react';
import type { OwnerBookingRow } from 'shared-contracts/schemas/owner';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';

const BASE = `/owner/hotels/${HOTEL.id}/bookings`;
const LIST = `GET /owner/hotels/${HOTEL.id}/bookings`;
const CSV = `GET /owner/hotels/${HOTEL.id}/bookings.csv`;

const row = (bookingId: string, totalAmount: number): OwnerBookingRow => ({
  bookingId,
  userName: '김민지',
  userLoginId: 'member0001',
  roomTypeName: '디럭스 더블',
  checkIn: plusDays(3),
  checkOut: plusDays(5),
  nights: 2,
  guests: 2,
  totalAmount,
  status: 'CONFIRMED',
  cancellable: true,
  createdAt: '2030-01-01T01:00:00Z',
});
const page = (content: OwnerBookingRow[]) => ({ content, page: 0, size: 20, totalElements: content.length });

afterEach(() => restoreFetch());

describe('owner bookings: amount and booked-at columns, sort by column, CSV export', () => {
  it('shows amount and booked at, newest first by default, and sorts by a header on the server', async () => {
    const { sent } = mockOwnerApi({ [LIST]: () => ({ body: page([row('HB1', 240000)]) }) });
    const { user, currentPath } = renderOwner(BASE);
    const table = await screen.findByRole('table', { name: '예약 목록' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('240,000원'), { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2030-01-01');
    expect(within(table).getByRole('columnheader', { name: /예약 일시/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table).getByRole('button', { name: /결제 금액/ }));
    expect(currentPath()).toBe(`${BASE}?sort=-totalAmount`);
    await waitFor(() => expect(sent.at(-1)!.query.get('sort')).toBe('-totalAmount'));
    expect(within(table).getByRole('columnheader', { name: /결제 금액/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /예약 일시/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(table).getByRole('button', { name: /결제 금액/ }));
    expect(currentPath()).toBe(`${BASE}?sort=totalAmount`);
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '체크인 오름차순');
    expect(currentPath()).toBe(`${BASE}?sort=checkIn`);
    await waitFor(() => expect(sent.at(-1)!.query.get('sort')).toBe('checkIn'));
  });

  it("downloads the CSV of the list's filter and order with the owner's token", async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:bookings');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { sent, fetchMock } = mockOwnerApi({ [LIST]: () => ({ body: page([row('HB1', 240000)]) }), [CSV]: () => ({ body: '예약번호' }) });
    const { user } = renderOwner(`${BASE}?status=CONFIRMED&sort=-totalAmount`);
    await screen.findByRole('button', { name: 'HB1 예약 상세 보기' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = sent.find((s) => s.path.endsWith('/bookings.csv'))!;
    expect(Object.fromEntries(call.query)).toEqual({ status: 'CONFIRMED', sort: '-totalAmount' });
    // Through the shared request client (the one that adds the signed-in owner's token), not a plain link.
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(`/api/owner/hotels/${HOTEL.id}/bookings.csv?`))).toBe(true);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe(`bookings_${HOTEL.id}_${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date())}.csv`);
    click.mockRestore();
  });

  it('says when the export failed, with the server text', async () => {
    mockOwnerApi({
      [LIST]: () => ({ body: page([row('HB1', 240000)]) }),
      [CSV]: () => ({ status: 422, body: { error: 'EXPORT_TOO_LARGE', message: '내려받을 예약이 너무 많습니다.' } }),
    });
    const { user } = renderOwner(BASE);
    await screen.findByRole('button', { name: 'HB1 예약 상세 보기' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    expect(await screen.findByText('내려받을 예약이 너무 많습니다.', { selector: '[role="alert"]' })).toBeInTheDocument();
  });
});
