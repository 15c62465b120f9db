import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CANCELLATION_TIERS, describeTiers } from 'shared-contracts/schemas';
import { isCancellable, refundTerms } from './cancellation-policy';

describe('the cancellation rule', () => {
  it('allows cancelling until the check-in day, never after it nor twice', () => {
    assert.equal(isCancellable({ cancelled: false, checkIn: '2026-12-01' }, '2026-11-20'), true);
    assert.equal(isCancellable({ cancelled: false, checkIn: '2026-12-01' }, '2026-12-01'), true, 'the check-in day itself');
    assert.equal(isCancellable({ cancelled: false, checkIn: '2026-12-01' }, '2026-12-02'), false);
    assert.equal(isCancellable({ cancelled: true, checkIn: '2026-12-01' }, '2026-11-20'), false);
  });

  it('is the rule the refund quote applies', () => {
    const policy = { tiers: [...DEFAULT_CANCELLATION_TIERS], lines: describeTiers(DEFAULT_CANCELLATION_TIERS) };
    for (const today of ['2026-11-20', '2026-12-01', '2026-12-02']) {
      for (const cancelled of [false, true]) {
        const stay = { checkIn: '2026-12-01', nonRefundable: false, cancelled };
        assert.equal(refundTerms(policy, stay, today, false).cancellable, isCancellable(stay, today), `${today} ${cancelled}`);
      }
    }
  });
});
