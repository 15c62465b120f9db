import { labelIndexes, revenueChartOption, yMaximum } from './chart-options';
import { hasNext, periodOf, shiftPeriod } from './sales-period';

describe('revenue chart', () => {
  it('shows exactly three x-axis labels and reaches 120 % of the peak', () => {
    expect(labelIndexes(7)).toEqual([0, 3, 6]);
    expect(labelIndexes(30)).toEqual([0, 14, 29]);
    expect(yMaximum(100_000)).toBe(120_000);
    expect(yMaximum(0)).toBe(1);
    const points = Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-${23 + i}`, amount: i * 1000, count: i }));
    const option = revenueChartOption(points, 6000, '#000');
    const interval = option.xAxis.axisLabel.interval;
    expect(points.map((_, i) => interval(i)).filter(Boolean)).toHaveLength(3);
    expect(option.yAxis.max).toBe(7200);
  });
});

describe('sales periods', () => {
  it('weeks run Monday–Sunday; months from the 1st to the last day', () => {
    expect(periodOf('week', '2026-11-25')).toEqual({ mode: 'week', start: '2026-11-23', end: '2026-11-29' });
    expect(periodOf('month', '2026-02-10')).toEqual({ mode: 'month', start: '2026-02-01', end: '2026-02-28' });
    expect(shiftPeriod(periodOf('month', '2026-03-10'), -1)).toEqual({ mode: 'month', start: '2026-02-01', end: '2026-02-28' });
    expect(shiftPeriod(periodOf('week', '2026-11-25'), 1).start).toBe('2026-11-30');
  });

  it('next is disabled when it would be in the future', () => {
    expect(hasNext(periodOf('week', '2026-11-25'), '2026-11-25')).toBe(false);
    expect(hasNext(periodOf('week', '2026-11-16'), '2026-11-25')).toBe(true);
    expect(hasNext(periodOf('month', '2026-11-25'), '2026-11-30')).toBe(false);
  });
});
