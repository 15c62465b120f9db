import { formatPhoneInput, phoneForPrefill, validateGuest } from './guest-form.rules';

describe('guest form rules', () => {
  it('groups an 010 number while it is typed', () => {
    expect(formatPhoneInput('010')).toBe('010');
    expect(formatPhoneInput('0101')).toBe('010-1');
    expect(formatPhoneInput('0101234')).toBe('010-1234');
    expect(formatPhoneInput('01012345')).toBe('010-1234-5');
    expect(formatPhoneInput('010 1234 5678 99')).toBe('010-1234-5678');
    expect(formatPhoneInput('010-1234-5678')).toBe('010-1234-5678');
  });

  it('leaves other numbers as typed so the rule can name the problem', () => {
    expect(formatPhoneInput('011-123-4567')).toBe('011-123-4567');
    expect(formatPhoneInput('02a1234')).toBe('021234');
  });

  it('pre-fills only a phone that fits 010-XXXX-XXXX', () => {
    expect(phoneForPrefill('01012345678')).toBe('010-1234-5678');
    expect(phoneForPrefill('010-1234-5678')).toBe('010-1234-5678');
    expect(phoneForPrefill('02-123-4567')).toBe('');
    expect(phoneForPrefill(null)).toBe('');
  });

  it('requires a name of at most 50 characters and a valid phone', () => {
    expect(validateGuest({ guestName: '홍길동', phone: '010-1234-5678' })).toEqual({});
    expect(validateGuest({ guestName: '   ', phone: '' })).toEqual({
      guestName: '예약자 이름을 입력해주세요.',
      phone: '휴대폰 번호를 입력해주세요.',
    });
    expect(validateGuest({ guestName: '가'.repeat(51), phone: '010-123-5678' })).toEqual({
      guestName: '예약자 이름은 50자 이내로 입력해주세요.',
      phone: '휴대폰 번호는 010-XXXX-XXXX 형식으로 입력하세요.',
    });
  });
});
