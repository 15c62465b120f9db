import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, businessToday, fixedClock, weekday } from './clock';

describe('business dates (Asia/Seoul)', () => {
  it('uses the Korean calendar date, not the server zone or UTC', () => {
    assert.equal(businessToday(fixedClock('2030-03-15T14:59:59Z')), '2030-03-15');
    // 15:00 UTC is midnight in Seoul: the business day has already turned.
    assert.equal(businessToday(fixedClock('2030-03-15T15:00:00Z')), '2030-03-16');
  });

  it('adds days across month and year ends and knows the weekday', () => {
    assert.equal(addDays('2030-02-28', 1), '2030-03-01');
    assert.equal(addDays('2030-12-31', 1), '2031-01-01');
    assert.equal(addDays('2030-03-01', -1), '2030-02-28');
    assert.equal(weekday('2030-03-15'), 5);
  });
});
