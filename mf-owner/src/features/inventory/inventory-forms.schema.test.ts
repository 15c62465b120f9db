import { bulkApplySchema, dayEditorSchema, registerSchema, type RegisterValues } from './inventory-forms.schema';

type Parsed = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
const issues = (result: Parsed) => (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]);

const noRestrictions = { minStay: '1', closedToArrival: false, closedToDeparture: false };

describe('inventory form schemas', () => {
  it('day editor: whole numbers, and a new night needs an allotment of 1 or more', () => {
    expect(issues(dayEditorSchema({ isNew: false }).safeParse({ price: 'abc', allotment: '', status: 'OPEN', ...noRestrictions }))).toEqual([
      ['price', '0 이상의 숫자를 입력하세요.'],
      ['allotment', '0 이상의 숫자를 입력하세요.'],
    ]);
    expect(issues(dayEditorSchema({ isNew: true }).safeParse({ price: '90,000', allotment: '0', status: 'OPEN', ...noRestrictions }))).toEqual([
      ['allotment', '새 날짜를 만들 때는 총 객실 수가 1 이상이어야 합니다.'],
    ]);
    expect(dayEditorSchema({ isNew: false }).safeParse({ price: '90,000', allotment: '0', status: 'CLOSED', ...noRestrictions }).success).toBe(true);
    for (const minStay of ['0', '31', '', '1.5']) {
      expect(issues(dayEditorSchema({ isNew: false }).safeParse({ price: '1', allotment: '1', status: 'OPEN', ...noRestrictions, minStay }))).toEqual(
        [['minStay', '최소 숙박은 1~30박 사이로 입력하세요.']],
      );
    }
  });

  it('bulk apply: a past period first, then each number, then something to change', () => {
    const empty = { allotment: '', price: '', status: '' as const, minStay: '', closedToArrival: '' as const, closedToDeparture: '' as const };
    expect(issues(bulkApplySchema({ entirelyPast: true }).safeParse({ ...empty, allotment: 'x' }))).toEqual([
      ['root', '선택한 기간이 모두 지난 날짜입니다.'],
    ]);
    expect(issues(bulkApplySchema({ entirelyPast: false }).safeParse({ ...empty, allotment: '1000', price: 'x' }))).toEqual([
      ['allotment', '0 이상의 숫자를 입력하세요.'],
    ]);
    expect(issues(bulkApplySchema({ entirelyPast: false }).safeParse({ ...empty, price: 'x' }))).toEqual([['price', '0 이상의 숫자를 입력하세요.']]);
    expect(issues(bulkApplySchema({ entirelyPast: false }).safeParse(empty))).toEqual([
      ['root', '바꿀 항목(총 객실 수, 요금, 판매 상태, 숙박 제한)을 하나 이상 입력하세요.'],
    ]);
    expect(bulkApplySchema({ entirelyPast: false }).safeParse({ ...empty, status: 'CLOSED' }).success).toBe(true);
    expect(bulkApplySchema({ entirelyPast: false }).safeParse({ ...empty, closedToArrival: 'on' }).success).toBe(true);
    expect(issues(bulkApplySchema({ entirelyPast: false }).safeParse({ ...empty, minStay: '31' }))).toEqual([
      ['minStay', '최소 숙박은 1~30박 사이로 입력하세요.'],
    ]);
  });

  it('register: room types, then the period within the window, then the numbers (empty counts as 0)', () => {
    const schema = registerSchema({ min: '2030-03-01', max: '2030-03-31' });
    const values: RegisterValues = {
      from: '2030-03-01',
      to: '2030-03-07',
      weekdays: [],
      roomTypeIds: [11],
      allotment: '',
      price: '',
      status: 'OPEN',
      overwrite: false,
      ...noRestrictions,
    };
    expect(schema.safeParse(values).success).toBe(true);
    expect(issues(schema.safeParse({ ...values, roomTypeIds: [], to: '2030-04-30' }))).toEqual([['root', '등록할 객실 유형을 선택하세요.']]);
    expect(issues(schema.safeParse({ ...values, to: '2030-04-01' }))).toEqual([['root', '등록 기간은 오늘부터 30일 이내입니다.']]);
    expect(issues(schema.safeParse({ ...values, from: '2030-03-08' }))).toEqual([['root', '등록 기간은 오늘부터 30일 이내입니다.']]);
    expect(issues(schema.safeParse({ ...values, price: '1.5' }))).toEqual([['root', '0 이상의 숫자를 입력하세요.']]);
  });
});
