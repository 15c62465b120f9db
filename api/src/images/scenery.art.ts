import { Prng } from '../db/seed/prng';
import type { Scenery } from '../db/seed/regions.data';
import { shade } from './exterior.art';
import { circle, linearGradient, path, polygon, rect, ridge, svgDocument } from './svg-kit';

export const HERO_SIZE = { width: 1600, height: 420 } as const;
export const REGION_SIZE = { width: 600, height: 400 } as const;

const HERO_SKIES = [
  ['#1b2a5a', '#5a4f8f', '#f2a073'],
  ['#0c1836', '#23386b', '#4d6aa3'],
  ['#2d6fb0', '#7fb8e6', '#f5d9b5'],
  ['#3b1f4f', '#a34d6b', '#f7b267'],
] as const;

/** Wide skyline panorama for the home hero; kept dark enough at the centre for white text on top. */
export function heroSvg(index: number): string {
  const prng = Prng.derive(index, 'hero');
  const { width: W, height: H } = HERO_SIZE;
  const sky = HERO_SKIES[(index - 1 + HERO_SKIES.length) % HERO_SKIES.length]!;
  const defs = linearGradient('sky', [...sky]) + linearGradient('shadow', ['rgba(0,0,0,0.05)', 'rgba(0,0,0,0.45)']);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += circle(prng.int(200, W - 200), prng.int(60, 140), 46, '#fff3d6', { opacity: 0.85 });
  body += path(ridge(W, 250, 45, 4, prng.next() * 6, H), shade(sky[1], -20), { opacity: 0.7 });
  body += skyline(prng, W, 330, [70, 160], shade(sky[0], 25), 0.35, 0.6);
  body += skyline(prng, W, 360, [90, 230], shade(sky[0], -10), index === 3 ? 0.1 : 0.5, 1);
  // A river with a bridge in front of the city.
  body += rect(0, 360, W, 60, shade(sky[0], -25));
  for (let x = 0; x < W; x += 160)
    body += path(`M${x} 360 Q${x + 80} 300 ${x + 160} 360`, 'none', { stroke: '#c9d3e6', 'stroke-width': 4, opacity: 0.7 });
  body += rect(0, 356, W, 6, '#9aa6bd');
  body += rect(0, 0, W, H, 'url(#shadow)');
  return svgDocument(W, H, defs, body);
}

function skyline(prng: Prng, width: number, baseY: number, heights: [number, number], fill: string, lit: number, opacity: number): string {
  let out = '';
  for (let x = -10; x < width;) {
    const w = prng.int(40, 110);
    const h = prng.int(heights[0], heights[1]);
    out += rect(x, baseY - h, w, h, fill, { opacity });
    if (prng.chance(0.25))
      out += polygon(
        [
          [x, baseY - h],
          [x + w / 2, baseY - h - prng.int(15, 40)],
          [x + w, baseY - h],
        ],
        fill,
        { opacity },
      );
    for (let wy = baseY - h + 12; wy < baseY - 10; wy += 18) {
      for (let wx = x + 8; wx < x + w - 10; wx += 16) {
        if (prng.chance(lit)) out += rect(wx, wy, 7, 9, '#ffd97a', { opacity: 0.85 });
      }
    }
    x += w + prng.int(2, 14);
  }
  return out;
}

/** Region card artwork: a city skyline, a coast with a lighthouse, or layered mountains, tinted per region. */
export function regionSvg(code: string, scenery: Scenery, hue: number): string {
  const prng = Prng.derive(hue + 1, `region-${code}`);
  const { width: W, height: H } = REGION_SIZE;
  const top = `hsl(${hue}, 55%, 62%)`;
  const bottom = `hsl(${(hue + 30) % 360}, 70%, 86%)`;
  const defs = linearGradient('sky', [top, bottom]);
  let body = rect(0, 0, W, H, 'url(#sky)') + circle(prng.int(60, W - 60), prng.int(50, 110), 34, '#fff7dd', { opacity: 0.9 });
  if (scenery === 'mountain') {
    body += path(ridge(W, 190, 60, 3, prng.next() * 6, H), `hsl(${hue}, 25%, 55%)`);
    body += path(ridge(W, 250, 50, 4, prng.next() * 6, H), `hsl(${(hue + 100) % 360}, 30%, 38%)`);
    for (let x = 10; x < W; x += prng.int(28, 46)) {
      const y = 330 + prng.int(-12, 12);
      body += polygon(
        [
          [x, y],
          [x + 14, y - 48],
          [x + 28, y],
        ],
        '#2f5d3a',
      );
    }
    body += rect(0, 330, W, H - 330, '#4a7a4f');
  } else if (scenery === 'coast') {
    body += path(ridge(W, 215, 25, 2, prng.next() * 6, H), `hsl(${(hue + 90) % 360}, 25%, 50%)`, { opacity: 0.8 });
    body += rect(0, 240, W, 100, `hsl(${200 + (hue % 24)}, 58%, 44%)`);
    for (let y = 255; y < 335; y += 18) body += rect(prng.int(0, W - 120), y, prng.int(60, 140), 3, '#ffffff', { opacity: 0.5 });
    body += rect(0, 330, W, H - 330, '#e8d3a2');
    const lx = prng.int(W - 170, W - 90);
    body += polygon(
      [
        [lx, 330],
        [lx + 12, 200],
        [lx + 28, 200],
        [lx + 40, 330],
      ],
      '#f4f4f4',
    );
    body += rect(lx + 8, 240, 24, 14, '#d9534f') + rect(lx + 4, 285, 32, 14, '#d9534f') + rect(lx + 10, 186, 20, 16, '#ffd97a');
  } else {
    body += skyline(prng, W, 320, [60, 220], `hsl(${hue}, 30%, 32%)`, 0.35, 0.95);
    body += rect(0, 320, W, H - 320, '#59606b') + rect(0, 330, W, 4, '#c8ccd2');
  }
  return svgDocument(W, H, defs, body);
}
