import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { SalesPoint } from 'shared-contracts/schemas/owner';
import { theme } from 'ui-kit';
import { revenueChartOption } from './chart-options';

// Only what the line needs, registered here in mf-owner's own chunk (echarts is not shared; guests never load it).
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

const Box = styled.div`
  width: 100%;
  height: 280px;
`;

/** The revenue trend line (a lazy chunk of the dashboard). Its text alternative is the `label`. */
export default function RevenueChart({ points, peak, label }: { points: readonly SalesPoint[]; peak: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(revenueChartOption(points, peak, theme.colors.brand), { notMerge: true });
  }, [points, peak]);

  return <Box ref={ref} role="img" aria-label={label} />;
}
