import { transitionFormSchema } from './transition-form.schema';

const REQUIRED = '추가정보요청과 반려에는 사유를 입력해야 합니다.';
const TOO_LONG = '사유는 1,000자 이내로 입력해주세요.';

const messages = (to: Parameters<typeof transitionFormSchema>[0], memo: string) => {
  const result = transitionFormSchema(to).safeParse({ memo });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('transitionFormSchema', () => {
  it('needs the reason for NEEDS_INFO and REJECTED only, said at the memo', () => {
    expect(messages('NEEDS_INFO', '  ')).toEqual([['memo', REQUIRED]]);
    expect(messages('REJECTED', '')).toEqual([['memo', REQUIRED]]);
    expect(messages('APPROVED', '')).toEqual([]);
    expect(messages('UNDER_REVIEW', '')).toEqual([]);
  });

  it('refuses a memo over 1000 characters whatever the step', () => {
    expect(messages('APPROVED', '가'.repeat(1001))).toEqual([['memo', TOO_LONG]]);
    expect(messages('REJECTED', '가'.repeat(1000))).toEqual([]);
  });
});
