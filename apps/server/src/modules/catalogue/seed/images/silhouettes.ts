import { type Drawer, type Drawing, type Palette, shade } from './drawing';
import { CANVAS, circle, ellipse, group, path, polygon, rect } from './svg';

// Flat product silhouettes on a soft backdrop: the look of a catalogue packshot, drawn
// with a few shapes. The subject uses the palette's base colour, details its accent.

const FLOOR_Y = 820;

function packshot(p: Palette, subject: string, shadowWidth = 320): Drawing {
  const backdrop =
    rect(0, 0, CANVAS, CANVAS, { fill: p.background }) +
    rect(0, FLOOR_Y, CANVAS, CANVAS - FLOOR_Y, { fill: shade(p.background, -0.05) });
  const shadow = ellipse(500, FLOOR_Y + 8, shadowWidth, 26, { fill: '#000000', opacity: 0.09 });
  return { defs: '', background: backdrop, subject: shadow + subject };
}

/** Metal finishes get a soft vertical sheen so chrome and gold read as metal. */
function metalDefs(p: Palette): string {
  return `<linearGradient id="metal" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${shade(p.base, -0.25)}"/><stop offset="0.45" stop-color="${shade(p.base, 0.35)}"/><stop offset="1" stop-color="${shade(p.base, -0.2)}"/></linearGradient>`;
}

const counter = () =>
  rect(0, 640, CANVAS, 60, { fill: '#d9d4cb' }) + path('M240 700 Q240 900 500 900 Q760 900 760 700 Z', { fill: '#fbfaf8', stroke: '#d3cec5', 'stroke-width': 4 });

const basinFaucet: Drawer = (p) => {
  const body =
    counter() +
    rect(465, 400, 70, 245, { rx: 22, fill: 'url(#metal)', stroke: p.line, 'stroke-width': 2 }) +
    path('M500 430 Q500 360 600 362 L660 370', { stroke: 'url(#metal)', 'stroke-width': 42, fill: 'none', 'stroke-linecap': 'round' }) +
    rect(430, 380, 140, 26, { rx: 12, fill: p.accent });
  return { ...packshot(p, body, 0), defs: metalDefs(p) };
};

const kitchenFaucet: Drawer = (p) => {
  const body =
    rect(0, 720, CANVAS, 60, { fill: '#cfc9bf' }) +
    path('M470 730 V400 Q470 220 640 220 Q780 220 780 380 V430', { stroke: 'url(#metal)', 'stroke-width': 44, fill: 'none', 'stroke-linecap': 'round' }) +
    rect(430, 690, 80, 40, { rx: 10, fill: p.accent }) +
    rect(520, 560, 120, 22, { rx: 11, fill: p.accent });
  return { ...packshot(p, body, 0), defs: metalDefs(p) };
};

const shower: Drawer = (p) => {
  const wall = path('M0 250H1000M0 500H1000M0 750H1000M250 0V1000M500 0V1000M750 0V1000', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.6 });
  const body =
    wall +
    rect(482, 180, 36, 620, { rx: 18, fill: 'url(#metal)' }) +
    path('M500 200 H690', { stroke: 'url(#metal)', 'stroke-width': 30, 'stroke-linecap': 'round' }) +
    ellipse(700, 250, 150, 34, { fill: 'url(#metal)', stroke: p.line, 'stroke-width': 3 }) +
    rect(420, 600, 160, 90, { rx: 24, fill: 'url(#metal)', stroke: p.line, 'stroke-width': 3 }) +
    circle(500, 645, 26, { fill: p.accent });
  return { ...packshot(p, body, 0), defs: metalDefs(p) };
};

const bathAccessory: Drawer = (p) => {
  const body =
    rect(220, 360, 560, 24, { rx: 12, fill: 'url(#metal)' }) +
    rect(200, 340, 40, 64, { rx: 10, fill: p.accent }) +
    rect(760, 340, 40, 64, { rx: 10, fill: p.accent }) +
    path('M330 372 H670 V700 Q500 730 330 700 Z', { fill: '#fbfaf7', stroke: '#d9d4cb', 'stroke-width': 4 }) +
    path('M330 640 H670', { stroke: '#d9d4cb', 'stroke-width': 10 });
  return { ...packshot(p, body, 0), defs: metalDefs(p) };
};

const sofa: Drawer = (p) =>
  packshot(
    p,
    rect(170, 380, 660, 220, { rx: 50, fill: shade(p.base, -0.12) }) +
      rect(140, 540, 720, 170, { rx: 36, fill: p.base }) +
      rect(100, 470, 130, 260, { rx: 48, fill: shade(p.base, -0.06) }) +
      rect(770, 470, 130, 260, { rx: 48, fill: shade(p.base, -0.06) }) +
      path('M500 550 V700', { stroke: shade(p.base, -0.2), 'stroke-width': 4 }) +
      rect(170, 730, 24, 80, { fill: p.line }) +
      rect(806, 730, 24, 80, { fill: p.line }),
    380,
  );

const chair: Drawer = (p) =>
  packshot(
    p,
    path('M360 560 L330 810 M640 560 L670 810 M390 560 L410 800 M610 560 L590 800', { stroke: p.line, 'stroke-width': 18, 'stroke-linecap': 'round' }) +
      rect(320, 520, 360, 60, { rx: 24, fill: p.base }) +
      path('M340 540 Q330 300 380 250 Q500 200 620 250 Q670 300 660 540 Z', { fill: shade(p.base, -0.08) }),
    220,
  );

