import { cardDigits, detectBrand, passesLuhn, validateCard } from './card-rules';

const TODAY = '2026-11-23';
const valid = { number: '4111-1111-1111-1111', month: '12', year: '2030' };

describe('card rules (§5 Card add, Luhn, brand)', () => {
  it('checks Luhn over the digits', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('41a1')).toBe(false);
  });

  it.each([
    ['4111111111111111', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['3530111333300000', 'JCB'],
    ['36227206271667', 'DINERS'],
    ['6200000000000005', 'UNIONPAY'],
    ['9410123412341234', 'DOMESTIC'],
    ['1234567812345670', 'OTHER'],
  ])('detects %s as %s', (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand);
  });

  it('accepts digits and dashes up to 19 characters and refuses anything else', () => {
    expect(validateCard(valid, TODAY)).toEqual({ number: null, month: null, year: null });
    expect(validateCard({ ...valid, number: '4111111111111111' }, TODAY).number).toBeNull();
    expect(validateCard({ ...valid, number: '' }, TODAY).number).toBe('numberRequired');
    expect(validateCard({ ...valid, number: '4111 1111 1111 1111' }, TODAY).number).toBe('numberFormat');
    expect(validateCard({ ...valid, number: '4111-1111-1111-1111-' }, TODAY).number).toBe('numberFormat');
    expect(validateCard({ ...valid, number: '----' }, TODAY).number).toBe('numberFormat');
    expect(validateCard({ ...valid, number: '4111-1111-1111-111a' }, TODAY).number).toBe('numberFormat');
  });

  it('checks the brand length, then Luhn', () => {
    expect(validateCard({ ...valid, number: '411111111111111' }, TODAY).number).toBe('numberLength');
    expect(validateCard({ ...valid, number: '3782-822463-10005' }, TODAY).number).toBeNull();
    expect(validateCard({ ...valid, number: '4111-1111-1111-1112' }, TODAY).number).toBe('numberLuhn');
  });

  it('takes month 1–12 and year 2024–2035, and refuses a card whose expiry month has passed', () => {
    expect(validateCard({ ...valid, month: '0' }, TODAY).month).toBe('monthRange');
    expect(validateCard({ ...valid, month: '13' }, TODAY).month).toBe('monthRange');
    expect(validateCard({ ...valid, month: '1' }, TODAY).month).toBeNull();
    expect(validateCard({ ...valid, month: '' }, TODAY).month).toBe('monthRange');
    expect(validateCard({ ...valid, year: '2036' }, TODAY).year).toBe('yearRange');
    expect(validateCard({ ...valid, year: '2023' }, TODAY).year).toBe('yearRange');
    expect(validateCard({ ...valid, year: '2035' }, TODAY).year).toBeNull();
    expect(validateCard({ ...valid, year: '2024', month: '12' }, TODAY).year).toBe('expired');
    expect(validateCard({ ...valid, year: '2026', month: '10' }, TODAY).year).toBe('expired');
    expect(validateCard({ ...valid, year: '2026', month: '11' }, TODAY).year).toBeNull();
  });

  it('reads the digits of a dashed number', () => {
    expect(cardDigits('4111-1111-1111-1111')).toBe('4111111111111111');
  });
});
