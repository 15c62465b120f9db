import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stayRestrictionBreach, type RestrictionNight } from './stay-restrictions';
import { stayRestrictionMessage } from './stay-restrictions.messages';

const night = (stayDate: string, restriction: Partial<Omit<RestrictionNight, 'stayDate'>> = {}): RestrictionNight => ({
  stayDate,
  minStay: 1,
  closedToArrival: false,
  closedToDeparture: false,
  ...restriction,
});

/** A week of unrestricted nights, 2027-03-01 … 2027-03-07, with `changes` applied. */
function week(changes: Record<string, Partial<Omit<RestrictionNight, 'stayDate'>>> = {}): RestrictionNight[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = `2027-03-0${i + 1}`;
    return night(date, changes[date]);
  });
}

describe('stay restrictions: the rule (docs/decisions/0016)', () => {
  it('an unrestricted stay breaks nothing, and no rows put no restriction', () => {
    assert.equal(stayRestrictionBreach(week(), '2027-03-02', '2027-03-03'), null);
    assert.equal(stayRestrictionBreach([], '2027-03-02', '2027-03-03'), null);
  });

  it('min stay is read on the check-in row: one night short is refused, exactly min stay and longer are allowed', () => {
    const nights = week({ '2027-03-02': { minStay: 3 } });
    assert.deepEqual(stayRestrictionBreach(nights, '2027-03-02', '2027-03-03'), { kind: 'MIN_STAY', minStay: 3 });
    assert.deepEqual(stayRestrictionBreach(nights, '2027-03-02', '2027-03-04'), { kind: 'MIN_STAY', minStay: 3 });
    assert.equal(stayRestrictionBreach(nights, '2027-03-02', '2027-03-05'), null);
    assert.equal(stayRestrictionBreach(nights, '2027-03-02', '2027-03-06'), null);
  });

  it('a min stay on a middle night or on the check-out night restricts nothing', () => {
    const nights = week({ '2027-03-03': { minStay: 5 } });
    assert.equal(stayRestrictionBreach(nights, '2027-03-02', '2027-03-04'), null, 'middle night');
    assert.equal(stayRestrictionBreach(nights, '2027-03-02', '2027-03-03'), null, 'check-out night');
    assert.deepEqual(stayRestrictionBreach(nights, '2027-03-03', '2027-03-07'), { kind: 'MIN_STAY', minStay: 5 }, 'arriving on it');
  });

  it('closed to arrival refuses a stay arriving that day, whatever its length, and nothing else', () => {
    const nights = week({ '2027-03-03': { closedToArrival: true } });
    assert.deepEqual(stayRestrictionBreach(nights, '2027-03-03', '2027-03-04'), { kind: 'CLOSED_TO_ARRIVAL' });
    assert.deepEqual(stayRestrictionBreach(nights, '2027-03-03', '2027-03-07'), { kind: 'CLOSED_TO_ARRIVAL' });
    assert.equal(stayRestrictionBreach(nights, '2027-03-02', '2027-03-03'), null, 'departing on it');
    assert.equal(stayRestrictionBreach(nights, '2027-03-02', '2027-03-05'), null, 'staying through it');
  });

  it('closed to departure is read on the check-out row: leaving that day is refused, staying through or arriving is not', () => {
    const nights = week({ '2027-03-04': { closedToDeparture: true } });
    assert.deepEqual(stayRestrictionBreach(nights, '2027-03-03', '2027-03-04'), { kind: 'CLOSED_TO_DEPARTURE' });
    assert.deepEqual(stayRestrictionBreach(nights, '2027-03-01', '2027-03-04'), { kind: 'CLOSED_TO_DEPARTURE' });
    assert.equal(stayRestrictionBreach(nights, '2027-03-03', '2027-03-05'), null, 'staying through it');
    assert.equal(stayRestrictionBreach(nights, '2027-03-04', '2027-03-05'), null, 'arriving on it');
  });

  it('a missing check-out row puts no restriction on the departure', () => {
    const nights = [night('2027-03-01'), night('2027-03-02')];
    assert.equal(stayRestrictionBreach(nights, '2027-03-01', '2027-03-03'), null);
  });

  it('several broken at once name closed to arrival, then min stay, then closed to departure', () => {
    const all = week({ '2027-03-02': { minStay: 2, closedToArrival: true }, '2027-03-03': { closedToDeparture: true } });
    assert.deepEqual(stayRestrictionBreach(all, '2027-03-02', '2027-03-03'), { kind: 'CLOSED_TO_ARRIVAL' });
    const minAndDeparture = week({ '2027-03-02': { minStay: 2 }, '2027-03-03': { closedToDeparture: true } });
    assert.deepEqual(stayRestrictionBreach(minAndDeparture, '2027-03-02', '2027-03-03'), { kind: 'MIN_STAY', minStay: 2 });
  });

  it('the rows of other dates (other stays) do not matter', () => {
    const nights = week({ '2027-03-01': { closedToArrival: true, minStay: 7 }, '2027-03-07': { closedToDeparture: true } });
    assert.equal(stayRestrictionBreach(nights, '2027-03-02', '2027-03-06'), null);
  });

  it('each breach reads in Korean', () => {
    assert.equal(stayRestrictionMessage({ kind: 'MIN_STAY', minStay: 2 }), '최소 2박부터 예약할 수 있어요');
    assert.equal(stayRestrictionMessage({ kind: 'CLOSED_TO_ARRIVAL' }), '이 날짜에는 체크인할 수 없어요');
    assert.equal(stayRestrictionMessage({ kind: 'CLOSED_TO_DEPARTURE' }), '이 날짜에는 체크아웃할 수 없어요');
  });
});
