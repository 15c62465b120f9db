import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { addDays, BUSINESS_TIME_ZONE, businessToday, daysBetween, fixedClock, weekday } from './clock';

/** The zone database's answer, to check the fixed-offset arithmetic against. */
const zoneDate = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

describe('business dates (Asia/Seoul)', () => {
  it('uses the Korean calendar date, not the server zone or UTC', () => {
    assert.equal(businessToday(fixedClock('2030-03-15T14:59:59Z')), '2030-03-15');
    // 15:00 UTC is midnight in Seoul: the business day has already turned.
    assert.equal(businessToday(fixedClock('2030-03-15T15:00:00Z')), '2030-03-16');
  });

  it('agrees with the zone database at any instant from 1990 to 2100', () => {
    const instants = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instants, (at) => businessToday(fixedClock(at)) === zoneDate.format(at)),
      { numRuns: 5000 },
    );
  });

  it('adds days across month and year ends and knows the weekday', () => {
    assert.equal(addDays('2030-02-28', 1), '2030-03-01');
    assert.equal(addDays('2030-12-31', 1), '2031-01-01');
    assert.equal(addDays('2030-03-01', -1), '2030-02-28');
    assert.equal(weekday('2030-03-15'), 5);
  });

  it('counts the days between two dates, the inverse of addDays', () => {
    assert.equal(daysBetween('2030-02-27', '2030-03-02'), 3);
    assert.equal(daysBetween('2030-03-02', '2030-02-27'), -3);
    assert.equal(daysBetween('2032-12-31', '2033-01-01'), 1);
    const dates = fc.integer({ min: 0, max: 60_000 }).map((n) => addDays('1990-01-01', n));
    fc.assert(
      fc.property(dates, fc.integer({ min: -800, max: 800 }), (from, n) => daysBetween(from, addDays(from, n)) === n),
      { numRuns: 2000 },
    );
  });
});
