import type { SalesPoint } from 'shared-contracts/schemas/owner';

/** The chart shows exactly three x-axis labels: the first day, the middle one and the last. */
export function labelIndexes(count: number): number[] {
  if (count <= 0) return [];
  return [...new Set([0, Math.floor((count - 1) / 2), count - 1])];
}

/** The y axis reaches 120 % of the highest day (whole won, at least 1). */
export const yMaximum = (peak: number) => Math.max(1, Math.ceil(peak * 1.2));

const won = new Intl.NumberFormat('ko-KR');

/** The ECharts option of the revenue trend line (line, grid, tooltip only). */
export function revenueChartOption(points: readonly SalesPoint[], peak: number, color: string) {
  const shown = new Set(labelIndexes(points.length));
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${won.format(Number(value))}원` },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => p.date.slice(5).replace('-', '.')),
      axisLabel: { interval: (index: number) => shown.has(index), hideOverlap: false, showMinLabel: true, showMaxLabel: true },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: yMaximum(peak),
      axisLabel: { formatter: (value: number) => (value >= 10_000 ? `${won.format(Math.round(value / 10_000))}만` : won.format(value)) },
    },
    series: [
      {
        type: 'line',
        data: points.map((p) => p.amount),
        smooth: false,
        symbolSize: 6,
        itemStyle: { color },
        lineStyle: { color, width: 2 },
        areaStyle: { color, opacity: 0.08 },
      },
    ],
  };
}
