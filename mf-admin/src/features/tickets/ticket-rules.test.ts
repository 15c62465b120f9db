import { bugQuery, isEditableByOperator, isLongWait, isOperatorMessage, waitingLabel } from './ticket-rules';

const at = Date.parse('2030-03-10T12:00:00Z');
const ago = (ms: number) => new Date(at - ms).toISOString();

describe('ticket rules', () => {
  it('tells operator messages from the member’s by role, then by sender', () => {
    expect(isOperatorMessage({ senderRole: 'ROLE_ADMIN', senderId: 7 }, 7)).toBe(true);
    expect(isOperatorMessage({ senderRole: 'admin', senderId: 7 }, 7)).toBe(true);
    expect(isOperatorMessage({ senderRole: 'ROLE_USER', senderId: 7 }, 7)).toBe(false);
    expect(isOperatorMessage({ senderRole: 'ROLE_USER', senderId: 1 }, 7)).toBe(true);
    expect(isEditableByOperator({ senderRole: 'ROLE_ADMIN' })).toBe(true);
    expect(isEditableByOperator({ senderRole: 'ROLE_USER' })).toBe(false);
  });

  it('says how long a ticket has waited in the largest whole unit', () => {
    expect(waitingLabel(ago(20_000), at)).toBe('1분 미만 대기');
    expect(waitingLabel(ago(12 * 60_000 + 5), at)).toBe('12분 대기');
    expect(waitingLabel(ago(3 * 3_600_000 + 59 * 60_000), at)).toBe('3시간 대기');
    expect(waitingLabel(ago(2 * 86_400_000 + 1), at)).toBe('2일 대기');
    // A clock slightly behind the server's never shows a negative wait.
    expect(waitingLabel(new Date(at + 5000).toISOString(), at)).toBe('1분 미만 대기');
    expect(isLongWait(ago(86_400_000), at)).toBe(true);
    expect(isLongWait(ago(86_399_000), at)).toBe(false);
  });

  it('builds the bug view query from the word and a keyword', () => {
    expect(bugQuery('버그', '')).toBe('버그');
    expect(bugQuery('버그', '  결제 오류 ')).toBe('버그 결제 오류');
  });
});
