import { addRoomsFormSchema, roomNumberFormSchema, type AddRoomsValues } from './room-forms.schema';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('room form schemas', () => {
  const room = { roomNo: '1201', floor: 12 };

  it('checks the room number and the floor, and says when nothing changed only once both are right', () => {
    const schema = roomNumberFormSchema(room);
    expect(issues(schema.safeParse({ roomNo: ' ', floor: '' }))).toEqual({
      roomNo: '객실 번호를 입력해주세요.',
      floor: '층은 -5부터 200 사이의 정수로 입력해주세요.',
    });
    expect(issues(schema.safeParse({ roomNo: '12호', floor: '12' }))).toEqual({ roomNo: '객실 번호는 숫자·영문·하이픈 10자 이하여야 합니다: 12호' });
    expect(issues(schema.safeParse({ roomNo: '1201', floor: '12' }))).toEqual({ roomNo: '바뀐 내용이 없습니다.' });
    expect(issues(schema.safeParse({ roomNo: '1201', floor: '201' }))).toEqual({ floor: '층은 -5부터 200 사이의 정수로 입력해주세요.' });
    expect(schema.safeParse({ roomNo: '1202', floor: '12' }).success).toBe(true);
  });

  it("checks a new type's facts only when a new type is made, the room numbers and floor always", () => {
    const values: AddRoomsValues = {
      into: 'existing',
      roomTypeId: '3',
      typeCode: 'SUITE',
      name: '',
      capacity: '0',
      areaSqm: '',
      basePrice: '-1',
      refundable: true,
      breakfast: false,
      roomNos: '',
      floor: '1.5',
    };
    expect(Object.keys(issues(addRoomsFormSchema.safeParse(values))).sort()).toEqual(['floor', 'roomNos']);
    expect(Object.keys(issues(addRoomsFormSchema.safeParse({ ...values, into: 'new' }))).sort()).toEqual([
      'areaSqm',
      'basePrice',
      'capacity',
      'floor',
      'roomNos',
    ]);
    expect(addRoomsFormSchema.safeParse({ ...values, roomNos: '301 302', floor: '' }).success).toBe(true);
  });
});
