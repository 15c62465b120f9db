import { failReason, payFailPath, reservationFailPath } from './fail-reason';
import { paymentResultFrom } from './payment-success-page';
import { defaultExpiry, formatCardNumber, formatExpiry, validateTestCard } from './test-card.rules';

describe('test card rules', () => {
  it('formats the number in groups of four and the expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42a42')).toBe('4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts the test card and refuses bad numbers, months and past expiries', () => {
    const today = '2030-05-10';
    expect(validateTestCard({ number: '4242 4242 4242 4242', expiry: defaultExpiry(today) }, today)).toEqual({});
    expect(defaultExpiry(today)).toBe('12/33');
    expect(validateTestCard({ number: '4242 4242 4242 4241', expiry: '13/30' }, today)).toEqual({
      number: '카드 번호 16자리를 정확히 입력해주세요.',
      expiry: '유효기간을 MM/YY 형식으로 입력해주세요.',
    });
    expect(validateTestCard({ number: '4242 4242 4242 4242', expiry: '04/30' }, today)).toEqual({ expiry: '유효기간이 지난 카드입니다.' });
    expect(validateTestCard({ number: '4242 4242 4242 4242', expiry: '05/30' }, today)).toEqual({});
  });
});

describe('fail reasons', () => {
  it('maps known codes to Korean, else shows the message cut to 200 characters, else a general text', () => {
    expect(failReason('DECLINED', 'declined')).toBe('카드 결제가 거절되었습니다. 다른 카드로 다시 시도해주세요.');
    expect(failReason('PAY_PROCESS_CANCELED', null)).toBe('결제를 취소하셨습니다.');
    expect(failReason('NEW_CODE', '  카드사 점검 중  ')).toBe('카드사 점검 중');
    expect(failReason(null, 'x'.repeat(300))).toHaveLength(200);
    expect(failReason(null, null)).toBe('결제를 완료하지 못했습니다. 다시 시도해주세요.');
  });

  it('builds the fail addresses with only the values it has', () => {
    expect(payFailPath({ code: 'USER_CANCEL', message: '취소', orderId: 'ORD-1' })).toBe(
      '/pay/fail?code=USER_CANCEL&message=%EC%B7%A8%EC%86%8C&orderId=ORD-1',
    );
    expect(reservationFailPath({ code: null, message: '실패', holdCode: 'H1' })).toBe('/reservation/fail?reason=%EC%8B%A4%ED%8C%A8&holdCode=H1');
  });
});

describe('success address', () => {
  it('reads paymentKey, orderId and a whole-won amount', () => {
    expect(paymentResultFrom(new URLSearchParams('paymentKey=pk&orderId=ORD-123456&amount=240000'))).toEqual({
      paymentKey: 'pk',
      orderId: 'ORD-123456',
      amount: 240000,
    });
    expect(paymentResultFrom(new URLSearchParams('paymentKey=pk&orderId=ORD-123456&amount=12.5'))).toBeNull();
    expect(paymentResultFrom(new URLSearchParams('orderId=ORD-123456&amount=1'))).toBeNull();
    expect(paymentResultFrom(new URLSearchParams('paymentKey=pk&orderId=ORD&amount=1'))).toBeNull();
  });
});
