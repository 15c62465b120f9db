import { screen, waitFor, within } from '@testing-library/react';
import type { AvailableRoom, RoomBoardRow } from 'shared-contracts/schemas/owner';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';

const BOARD = `/owner/hotels/${HOTEL.id}/rooms`;
const guest = (over: Partial<NonNullable<RoomBoardRow['guest']>> = {}): RoomBoardRow['guest'] => ({
  bookingItemId: 77,
  bookingId: 'HB-77',
  leadName: '김민지',
  guests: 2,
  typeCode: 'STANDARD',
  checkIn: plusDays(-1),
  checkOut: plusDays(2),
  ...over,
});
const room = (roomId: number, roomNo: string, over: Partial<RoomBoardRow> = {}): RoomBoardRow => ({
  roomId,
  roomNo,
  floor: 3,
  typeCode: 'STANDARD',
  roomTypeName: '스탠다드 트윈',
  capacity: 2,
  housekeeping: 'CLEAN',
  guest: null,
  ...over,
});
const FREE: AvailableRoom[] = [
  { roomId: 3, roomNo: '303', typeCode: 'STANDARD', capacity: 2, housekeeping: 'INSPECTED', floor: 3 },
  { roomId: 4, roomNo: '304', typeCode: 'STANDARD', capacity: 2, housekeeping: 'DIRTY', floor: 3 },
  { roomId: 9, roomNo: '901', typeCode: 'SUITE', capacity: 4, housekeeping: 'CLEAN', floor: 9 },
];

afterEach(() => restoreFetch());

describe('room board: 객실 이동 and 배정 취소', () => {
  it('moves the guest to a ready room of the same type or an upgrade, from today on', async () => {
    const { sent, writes } = mockOwnerApi({
      [`GET ${BOARD}`]: () => ({ body: [room(1, '301', { guest: guest() }), room(2, '302')] }),
      [`GET ${BOARD}/available`]: () => ({ body: FREE }),
      [`POST /owner/hotels/${HOTEL.id}/assignments`]: () => ({ body: { assignedNights: 2, roomNo: '901', previousRoomNo: '301' } }),
    });
    const { user } = renderOwner(BOARD);
    const table = await screen.findByRole('table', { name: `${today()} 객실 현황` });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('HB-77 · 2명');
    expect(within(table).queryByRole('button', { name: /302호/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: '301호 김민지 님 객실 이동' }));
    const dialog = await screen.findByRole('dialog', { name: '301호 김민지 님 객실 이동' });
    expect(dialog).toHaveTextContent(`옮길 숙박: ${today()} ~ ${plusDays(2)} (2박)`);
    const query = sent.find((s) => s.path.endsWith('/rooms/available'))!.query;
    expect(Object.fromEntries(query)).toEqual({ from: today(), to: plusDays(2), minCapacity: '2', typeCode: 'STANDARD', upgrade: 'true' });
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((c) => c.closest('label')!.textContent)).toEqual([
      '303호 · STD · 2명 · 점검 완료같은 유형',
      '901호 · STE · 4명 · 청소 완료업그레이드',
    ]);
    await user.click(within(dialog).getByRole('button', { name: '이 객실로 이동' }));
    expect(await within(dialog).findByText('옮길 객실을 골라주세요.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: /901호/ }));
    await user.click(within(dialog).getByRole('button', { name: '이 객실로 이동' }));
    expect(await screen.findByText('301호 → 901호로 옮겼습니다 (2박).')).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({ bookingItemId: 77, roomId: 9 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a move was refused and keeps the dialog open', async () => {
    mockOwnerApi({
      [`GET ${BOARD}`]: () => ({ body: [room(1, '301', { guest: guest() })] }),
      [`GET ${BOARD}/available`]: () => ({ body: FREE }),
      [`POST /owner/hotels/${HOTEL.id}/assignments`]: () => ({
        status: 409,
        body: { error: 'ROOM_TAKEN', message: '이미 다른 예약에 배정된 객실입니다: 2026-01-01' },
      }),
    });
    const { user } = renderOwner(BOARD);
    await user.click(await screen.findByRole('button', { name: '301호 김민지 님 객실 이동' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /303호/ }));
    await user.click(within(dialog).getByRole('button', { name: '이 객실로 이동' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('객실 이동 실패: 이미 다른 예약에 배정된 객실입니다');
  });

  it('unassigns after a confirmation', async () => {
    const { writes } = mockOwnerApi({
      [`GET ${BOARD}`]: () => ({ body: [room(1, '301', { guest: guest({ checkIn: plusDays(3), checkOut: plusDays(5) }) })] }),
      [`DELETE /owner/hotels/${HOTEL.id}/assignments/77`]: () => ({ body: { releasedNights: 2, roomNo: '301' } }),
    });
    const { user } = renderOwner(BOARD);
    await user.click(await screen.findByRole('button', { name: '301호 김민지 님 배정 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '301호 배정을 취소할까요?' });
    expect(dialog).toHaveTextContent(`김민지 님(HB-77)의 ${plusDays(3)} ~ ${plusDays(5)} 숙박에서 객실을 뺍니다.`);
    expect(within(dialog).getByRole('button', { name: '그대로 두기' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '배정 취소' }));
    expect(await screen.findByText('301호 배정을 취소했습니다 (2박).')).toBeInTheDocument();
    expect(writes().map((w) => `${w.method} ${w.path}`)).toEqual([`DELETE /owner/hotels/${HOTEL.id}/assignments/77`]);
  });

  it('offers nothing for a stay that is over', async () => {
    mockOwnerApi({ [`GET ${BOARD}`]: () => ({ body: [room(1, '301', { guest: guest({ checkIn: plusDays(-2), checkOut: today() }) })] }) });
    renderOwner(BOARD);
    expect(await screen.findByText('지난 숙박')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /객실 이동/ })).toBeNull();
  });

  it('when out of order is refused for a room with guests, opens their nights to move them first', async () => {
    const { sent } = mockOwnerApi({
      [`GET ${BOARD}`]: () => ({ body: [room(1, '301')] }),
      [`PUT ${BOARD}/1/housekeeping`]: () => ({
        status: 409,
        body: {
          error: 'ROOM_HAS_GUESTS',
          message: '배정된 투숙이 있는 객실은 사용 중지할 수 없습니다. 먼저 다른 객실로 옮겨주세요: x',
          nights: [plusDays(4)],
        },
      }),
    });
    const { user } = renderOwner(BOARD);
    await user.selectOptions(await screen.findByRole('combobox', { name: '301호 청소 상태' }), '사용 중지');
    const alert = await screen.findByText(/301호에 배정된 투숙이 있어 사용 중지할 수 없습니다/);
    await user.click(within(alert).getByRole('button', { name: `${plusDays(4)} 객실 현황 보기` }));
    await waitFor(() =>
      expect(
        sent
          .filter((s) => s.path === BOARD)
          .at(-1)!
          .query.get('date'),
      ).toBe(plusDays(4)),
    );
    expect(await screen.findByRole('table', { name: `${plusDays(4)} 객실 현황` })).toBeInTheDocument();
  });
});
