import { floorProblem, parseRoomNos, roomNosProblem, wholeIn } from './room-rules';

describe('room rules', () => {
  it('reads room numbers separated by commas, spaces and lines', () => {
    expect(parseRoomNos(' 1201, 1202\n1203  B-1 ,')).toEqual(['1201', '1202', '1203', 'B-1']);
  });

  it('checks new room numbers the way the server does', () => {
    expect(roomNosProblem([])).toBe('추가할 객실 번호를 하나 이상 입력해주세요.');
    expect(roomNosProblem(['1201', '12호'])).toBe('객실 번호는 숫자·영문·하이픈 10자 이하여야 합니다: 12호');
    expect(roomNosProblem(['12345678901'])).toMatch(/12345678901$/);
    expect(roomNosProblem(Array.from({ length: 51 }, (_, i) => String(100 + i)))).toBe('한 번에 50개까지 추가할 수 있습니다.');
    expect(roomNosProblem(['301', '302', '301'])).toBe('같은 번호를 두 번 입력했습니다: 301');
    expect(roomNosProblem(['301', 'B-2'])).toBeNull();
  });

  it('takes an empty floor or a whole number from -5 to 200', () => {
    expect([floorProblem(''), floorProblem('12'), floorProblem('-5')]).toEqual([null, null, null]);
    expect([floorProblem('1.5'), floorProblem('201'), floorProblem('x')].every(Boolean)).toBe(true);
    expect([wholeIn(1, 20, 'no')('2'), wholeIn(1, 20, 'no')('0'), wholeIn(1, 20, 'no')('')]).toEqual([true, 'no', 'no']);
  });
});
