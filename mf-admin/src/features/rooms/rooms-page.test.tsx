import { screen, within } from '@testing-library/react';
import type { AdminHotelRooms } from 'shared-contracts/schemas/admin';
import { mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { adminPage, hotelRooms, hotelRow, roomType, sentBody } from '../../testing/operations.fixtures';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => restoreFetch());

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Hotel 12's rooms behind a fake server; `answer` may answer a write instead of the default success. */
function serve(initial: AdminHotelRooms, answer?: (sent: Sent) => MockAnswer | null, path = '/admin/rooms?hotelId=12') {
  let current = initial;
  const sent: Sent[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      const write = { method, path: url.pathname, body: sentBody(init) };
      sent.push(write);
      const answered = answer?.(write);
      if (answered) return answered;
      return { status: method === 'POST' ? 201 : 200, body: current };
    }
    if (url.pathname === '/api/admin/hotels/12/rooms') return { body: current };
    if (url.pathname === '/api/admin/hotels') return { body: adminPage([hotelRow(12), hotelRow(14, { status: 'SUSPENDED' })]) };
    return { status: 404, body: { error: 'HOTEL_NOT_FOUND', message: '호텔을 찾을 수 없습니다.' } };
  });
  return { ...renderAdmin(path), sent, fetchMock, set: (next: AdminHotelRooms) => (current = next) };
}

const TWO_TYPES = hotelRooms(12, [
  roomType(1),
  roomType(2, {
    typeCode: 'DELUXE',
    name: '디럭스 트윈',
    capacity: 3,
    areaSqm: 32,
    basePrice: 180_000,
    refundable: false,
    breakfast: true,
    roomCount: 1,
    outOfOrderCount: 1,
    rooms: [{ id: 201, roomNo: '1201', floor: 12, housekeeping: 'OUT_OF_ORDER' }],
  }),
]);

