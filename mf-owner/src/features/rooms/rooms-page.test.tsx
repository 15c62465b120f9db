import { screen, within } from '@testing-library/react';
import type { RoomBoardRow } from 'shared-contracts/schemas/owner';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';

const room = (roomId: number, roomNo: string, over: Partial<RoomBoardRow> = {}): RoomBoardRow => ({
  roomId,
  roomNo,
  floor: Number(roomNo[0]),
  typeCode: 'STANDARD',
  roomTypeName: '스탠다드 트윈',
  capacity: 2,
  housekeeping: 'CLEAN',
  guest: null,
  ...over,
});

afterEach(() => restoreFetch());

describe('owner room board', () => {
  it('shows every room for the date with its guest, highlights ?roomNo and changes housekeeping', async () => {
    let board = [
      room(1, '301'),
      room(2, '302', {
        housekeeping: 'DIRTY',
        guest: { bookingItemId: 9, bookingId: 'HB-9', leadName: '김민지', guests: 2, typeCode: 'STANDARD', checkIn: today(), checkOut: plusDays(1) },
      }),
    ];
    const { sent, writes } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/rooms`]: () => ({ body: board }),
      [`PUT /owner/hotels/${HOTEL.id}/rooms/2/housekeeping`]: ({ body }) => {
        board = board.map((r) => (r.roomId === 2 ? { ...r, housekeeping: (body as { status: RoomBoardRow['housekeeping'] }).status } : r));
        return { body: board[1] };
      },
    });
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderOwner(`/owner/hotels/${HOTEL.id}/rooms?date=${today()}&roomNo=302`);
    const table = await screen.findByRole('table', { name: `${today()} 객실 현황` });
    expect(sent.find((s) => s.path.endsWith('/rooms'))!.query.get('date')).toBe(today());
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('빈 객실');
    expect(within(rows[2]!).getByText('302').closest('[aria-current="true"]')).not.toBeNull();
    expect(rows[2]).toHaveTextContent('김민지');
    expect(rows[2]).toHaveTextContent('찾는 객실');
    expect(scrolled).toHaveBeenCalled();
    expect(screen.getByRole('list', { name: '상태별 객실 수' })).toHaveTextContent('청소 필요 1');
    await user.selectOptions(screen.getByRole('combobox', { name: '302호 청소 상태' }), '점검 완료');
    expect(await screen.findByText('302호: 점검 완료')).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({ status: 'INSPECTED' });
  });

  it('says why a housekeeping change was refused, and shows a failed load', async () => {
    mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/rooms`]: () => ({ body: [room(2, '302')] }),
      [`PUT /owner/hotels/${HOTEL.id}/rooms/2/housekeeping`]: () => ({
        status: 409,
        body: { error: 'ROOM_HAS_GUESTS', message: '배정된 투숙이 있는 객실은 사용 중지할 수 없습니다.' },
      }),
    });
    const { user } = renderOwner(`/owner/hotels/${HOTEL.id}/rooms`);
    await user.selectOptions(await screen.findByRole('combobox', { name: '302호 청소 상태' }), '사용 중지');
    expect(await screen.findByText('변경 실패: 배정된 투숙이 있는 객실은 사용 중지할 수 없습니다.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    mockOwnerApi({ [`GET /owner/hotels/${HOTEL.id}/rooms`]: () => ({ status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } }) });
    renderOwner(`/owner/hotels/${HOTEL.id}/rooms`);
    expect(await screen.findByRole('heading', { name: '객실 현황을 불러오지 못했습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
