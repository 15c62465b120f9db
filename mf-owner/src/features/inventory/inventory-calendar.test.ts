import { bulkTargets, entirelyPast, matchingDates, orderedTypes, overviewWeeks, registerWindow, typeWeeks } from './inventory-calendar';

describe('inventory calendar rules', () => {
  it('overview: two rows of 7 days from the Monday', () => {
    const weeks = overviewWeeks('2026-11-23');
    expect(weeks.map((w) => [w[0], w[6]])).toEqual([
      ['2026-11-23', '2026-11-29'],
      ['2026-11-30', '2026-12-06'],
    ]);
  });

  it('by type: Monday-first weeks over the period, past weeks included (read only), past days marked', () => {
    const weeks = typeWeeks('2026-11-10', '2026-12-02', '2026-11-25');
    expect(weeks.map((w) => w[0]!.date)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
    expect(weeks[0]!.filter((c) => c.inRange).map((c) => c.date)[0]).toBe('2026-11-10');
    expect(weeks[2]!.filter((c) => c.past).map((c) => c.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(weeks[3]!.filter((c) => c.inRange).map((c) => c.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('bulk apply: chosen weekdays from today (a past start moves) to today + 30; empty weekdays = all', () => {
    expect(bulkTargets('2026-11-01', '2027-01-31', [6, 7], '2026-11-25')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-12-05',
      '2026-12-06',
      '2026-12-12',
      '2026-12-13',
      '2026-12-19',
      '2026-12-20',
    ]);
    expect(bulkTargets('2026-11-25', '2026-11-27', [], '2026-11-25')).toHaveLength(3);
    expect(entirelyPast('2026-11-24', '2026-11-25')).toBe(true);
    expect(entirelyPast('2026-11-25', '2026-11-25')).toBe(false);
  });

  it('register: window today … today + 30, selected days counted with the weekdays', () => {
    expect(registerWindow('2026-11-25')).toEqual({ min: '2026-11-25', max: '2026-12-25' });
    expect(matchingDates('2026-11-25', '2026-12-01', [])).toHaveLength(7);
    expect(matchingDates('2026-11-25', '2026-12-01', [1])).toEqual(['2026-11-30']);
    expect(matchingDates('2026-12-01', '2026-11-25', [])).toEqual([]);
  });

  it('orders room types STANDARD, DELUXE, SUITE, PREMIUM', () => {
    const types = orderedTypes([
      { id: 3, name: 'p', typeCode: 'PREMIUM', nameWithCode: 'p' },
      { id: 2, name: 'd', typeCode: 'DELUXE', nameWithCode: 'd' },
      { id: 1, name: 's', typeCode: 'STANDARD', nameWithCode: 's' },
    ]);
    expect(types.map((t) => t.typeCode)).toEqual(['STANDARD', 'DELUXE', 'PREMIUM']);
  });
});
