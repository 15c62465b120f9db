import { Prng } from '../db/seed/prng';
import { circle, linearGradient, path, radialGradient, rect, ridge, svgDocument } from './svg-kit';

export const EXTERIOR_SIZE = { width: 800, height: 533 } as const;

const SKIES = [
  { name: 'day', stops: ['#6fb1e6', '#cfe9fb'], sun: '#fff6d5', lit: 0.05, glass: '#a9d3f0' },
  { name: 'morning', stops: ['#9fd2f0', '#ffe0b8'], sun: '#fff1c1', lit: 0.08, glass: '#c8e3f2' },
  { name: 'dusk', stops: ['#4a4f8c', '#f2a36b'], sun: '#ffd089', lit: 0.55, glass: '#f6c08a' },
  { name: 'night', stops: ['#0d1633', '#34457a'], sun: '#f4f1e0', lit: 0.7, glass: '#ffd97a' },
] as const;
const FACADES = ['#d9d4cc', '#c7ccd3', '#e8dfd0', '#b9c4cf', '#d7c9b5', '#9fb3c8', '#cfd8dc', '#bfae9c'];

/** A hotel seen from the street: sky, background, one or two towers with window grids, entrance, trees. */
export function exteriorSvg(index: number): string {
  const prng = Prng.derive(index, 'exterior');
  const { width: W, height: H } = EXTERIOR_SIZE;
  const sky = SKIES[index % SKIES.length]!;
  const facade = prng.pick(FACADES);
  const groundY = H - 70;
  const defs =
    linearGradient('sky', sky.stops) +
    radialGradient('glow', 'rgba(255,255,255,0.55)', 'rgba(255,255,255,0)') +
    linearGradient('facade', [facade, shade(facade, -18)], true);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += circle(prng.int(80, W - 80), prng.int(50, 120), sky.name === 'night' ? 26 : 40, sky.sun, { opacity: 0.9 });
  body += circle(prng.int(100, W - 100), 90, 120, 'url(#glow)');

  const backdrop = prng.int(0, 2);
  if (backdrop === 0) body += path(ridge(W, groundY - 120, 40, 3, prng.next() * 6, groundY), '#7d9a86', { opacity: 0.75 });
  if (backdrop === 1) body += rect(0, groundY - 60, W, 60, sky.name === 'night' ? '#1d2d55' : '#4f8fbf', { opacity: 0.85 });
  for (let x = 0; x < W && backdrop === 2; x += prng.int(40, 80)) {
    const h = prng.int(60, 170);
    body += rect(x, groundY - h, prng.int(30, 70), h, shade(sky.stops[0], 20), { opacity: 0.55 });
  }

  const towers = prng.chance(0.5) ? 2 : 1;
  const mainW = prng.int(240, 340);
  const mainH = prng.int(260, 380);
  const mainX = towers === 2 ? prng.int(90, 200) : (W - mainW) / 2 + prng.int(-60, 60);
  if (towers === 2) {
    const sideW = prng.int(150, 200);
    const sideH = Math.round(mainH * (0.55 + prng.next() * 0.25));
    body += tower(prng, mainX + mainW + 20, groundY - sideH, sideW, sideH, shade(facade, -10), sky);
  }
  body += tower(prng, mainX, groundY - mainH, mainW, mainH, 'url(#facade)', sky);

  // Entrance canopy and doors at the foot of the main tower.
  const doorX = mainX + mainW / 2 - 50;
  body += rect(doorX - 20, groundY - 62, 140, 10, '#3d3d46');
  body += rect(doorX, groundY - 52, 100, 52, sky.glass, { opacity: 0.9 });
  body += rect(doorX + 48, groundY - 52, 4, 52, '#3d3d46');

  body += rect(0, groundY, W, H - groundY, '#8a8f96');
  body += rect(0, groundY, W, 14, '#b8bcc2');
  for (let x = 20; x < W; x += 90) body += rect(x, groundY + 40, 50, 5, '#e8e8e8', { opacity: 0.8 });
  for (const x of [prng.int(20, 70), prng.int(W - 90, W - 40)]) body += tree(x, groundY, prng);
  return svgDocument(W, H, defs, body);
}

function tower(prng: Prng, x: number, y: number, w: number, h: number, fill: string, sky: (typeof SKIES)[number]): string {
  let out = rect(x, y, w, h, fill);
  out += rect(x - 6, y - 10, w + 12, 12, '#5b5f66');
  const cols = Math.max(4, Math.floor((w - 24) / 26));
  const rows = Math.max(5, Math.floor((h - 90) / 30));
  const cellW = (w - 24) / cols;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = prng.chance(sky.lit);
      out += rect(x + 12 + c * cellW + 3, y + 20 + r * 30, cellW - 6, 18, lit ? '#ffd97a' : sky.glass, {
        opacity: lit ? 0.95 : 0.75,
      });
    }
  }
  return out;
}

function tree(x: number, groundY: number, prng: Prng): string {
  const r = prng.int(22, 34);
  return (
    rect(x + r - 4, groundY - 40, 8, 40, '#6b4f36') +
    circle(x + r, groundY - 40 - r * 0.6, r, '#3f7d4e') +
    circle(x + r * 0.5, groundY - 30 - r * 0.3, r * 0.7, '#4d9160')
  );
}

/** Lightens (positive) or darkens (negative) a #rrggbb colour by `amount` per channel. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 0xff) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
