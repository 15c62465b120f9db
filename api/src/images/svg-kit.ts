/** Minimal SVG building blocks for the generated artwork. Shapes and gradients only: no fonts are needed. */

export type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? Math.round(v * 10) / 10 : v}"`)
    .join(' ');

export const el = (tag: string, a: Attrs, children = '') => (children ? `<${tag} ${attrs(a)}>${children}</${tag}>` : `<${tag} ${attrs(a)}/>`);

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra });

export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' '), fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });

/** Vertical linear gradient (top → bottom) unless `horizontal`. */
export const linearGradient = (id: string, stops: readonly string[], horizontal = false) =>
  el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 },
    stops.map((color, i) => el('stop', { offset: `${Math.round((i / Math.max(1, stops.length - 1)) * 100)}%`, 'stop-color': color })).join(''),
  );

export const radialGradient = (id: string, inner: string, outer: string) =>
  el('radialGradient', { id }, el('stop', { offset: '0%', 'stop-color': inner }) + el('stop', { offset: '100%', 'stop-color': outer }));

export const svgDocument = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs>${defs}</defs>${body}</svg>`;

/** A smooth ridge line across the width, for hills, mountains and waves. */
export function ridge(width: number, baseY: number, amplitude: number, bumps: number, phase: number, bottom: number): string {
  const steps = 48;
  let d = `M0 ${bottom} L0 ${baseY}`;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const y =
      baseY - amplitude * (0.6 * Math.sin((i / steps) * Math.PI * bumps + phase) + 0.4 * Math.sin((i / steps) * Math.PI * bumps * 2.3 + phase * 1.7));
    d += ` L${Math.round(x)} ${Math.round(y)}`;
  }
  return `${d} L${width} ${bottom} Z`;
}
