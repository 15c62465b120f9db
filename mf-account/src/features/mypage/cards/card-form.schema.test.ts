import { cardFormSchema } from './card-form.schema';

describe('cardFormSchema', () => {
  const schema = cardFormSchema('2031-07-15');
  const messages = (values: { number: string; month: string; year: string }) => {
    const result = schema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it("says each field's problem at once, in the messages of card-rules", () => {
    expect(messages({ number: '', month: '0', year: '2036' })).toEqual({
      number: '카드 번호를 입력해주세요.',
      month: '유효기간 월은 1~12 사이로 입력해주세요.',
      year: '유효기간 연도는 2024~2035 사이로 입력해주세요.',
    });
  });

  it('takes a card through the last day of its expiry month', () => {
    expect(messages({ number: '5555-5555-5555-4444', month: '7', year: '2031' })).toEqual({});
    expect(messages({ number: '5555-5555-5555-4444', month: '6', year: '2031' })).toEqual({ year: '유효기간이 지난 카드입니다.' });
  });
});