const table: Drawer = (p) =>
  packshot(
    p,
    polygon([[230, 470], [270, 470], [230, 810], [200, 810]], { fill: p.line }) +
      polygon([[730, 470], [770, 470], [800, 810], [770, 810]], { fill: p.line }) +
      polygon([[380, 470], [410, 470], [420, 780], [395, 780]], { fill: shade(p.line, 0.2) }) +
      rect(150, 430, 700, 48, { rx: 10, fill: p.base }) +
      rect(150, 470, 700, 8, { fill: shade(p.base, -0.2) }),
    380,
  );

const cabinet: Drawer = (p) =>
  packshot(
    p,
    rect(200, 330, 600, 430, { rx: 14, fill: p.base }) +
      path('M400 345 V745 M600 345 V745', { stroke: shade(p.base, -0.2), 'stroke-width': 5 }) +
      circle(385, 540, 9, { fill: p.accent }) +
      circle(615, 540, 9, { fill: p.accent }) +
      rect(230, 760, 20, 55, { fill: p.line }) +
      rect(750, 760, 20, 55, { fill: p.line }),
    330,
  );

const pendant: Drawer = (p) => {
  const light = '#fff3cf';
  return packshot(
    p,
    polygon([[380, 540], [620, 540], [800, FLOOR_Y], [200, FLOOR_Y]], { fill: light, opacity: 0.35 }) +
      path('M500 0 V330', { stroke: p.line, 'stroke-width': 5 }) +
      path('M300 540 Q300 330 500 330 Q700 330 700 540 Z', { fill: p.base, stroke: shade(p.base, -0.2), 'stroke-width': 4 }) +
      ellipse(500, 545, 90, 22, { fill: light }),
    200,
  );
};

const tableLamp: Drawer = (p) =>
  packshot(
    p,
    path('M430 810 Q380 680 450 600 L550 600 Q620 680 570 810 Z', { fill: p.base }) +
      path('M500 600 V440', { stroke: p.line, 'stroke-width': 10 }) +
      polygon([[360, 470], [640, 470], [590, 300], [410, 300]], { fill: shade(p.base, 0.5), stroke: shade(p.base, -0.1), 'stroke-width': 4 }),
    180,
  );

const floorLamp: Drawer = (p) =>
  packshot(
    p,
    ellipse(420, 800, 100, 22, { fill: p.line }) +
      path('M420 800 V330 Q420 180 620 180 Q700 180 720 260', { stroke: p.base, 'stroke-width': 16, fill: 'none' }) +
      path('M640 300 Q640 220 720 220 Q800 220 800 300 Z', { fill: p.base, stroke: shade(p.base, -0.2), 'stroke-width': 4 }) +
      ellipse(720, 302, 60, 12, { fill: '#fff3cf' }),
    160,
  );

const rug: Drawer = (p) => {
  const outline: [number, number][] = [[260, 470], [740, 470], [900, 800], [100, 800]];
  const inner: [number, number][] = [[300, 500], [700, 500], [830, 770], [170, 770]];
  const fringe = Array.from({ length: 40 }, (_, i) => `M${110 + i * 20} 800 v20`).join('');
  return packshot(
    p,
    polygon(outline, { fill: p.base }) +
      polygon(inner, { fill: 'none', stroke: p.accent, 'stroke-width': 10 }) +
      polygon([[500, 540], [620, 635], [500, 730], [380, 635]], { fill: p.accent, opacity: 0.8 }) +
      path(fringe, { stroke: shade(p.base, 0.3), 'stroke-width': 4 }),
    0,
  );
};

const vase: Drawer = (p) =>
  packshot(
    p,
    path('M520 380 Q560 250 640 170 M520 380 Q470 230 380 190', { stroke: '#5e6b4e', 'stroke-width': 6, fill: 'none' }) +
      ellipse(640, 170, 40, 18, { fill: '#7d8c66', transform: 'rotate(-35 640 170)' }) +
      ellipse(385, 195, 36, 16, { fill: '#7d8c66', transform: 'rotate(25 385 195)' }) +
      path('M460 380 H560 Q555 460 620 560 Q680 680 600 800 H420 Q340 680 400 560 Q465 460 460 380 Z', { fill: p.base }) +
      ellipse(455, 600, 22, 80, { fill: '#ffffff', opacity: 0.22 }),
    150,
  );

const cushion: Drawer = (p) =>
  packshot(
    p,
    group(
      path('M260 380 Q500 340 740 380 Q780 560 740 740 Q500 780 260 740 Q220 560 260 380 Z', { fill: p.base, stroke: p.accent, 'stroke-width': 10 }) +
        path('M330 460 Q420 520 380 600 M650 460 Q600 560 660 640', { stroke: shade(p.base, -0.15), 'stroke-width': 5, fill: 'none' }),
      { transform: 'rotate(-6 500 560)' },
    ),
    280,
  );

export const silhouetteDrawers = {
  'basin-faucet': basinFaucet,
  'kitchen-faucet': kitchenFaucet,
  shower,
  'bath-accessory': bathAccessory,
  sofa,
  chair,
  table,
  cabinet,
  pendant,
  'table-lamp': tableLamp,
  'floor-lamp': floorLamp,
  rug,
  vase,
  cushion,
} satisfies Record<string, Drawer>;
