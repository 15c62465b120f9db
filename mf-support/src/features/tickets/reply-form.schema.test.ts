import { replyFormSchema } from './reply-form.schema';

const messages = (content: string) => {
  const result = replyFormSchema.safeParse({ content });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('replyFormSchema', () => {
  it('refuses an empty or blank reply, one message only', () => {
    expect(messages('')).toEqual(['내용을 입력해주세요.']);
    expect(messages(' \n\t ')).toEqual(['내용을 입력해주세요.']);
  });

  it('counts the trimmed text by code point, up to 8000', () => {
    expect(messages(`  ${'가'.repeat(8000)}  `)).toEqual([]);
    expect(messages('😀'.repeat(8000))).toEqual([]);
    expect(messages('가'.repeat(8001))).toEqual(['내용은 8000자 이내로 입력해주세요.']);
  });
});
