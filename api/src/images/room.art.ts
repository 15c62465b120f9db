import { Prng } from '../db/seed/prng';
import { shade } from './exterior.art';
import { circle, el, linearGradient, polygon, radialGradient, rect, ridge, svgDocument } from './svg-kit';

export const ROOM_SIZE = { width: 800, height: 533 } as const;

const WALLS = ['#efe6da', '#e3e8ec', '#f1e9e1', '#dfe6dd', '#ece3f0', '#e9e2d3', '#dde4ee', '#f3ede4'];
const LINENS = ['#ffffff', '#f7f4ee', '#eef3f8'];
const THROWS = ['#8c6d5a', '#2f4f6f', '#6f8f72', '#9b4d4d', '#c49a45', '#5b5a8c'];

/** A hotel room: wall, floor, window with a view, bed with pillows and throw, nightstand lamp, wall art. */
export function roomSvg(index: number): string {
  const prng = Prng.derive(index, 'room');
  const { width: W, height: H } = ROOM_SIZE;
  const wall = WALLS[index % WALLS.length]!;
  const floorY = 360;
  const seaView = index % 2 === 0;
  const defs =
    linearGradient('wall', [shade(wall, 8), shade(wall, -12)]) +
    linearGradient('floor', ['#b08a66', '#8b6a4d']) +
    linearGradient('view', seaView ? ['#8cc8f0', '#d8effa'] : ['#f0b27a', '#6d7fb5']) +
    radialGradient('lamp', 'rgba(255,226,150,0.85)', 'rgba(255,226,150,0)');
  let body = rect(0, 0, W, floorY, 'url(#wall)') + rect(0, floorY, W, H - floorY, 'url(#floor)');
  for (let x = 0; x < W; x += 64) body += rect(x, floorY, 2, H - floorY, '#7a5c42', { opacity: 0.4 });

  // Window on the right with a sea or city view and curtains.
  const wx = 520;
  body += rect(wx, 60, 230, 250, 'url(#view)');
  if (seaView) {
    body += rect(wx, 210, 230, 100, '#3f7fb0');
    body += el('path', { d: ridge(230, 215, 8, 2, prng.next() * 6, 230), fill: '#6e8f6a', transform: `translate(${wx} -20)` });
  } else {
    for (let x = wx; x < wx + 230; x += prng.int(22, 40)) {
      const h = prng.int(60, 170);
      body += rect(x, 310 - h, prng.int(16, 30), h, '#2b3355', { opacity: 0.85 });
    }
  }
  body += rect(wx - 8, 52, 246, 10, '#8d8f94') + rect(wx + 112, 60, 6, 250, '#f4f4f4');
  body += rect(wx - 30, 50, 40, 280, shade(wall, -40)) + rect(wx + 220, 50, 40, 280, shade(wall, -40));

  // Wall art: an abstract framed print.
  const artColor = prng.pick(THROWS);
  body += rect(150, 70, 180, 110, '#ffffff', { stroke: '#6b5b4b', 'stroke-width': 6 });
  body += circle(200, 125, 28, artColor, { opacity: 0.8 });
  body += polygon(
    [
      [230, 170],
      [290, 95],
      [320, 170],
    ],
    shade(artColor, 40),
    { opacity: 0.8 },
  );

  // Bed.
  const linen = prng.pick(LINENS);
  const twin = index % 3 === 1;
  const beds = twin
    ? [
        [90, 190],
        [300, 190],
      ]
    : [[90, 400]];
  for (const [bx, bw] of beds as [number, number][]) {
    body += rect(bx, 215, bw, 95, '#6b4f3a', { rx: 8 });
    body += rect(bx - 10, 300, bw + 20, 70, linen, { rx: 10 });
    body += rect(bx - 10, 335, bw + 20, 45, prng.pick(THROWS), { rx: 6, opacity: 0.9 });
    const pillows = twin ? 1 : 2;
    for (let p = 0; p < pillows; p++) {
      const pw = (bw - 40) / pillows;
      body += rect(bx + 15 + p * (pw + 10), 275, pw - 5, 38, '#ffffff', { rx: 14, stroke: '#e3e3e3' });
    }
    body += rect(bx - 10, 380, bw + 20, 14, shade(linen, -30));
  }

  // Nightstand and lamp with its glow.
  const nx = twin ? 250 : 20;
  body += rect(nx, 300, 48, 70, '#7b5a41');
  body += circle(nx + 24, 230, 70, 'url(#lamp)');
  body += rect(nx + 21, 250, 6, 50, '#4a4a4a');
  body += polygon(
    [
      [nx + 4, 252],
      [nx + 44, 252],
      [nx + 36, 215],
      [nx + 12, 215],
    ],
    '#f6e7c8',
  );
  return svgDocument(W, H, defs, body);
}
