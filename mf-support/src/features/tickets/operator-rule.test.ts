import { isOperatorMessage } from './operator-rule';

describe('operator reply rule (§4)', () => {
  it('is an operator reply when the role contains ADMIN, whoever sent it', () => {
    expect(isOperatorMessage({ senderId: 7, senderRole: 'ROLE_ADMIN' }, 7)).toBe(true);
    expect(isOperatorMessage({ senderId: 3, senderRole: 'admin' }, 7)).toBe(true);
  });

  it('otherwise is an operator reply when someone other than the current user sent it', () => {
    expect(isOperatorMessage({ senderId: 3, senderRole: 'ROLE_USER' }, 7)).toBe(true);
    expect(isOperatorMessage({ senderId: 7, senderRole: 'ROLE_USER' }, 7)).toBe(false);
    expect(isOperatorMessage({ senderId: 7, senderRole: 'ROLE_OWNER' }, 7)).toBe(false);
  });

  it("is the member's own when the current user is unknown and the role says nothing", () => {
    expect(isOperatorMessage({ senderId: 3, senderRole: 'ROLE_USER' }, null)).toBe(false);
  });
});
