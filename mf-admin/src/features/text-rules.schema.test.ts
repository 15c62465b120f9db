import { textRule } from './text-rules.schema';

describe('textRule', () => {
  const rule = textRule({ max: 3, empty: '비었습니다.', tooLong: '깁니다.' });
  const messages = (value: string) => {
    const result = rule.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('says emptiness first and alone, then the length of the trimmed text by code point', () => {
    expect(messages('   ')).toEqual(['비었습니다.']);
    expect(messages(' 가나다 ')).toEqual([]);
    expect(messages('😀😀😀')).toEqual([]);
    expect(messages('가나다라')).toEqual(['깁니다.']);
  });

  it('lets an optional text be empty', () => {
    expect(textRule({ max: 3, tooLong: '깁니다.' }).safeParse('').success).toBe(true);
  });
});