describe('admin rooms: picking a hotel', () => {
  it('finds a hotel with the hotel search and opens its rooms', async () => {
    const { user, currentPath, fetchMock } = serve(TWO_TYPES, undefined, '/admin/rooms');
    expect(screen.getByRole('heading', { level: 1, name: '객실' })).toBeInTheDocument();
    expect(screen.getByText('객실을 볼 호텔을 찾아 고르세요.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '호텔 찾기' }), '스테이온');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(currentPath()).toBe('/admin/rooms?q=%EC%8A%A4%ED%85%8C%EC%9D%B4%EC%98%A8');
    const results = await screen.findByRole('list', { name: '찾은 호텔' });
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('/api/admin/hotels?q=');
    await user.click(within(results).getByRole('link', { name: '스테이온 호텔 12 객실 보기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '객실 · 스테이온 호텔 12' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/rooms?hotelId=12');
  });
});

describe('admin rooms of a hotel', () => {
  it('shows one card per room type with its facts and a grid of rooms with housekeeping badges', async () => {
    serve(TWO_TYPES);
    const standard = await screen.findByRole('region', { name: '스탠다드 더블 스탠다드' });
    expect(standard).toHaveTextContent('최대 2명20㎡기본 요금 100,000원환불 가능조식 미포함객실 2실');
    const rooms = within(within(standard).getByRole('list', { name: '스탠다드 더블 객실' })).getAllByRole('listitem');
    expect(rooms.map((room) => room.textContent)).toEqual(['301호3층청소 완료번호·층사용 중지', '302호3층청소 필요번호·층사용 중지']);
    const deluxe = screen.getByRole('region', { name: '디럭스 트윈 디럭스' });
    expect(deluxe).toHaveTextContent('환불 불가조식 포함객실 1실 · 사용 중지 1실');
    expect(within(deluxe).getByText('사용 중지', { selector: 'span' })).toBeInTheDocument();
    expect(within(deluxe).getByRole('button', { name: '1201호 복귀' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '호텔 상세' })).toHaveAttribute('href', '/admin/hotels/12');
  });

  it('adds rooms into an existing type, checking the numbers first', async () => {
    const { user, sent, set } = serve(TWO_TYPES);
    await user.click(await screen.findByRole('button', { name: '객실 추가' }));
    const dialog = screen.getAllByRole('dialog', { name: '객실 추가' })[0]!;
    expect(within(dialog).getByRole('radio', { name: '기존 유형에 추가' })).toBeChecked();
    const numbers = within(dialog).getByRole('textbox', { name: '객실 번호 (쉼표나 띄어쓰기로 구분)' });
    await user.type(numbers, '303, 3층');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('객실 번호는 숫자·영문·하이픈 10자 이하여야 합니다: 3층')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(numbers);
    await user.type(numbers, '303, 304');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '객실 유형' }), '디럭스 트윈 (디럭스)');
    set(hotelRooms(12, [roomType(1), roomType(2, { typeCode: 'DELUXE', name: '디럭스 트윈' })]));
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await screen.findByText('객실 2개를 추가했습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/hotels/12/rooms', body: { roomTypeId: 2, roomNos: ['303', '304'] } }]);
  });

  it('adds from a type’s card into that type', async () => {
    const { user } = serve(TWO_TYPES);
    await user.click(await screen.findByRole('button', { name: '디럭스 트윈에 객실 추가' }));
    expect(within(screen.getByRole('dialog', { name: '객실 추가' })).getByRole('combobox', { name: '객실 유형' })).toHaveValue('2');
  });

  it('creates a new type the hotel lacks with its first rooms', async () => {
    const { user, sent } = serve(TWO_TYPES);
    await user.click(await screen.findByRole('button', { name: '객실 추가' }));
    const dialog = screen.getByRole('dialog', { name: '객실 추가' });
    await user.click(within(dialog).getByRole('radio', { name: '새 유형 만들기' }));
    const code = within(dialog).getByRole('combobox', { name: '새 유형' });
    expect(
      within(code)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['스위트', '프리미엄']);
    await user.type(within(dialog).getByRole('textbox', { name: '유형 이름 (비우면 기본 이름)' }), '오션 스위트');
    const capacity = within(dialog).getByRole('spinbutton', { name: '수용 인원' });
    await user.clear(capacity);
    await user.type(capacity, '30');
    await user.type(within(dialog).getByRole('textbox', { name: '객실 번호 (쉼표나 띄어쓰기로 구분)' }), '2001 2002');
    await user.type(within(dialog).getByRole('spinbutton', { name: '층 (선택, 모든 객실에 적용)' }), '20');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('수용 인원은 1~20명입니다.')).toBeInTheDocument();
    await user.clear(capacity);
    await user.type(capacity, '4');
    await user.click(within(dialog).getByRole('checkbox', { name: '조식 포함' }));
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await screen.findByText('객실 2개를 추가했습니다.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/admin/hotels/12/rooms',
      body: {
        roomType: { typeCode: 'SUITE', name: '오션 스위트', capacity: 4, areaSqm: 20, basePrice: 100000, refundable: true, breakfast: true },
        roomNos: ['2001', '2002'],
        floor: 20,
      },
    });
  });

  it('shows the 409 of a number the hotel already has, and keeps what was typed', async () => {
    const { user } = serve(TWO_TYPES, () => ({ status: 409, body: { error: 'ROOM_NO_TAKEN', message: '이미 있는 객실 번호입니다: 301' } }));
    await user.click(await screen.findByRole('button', { name: '객실 추가' }));
    const dialog = screen.getByRole('dialog', { name: '객실 추가' });
    await user.type(within(dialog).getByRole('textbox', { name: '객실 번호 (쉼표나 띄어쓰기로 구분)' }), '301');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('이미 있는 객실 번호입니다: 301')).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('textbox', { name: '객실 번호 (쉼표나 띄어쓰기로 구분)' })).toHaveValue('301');
  });

  it('changes a room number and floor, sending only what changed', async () => {
    const { user, sent } = serve(TWO_TYPES);
    await user.click(await screen.findByRole('button', { name: '301호 번호·층 변경' }));
    const dialog = screen.getByRole('dialog', { name: '301호 번호·층 변경' });
    const number = within(dialog).getByRole('textbox', { name: '객실 번호' });
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('바뀐 내용이 없습니다.')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '310');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('310호를 저장했습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/rooms/101', body: { roomNo: '310' } }]);

    await user.click(screen.getByRole('button', { name: '302호 번호·층 변경' }));
    const second = screen.getByRole('dialog', { name: '302호 번호·층 변경' });
    const floor = within(second).getByRole('textbox', { name: '층' });
    await user.clear(floor);
    await user.type(floor, '4');
    await user.click(within(second).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('302호를 저장했습니다.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ method: 'PUT', path: '/api/admin/rooms/102', body: { floor: 4 } });
  });

  it('renames a room type through one of its rooms', async () => {
    const { user, sent } = serve(TWO_TYPES);
    await user.click(await screen.findByRole('button', { name: '스탠다드 더블 유형 이름 변경' }));
    const dialog = screen.getByRole('dialog', { name: '스탠다드 더블 유형 이름 변경' });
    const name = within(dialog).getByRole('textbox', { name: '유형 이름 (고객에게 바로 보입니다)' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('유형 이름을 입력해주세요.')).toBeInTheDocument();
    await user.type(name, '시티 더블');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('유형 이름을 "시티 더블"(으)로 바꿨습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/rooms/101', body: { roomTypeName: '시티 더블' } }]);
  });

  it('takes a room out of order with a memo, and shows the 409 when guests are assigned to it', async () => {
    let refuse = true;
    const { user, sent } = serve(TWO_TYPES, () =>
      refuse
        ? {
            status: 409,
            body: { error: 'ROOM_HAS_GUESTS', message: '배정된 투숙이 남은 객실은 사용 중지할 수 없습니다. 먼저 다른 객실로 옮겨주세요: 2030-04-01' },
          }
        : null,
    );
    await user.click(await screen.findByRole('button', { name: '302호 사용 중지' }));
    const dialog = screen.getByRole('dialog', { name: '302호 사용 중지' });
    expect(dialog).toHaveTextContent('사장님의 객실 배정에 나오지 않고');
    await user.type(within(dialog).getByRole('textbox', { name: '메모 (선택, 감사 기록에 남습니다)' }), '에어컨 고장');
    await user.click(within(dialog).getByRole('button', { name: '사용 중지' }));
    expect(
      await within(dialog).findByText('배정된 투숙이 남은 객실은 사용 중지할 수 없습니다. 먼저 다른 객실로 옮겨주세요: 2030-04-01'),
    ).toHaveAttribute('role', 'alert');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '사용 중지' }));
    expect(await screen.findByText('302호를 사용 중지했습니다.')).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([
      { housekeeping: 'OUT_OF_ORDER', memo: '에어컨 고장' },
      { housekeeping: 'OUT_OF_ORDER', memo: '에어컨 고장' },
    ]);
  });

  it('brings a room back into service', async () => {
    const { user, sent } = serve(TWO_TYPES);
    await user.click(await screen.findByRole('button', { name: '1201호 복귀' }));
    const dialog = screen.getByRole('dialog', { name: '1201호 복귀' });
    await user.click(within(dialog).getByRole('button', { name: '복귀' }));
    expect(await screen.findByText('1201호가 복귀했습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/rooms/201', body: { housekeeping: 'CLEAN' } }]);
  });

  it('says when the hotel does not exist or the rooms cannot be read', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'HOTEL_NOT_FOUND', message: '호텔을 찾을 수 없습니다.' } }));
    const first = renderAdmin('/admin/rooms?hotelId=999');
    expect(await screen.findByRole('heading', { name: '호텔을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다른 호텔 선택' })).toHaveAttribute('href', '/admin/rooms');
    first.unmount();
    mockFetch(() => ({ status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } }));
    renderAdmin('/admin/rooms?hotelId=12');
    const heading = await screen.findByRole('heading', { name: '객실을 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('일시적인 오류입니다.');
  });
});
