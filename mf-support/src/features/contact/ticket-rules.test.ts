import { subjectLimit, subjectToSend, textLength, ticketProblem, typedSubject } from './ticket-rules';

const REQUIRED = '제목/내용을 입력해주세요.';

describe('ticket rules (§5)', () => {
  it('counts trimmed characters by code point, as the API does', () => {
    expect(textLength('  가나다  ')).toBe(3);
    expect(textLength('😀😀')).toBe(2);
  });

  it('requires both subject and content, whitespace-only counting as empty', () => {
    expect(ticketProblem('inquiry', '   ', '내용')).toEqual({ field: 'subject', message: REQUIRED });
    expect(ticketProblem('inquiry', '제목', ' \n\t ')).toEqual({ field: 'content', message: REQUIRED });
    expect(ticketProblem('bug', ' [버그] ', '내용')).toEqual({ field: 'subject', message: REQUIRED });
    expect(ticketProblem('inquiry', '제목', '내용')).toBeNull();
  });

  it('allows 150 subject and 8000 content characters and no more', () => {
    expect(ticketProblem('inquiry', '가'.repeat(150), '나'.repeat(8000))).toBeNull();
    expect(ticketProblem('inquiry', `  ${'가'.repeat(150)}  `, '내용')).toBeNull();
    expect(ticketProblem('inquiry', '가'.repeat(151), '내용')).toEqual({ field: 'subject', message: '제목은 150자 이내로 입력해주세요.' });
    expect(ticketProblem('inquiry', '제목', '나'.repeat(8001))).toEqual({ field: 'content', message: '내용은 8000자 이내로 입력해주세요.' });
  });

  it("puts the bug marker before a bug report's subject once, within the 150", () => {
    expect(subjectToSend('bug', '  결제 버튼이 안 눌려요 ')).toBe('[버그] 결제 버튼이 안 눌려요');
    expect(subjectToSend('bug', '[버그]결제 버튼이 안 눌려요')).toBe('[버그] 결제 버튼이 안 눌려요');
    expect(subjectToSend('inquiry', ' 예약 문의 ')).toBe('예약 문의');
    expect(typedSubject('bug', '[버그] 가')).toBe('가');
    expect(subjectLimit('bug')).toBe(145);
    expect(subjectToSend('bug', '가'.repeat(145))).toHaveLength(150);
    expect(ticketProblem('bug', '가'.repeat(145), '내용')).toBeNull();
    expect(ticketProblem('bug', '가'.repeat(146), '내용')).toEqual({ field: 'subject', message: '제목은 145자 이내로 입력해주세요.' });
  });
});
