import { cancelRequestOf, DEFAULT_CANCELLATION_TIERS, describeTiers, tierFor } from './cancellation.constants';

describe('cancellation tiers', () => {
  it('reads the default tiers in Korean, from a week ahead to the check-in day', () => {
    expect(describeTiers(DEFAULT_CANCELLATION_TIERS)).toEqual([
      '체크인 7일 전까지: 100% 환불',
      '체크인 3~6일 전: 50% 환불',
      '체크인 1~2일 전: 20% 환불',
      '체크인 당일: 환불 불가',
    ]);
  });

  it('picks the tier of each day before check-in, boundaries included', () => {
    const percent = (days: number) => tierFor(DEFAULT_CANCELLATION_TIERS, days)?.refundPercent;
    expect([30, 7, 6, 3, 2, 1, 0].map(percent)).toEqual([100, 100, 50, 50, 20, 20, 0]);
    expect(tierFor([{ daysBefore: 2, refundPercent: 100 }], 1)).toBeNull();
  });
});

describe('cancelRequestOf', () => {
  it('sends the typed words with 기타 only', () => {
    expect(cancelRequestOf('ETC', '  일정이 바뀌어서요 ')).toEqual({ reason: 'ETC', detail: '일정이 바뀌어서요' });
    expect(cancelRequestOf('CHANGE_OF_PLAN', '일정이 바뀌어서요')).toEqual({ reason: 'CHANGE_OF_PLAN' });
    expect(cancelRequestOf('ETC', '   ')).toEqual({ reason: 'ETC' });
  });
});
