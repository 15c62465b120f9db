import { screen, waitFor, within } from '@testing-library/react';
import type { ArrivalItem, AvailableRoom } from 'shared-contracts/schemas/owner';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';

const BASE = `/owner/hotels/${HOTEL.id}/assign`;

const arrival = (id: number, over: Partial<ArrivalItem> = {}): ArrivalItem => ({
  bookingItemId: id,
  bookingId: `HB-${id}`,
  roomTypeName: '디럭스 더블',
  typeCode: 'DELUXE',
  guests: 2,
  checkIn: today(),
  checkOut: plusDays(2),
  nights: 2,
  leadName: '김민지',
  leadPhone: '010-3000-0001',
  assigned: false,
  roomNo: null,
  ...over,
});
const ROOMS: AvailableRoom[] = [
  { roomId: 501, roomNo: '501', typeCode: 'DELUXE', capacity: 2, housekeeping: 'INSPECTED', floor: 5 },
  { roomId: 701, roomNo: '701', typeCode: 'SUITE', capacity: 3, housekeeping: 'DIRTY', floor: 7 },
];

afterEach(() => restoreFetch());

describe('owner room assignment', () => {
  it('lists today’s unassigned arrivals, the free rooms of the chosen one, assigns and links the assigned to the board', async () => {
    let assigned = false;
    const { sent, writes } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/arrivals`]: () => ({
        body: [arrival(1, assigned ? { assigned: true, roomNo: '501' } : {}), arrival(2, { assigned: true, roomNo: '302', bookingId: 'HB-2' })],
      }),
      [`GET /owner/hotels/${HOTEL.id}/rooms/available`]: () => ({ body: ROOMS }),
      [`POST /owner/hotels/${HOTEL.id}/assignments`]: () => {
        assigned = true;
        return { body: { assignedNights: 2, roomNo: '501' } };
      },
    });
    const { user } = renderOwner(BASE);
    expect(await screen.findByRole('heading', { name: '미배정 도착 예정 (1)' })).toBeInTheDocument();
    expect(sent.find((s) => s.path.endsWith('/arrivals'))!.query.get('date')).toBe(today());
    expect(screen.getByLabelText('도착일')).toHaveValue(today());
    expect(screen.getByText('미배정 도착 예정에서 예약을 고르면 배정할 수 있는 객실이 보입니다.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '상위 객실 유형으로 업그레이드 허용' })).toBeChecked();
    expect(screen.getByRole('link', { name: '302호 · HB-2' })).toHaveAttribute('href', `/owner/hotels/${HOTEL.id}/rooms?date=${today()}&roomNo=302`);

    await user.click(screen.getByRole('button', { name: /HB-1/ }));
    const table = await screen.findByRole('table', { name: '배정 가능한 객실' });
    const query = sent.find((s) => s.path.endsWith('/rooms/available'))!.query;
    expect(Object.fromEntries(query)).toEqual({ from: today(), to: plusDays(2), minCapacity: '2', typeCode: 'DELUXE', upgrade: 'true' });
    expect(within(table).getByText('점검 완료')).toBeInTheDocument();
    expect(within(table).getByText('STE')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '501호를 HB-1에 배정' }));
    expect(await screen.findByText(/배정 완료: 2박/)).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({ bookingItemId: 1, roomId: 501 });
    expect(await screen.findByRole('link', { name: '501호 · HB-1' })).toBeInTheDocument();
  });

  it('turns the upgrade off and says why an assignment failed', async () => {
    const { sent } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/arrivals`]: () => ({ body: [arrival(1)] }),
      [`GET /owner/hotels/${HOTEL.id}/rooms/available`]: () => ({ body: ROOMS }),
      [`POST /owner/hotels/${HOTEL.id}/assignments`]: () => ({
        status: 409,
        body: { error: 'ROOM_TAKEN', message: '이미 다른 예약에 배정된 객실입니다: 2026-01-01' },
      }),
    });
    const { user } = renderOwner(BASE);
    await user.click(await screen.findByRole('button', { name: /HB-1/ }));
    await user.click(screen.getByRole('checkbox', { name: '상위 객실 유형으로 업그레이드 허용' }));
    await waitFor(() =>
      expect(
        sent
          .filter((s) => s.path.endsWith('/rooms/available'))
          .at(-1)!
          .query.get('upgrade'),
      ).toBe('false'),
    );
    await user.click(await screen.findByRole('button', { name: '501호를 HB-1에 배정' }));
    expect(await screen.findByText(/^배정 실패: 이미 다른 예약에 배정된 객실입니다/, { selector: '[role="alert"]' })).toBeInTheDocument();
  });

  it('assigns every unassigned arrival at once and says how many were left', async () => {
    const { writes } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/arrivals`]: () => ({ body: [arrival(1), arrival(2), arrival(3)] }),
      [`POST /owner/hotels/${HOTEL.id}/assignments/rooms/by-items`]: () => ({ body: { '1': { roomNo: '501' }, '2': { roomNo: '502' } } }),
    });
    const { user } = renderOwner(BASE);
    await screen.findByRole('heading', { name: '미배정 도착 예정 (3)' });
    await user.click(screen.getByRole('button', { name: '모두 자동 배정' }));
    expect(await screen.findByText('자동 배정 완료: 2건, 배정할 객실이 없는 1건은 남았습니다')).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({ itemIds: [1, 2, 3], upgrade: true });
  });

  it('says when nobody arrives that day, and shows a load failure', async () => {
    mockOwnerApi({ [`GET /owner/hotels/${HOTEL.id}/arrivals`]: () => ({ body: [] }) });
    renderOwner(BASE);
    expect(await screen.findByRole('heading', { name: '배정할 예약이 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '모두 자동 배정' })).toBeDisabled();
  });
});
