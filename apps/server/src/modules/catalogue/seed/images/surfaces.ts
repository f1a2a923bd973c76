import type { Random } from '../random';
import { cloudGradient, clouds, type Drawer, type Drawing, NEUTRAL_GROUT, type Palette, shade, speckles } from './drawing';
import { CANVAS, circle, group, groutGrid, path, polygon, rect, round } from './svg';

// Tile and carpet surfaces, seen straight on, with the grout or seams of a few tiles so
// the size of the format reads at a glance.

const field = (colour: string) => rect(0, 0, CANVAS, CANVAS, { fill: colour });

function irregularPolygon(rng: Random, cx: number, cy: number, radius: number): [number, number][] {
  const sides = rng.int(4, 7);
  const turn = rng.next() * Math.PI;
  return Array.from({ length: sides }, (_, i) => {
    const angle = turn + (i / sides) * Math.PI * 2;
    const r = radius * (0.6 + rng.next() * 0.5);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
  });
}

const terrazzo: Drawer = (p, rng) => {
  const chipColours = [p.accent, p.line, shade(p.base, 0.6), shade(p.accent, -0.3), '#f7f5f0'];
  const chips = Array.from({ length: 420 }, () => {
    const radius = 4 + rng.next() ** 2.2 * 30;
    return polygon(irregularPolygon(rng, rng.next() * CANVAS, rng.next() * CANVAS, radius), { fill: rng.pick(chipColours) });
  });
  return { defs: '', background: field(p.base), subject: chips.join('') + groutGrid(500, 500, shade(p.line, 0.3), 3) };
};

const marble: Drawer = (p, rng) => {
  const veins = Array.from({ length: 9 }, (_, i) => {
    const y = rng.next() * CANVAS;
    const d = `M-50 ${round(y)} C${round(rng.next() * 400)} ${round(y + (rng.next() - 0.5) * 600)} ${round(400 + rng.next() * 400)} ${round(y + (rng.next() - 0.5) * 600)} 1050 ${round(rng.next() * CANVAS)}`;
    const width = i < 2 ? 8 + rng.next() * 8 : 1.5 + rng.next() * 4;
    const opacity = 0.3 + rng.next() * 0.4;
    // A wide faint stroke under the vein stands in for a blur (filters are slow to rasterise).
    const halo = path(d, { stroke: p.line, 'stroke-width': width * 4, fill: 'none', opacity: opacity * 0.18, 'stroke-linecap': 'round' });
    return halo + path(d, { stroke: p.line, 'stroke-width': width, fill: 'none', opacity });
  });
  return {
    defs: cloudGradient('cloud', p.accent, 0.3),
    background: field(p.base) + clouds(rng, 'cloud', 7, [150, 380]),
    subject: veins.join('') + groutGrid(500, 1000, shade(p.line, 0.4), 2),
  };
};

function noisySurface(p: Palette, rng: Random, grain: { count: number; radius: [number, number] }, tile: number): Drawing {
  const defs = cloudGradient('cloud', p.accent, 0.35);
  const texture = clouds(rng, 'cloud', 9, [120, 320]) + speckles(rng, grain.count, [p.line, p.accent, shade(p.base, 0.4)], grain.radius, [0.2, 0.55]);
  return { defs, background: field(p.base), subject: texture + groutGrid(tile, tile, shade(p.line, 0.35), 3) };
}

const concrete: Drawer = (p, rng) => noisySurface(p, rng, { count: 2600, radius: [0.8, 3] }, 500);
const stone: Drawer = (p, rng) => noisySurface(p, rng, { count: 1400, radius: [1.5, 7] }, 500);

const woodPlank: Drawer = (p, rng) => {
  const rows = 8;
  const height = CANVAS / rows;
  const planks: string[] = [];
  for (let row = 0; row < rows; row++) {
    const y = row * height;
    const offset = rng.int(0, 4) * 100;
    for (let x = -offset; x < CANVAS; x += 500) {
      planks.push(rect(x, y, 500, height, { fill: shade(p.base, (rng.next() - 0.5) * 0.18), stroke: shade(p.line, -0.1), 'stroke-width': 2 }));
    }
    for (let line = 0; line < 5; line++) {
      const ly = y + 12 + rng.next() * (height - 24);
      const wave = (rng.next() - 0.5) * 14;
      planks.push(path(`M0 ${round(ly)} Q250 ${round(ly + wave)} 500 ${round(ly)} T1000 ${round(ly)}`, { stroke: p.line, 'stroke-width': 1.5, fill: 'none', opacity: 0.35 }));
    }
  }
  return { defs: '', background: field(p.base), subject: planks.join('') };
};

/** Brick-bond rectangles with a glaze highlight, for subway tiles. */
const subway: Drawer = (p, rng) => {
  const width = 250;
  const height = 62.5;
  const tiles: string[] = [];
  for (let row = 0; row * height < CANVAS; row++) {
    const offset = row % 2 ? width / 2 : 0;
    for (let x = -offset; x < CANVAS; x += width) {
      tiles.push(rect(x + 3, row * height + 3, width - 6, height - 6, { rx: 6, fill: shade(p.base, (rng.next() - 0.5) * 0.08) }));
      tiles.push(rect(x + 10, row * height + 8, width - 20, 10, { rx: 5, fill: '#ffffff', opacity: 0.35 }));
    }
  }
  return { defs: '', background: field(NEUTRAL_GROUT), subject: tiles.join('') };
};

/** Hand-made squares: each tile's glaze pools a little differently. */
const zellige: Drawer = (p, rng) => {
  const size = 125;
  const tiles: string[] = [];
  for (let y = 0; y < CANVAS; y += size) {
    for (let x = 0; x < CANVAS; x += size) {
      tiles.push(rect(x + 3, y + 3, size - 6, size - 6, { fill: shade(p.base, (rng.next() - 0.5) * 0.25) }));
      tiles.push(circle(x + size * (0.3 + rng.next() * 0.4), y + size * (0.3 + rng.next() * 0.4), 18 + rng.next() * 26, { fill: p.accent, opacity: rng.next() * 0.35 }));
      tiles.push(rect(x + 10, y + 10, size * 0.5, 8, { rx: 4, fill: '#ffffff', opacity: 0.3 }));
    }
  }
  return { defs: '', background: field(NEUTRAL_GROUT), subject: tiles.join('') };
};

const glazedGrid: Drawer = (p, rng) => {
  const size = 250;
  const tiles: string[] = [];
  for (let y = 0; y < CANVAS; y += size) {
    for (let x = 0; x < CANVAS; x += size) tiles.push(rect(x + 3, y + 3, size - 6, size - 6, { fill: shade(p.base, (rng.next() - 0.5) * 0.1) }));
  }
  return { defs: '', background: field(shade(p.line, 0.45)), subject: tiles.join('') };
};

const hexMosaic: Drawer = (p, rng) => {
  const side = 42;
  const width = Math.sqrt(3) * side;
  const cells: string[] = [];
  for (let row = 0; row * side * 1.5 < CANVAS + side; row++) {
    for (let col = -1; col * width < CANVAS + width; col++) {
      const cx = col * width + (row % 2 ? width / 2 : 0);
      const cy = row * side * 1.5;
      const points = Array.from({ length: 6 }, (_, i): [number, number] => {
        const angle = Math.PI / 6 + (i * Math.PI) / 3;
        return [cx + Math.cos(angle) * (side - 3), cy + Math.sin(angle) * (side - 3)];
      });
      cells.push(polygon(points, { fill: rng.chance(0.15) ? p.accent : shade(p.base, (rng.next() - 0.5) * 0.08) }));
    }
  }
  return { defs: '', background: field(NEUTRAL_GROUT), subject: cells.join('') };
};

const pennyMosaic: Drawer = (p, rng) => {
  const radius = 30;
  const dots: string[] = [];
  for (let row = 0; row * radius * 1.74 < CANVAS + radius; row++) {
    for (let col = 0; col * radius * 2 < CANVAS + radius; col++) {
      const cx = col * radius * 2 + (row % 2 ? radius : 0);
      dots.push(circle(cx, row * radius * 1.74, radius - 3, { fill: rng.chance(0.12) ? p.accent : p.base }));
    }
  }
  return { defs: '', background: field(NEUTRAL_GROUT), subject: dots.join('') };
};

/** Zig-zag rows of slanted planks, read as a herringbone floor at thumbnail size. */
const herringbone: Drawer = (p, rng) => {
  const width = 125;
  const rise = 70;
  const height = 60;
  const planks: string[] = [];
  for (let y = -rise; y < CANVAS + rise; y += height) {
    for (let x = 0; x < CANVAS; x += width * 2) {
      const fill = () => shade(p.base, (rng.next() - 0.5) * 0.12);
      planks.push(polygon([[x + 2, y], [x + width, y + rise], [x + width, y + rise + height - 4], [x + 2, y + height - 4]], { fill: fill() }));
      planks.push(polygon([[x + width + 2, y + rise], [x + width * 2, y], [x + width * 2, y + height - 4], [x + width + 2, y + rise + height - 4]], { fill: fill() }));
    }
  }
  return { defs: '', background: field(shade(p.line, 0.35)), subject: planks.join('') };
};

const relief: Drawer = (p) => {
  const waves: string[] = [];
  for (let y = 20; y < CANVAS + 40; y += 48) {
    const d = `M0 ${y} Q125 ${y - 34} 250 ${y} T500 ${y} T750 ${y} T1000 ${y}`;
    waves.push(path(d, { stroke: shade(p.line, -0.1), 'stroke-width': 10, fill: 'none', opacity: 0.35, transform: 'translate(0 7)' }));
    waves.push(path(d, { stroke: '#ffffff', 'stroke-width': 8, fill: 'none', opacity: 0.55 }));
  }
  return { defs: '', background: field(p.base), subject: waves.join('') + groutGrid(500, 1000, shade(p.line, 0.2), 3) };
};

function carpetTiles(p: Palette, rng: Random, texture: (x: number, y: number, turned: boolean) => string): Drawing {
  const tiles: string[] = [];
  for (let y = 0; y < CANVAS; y += 500) {
    for (let x = 0; x < CANVAS; x += 500) {
      // Carpet tiles are laid in quarter turns, so neighbours show the pile crosswise.
      tiles.push(texture(x, y, (x + y) % 1000 !== 0));
    }
  }
  const pile = speckles(rng, 2400, [p.line, shade(p.base, 0.3)], [1, 2.6], [0.25, 0.6]);
  return { defs: '', background: field(p.base), subject: tiles.join('') + pile + groutGrid(500, 500, shade(p.line, -0.2), 2) };
}

const carpetLoop: Drawer = (p, rng) =>
  carpetTiles(p, rng, (x, y, turned) => {
    const rows: string[] = [];
    for (let i = 6; i < 500; i += 14) {
      const d = turned ? `M${x + i} ${y}V${y + 500}` : `M${x} ${y + i}H${x + 500}`;
      rows.push(path(d, { stroke: p.accent, 'stroke-width': 6, 'stroke-dasharray': '6 8', fill: 'none', opacity: 0.55 }));
    }
    return rows.join('');
  });

const carpetStripe: Drawer = (p, rng) =>
  carpetTiles(p, rng, (x, y, turned) => {
    const stripes: string[] = [];
    for (let i = 0; i < 500; i += 40) {
      const colour = (i / 40) % 3 === 0 ? p.accent : shade(p.base, -0.1);
      stripes.push(turned ? rect(x + i, y, 20, 500, { fill: colour, opacity: 0.7 }) : rect(x, y + i, 500, 20, { fill: colour, opacity: 0.7 }));
    }
    return stripes.join('');
  });

const carpetCut: Drawer = (p, rng) =>
  carpetTiles(p, rng, (x, y) => group(rect(x, y, 500, 500, { fill: shade(p.base, (rng.next() - 0.5) * 0.1) })));

export const surfaceDrawers = {
  terrazzo,
  marble,
  concrete,
  stone,
  'wood-plank': woodPlank,
  subway,
  zellige,
  'glazed-grid': glazedGrid,
  'hex-mosaic': hexMosaic,
  'penny-mosaic': pennyMosaic,
  herringbone,
  relief,
  'carpet-loop': carpetLoop,
  'carpet-stripe': carpetStripe,
  'carpet-cut': carpetCut,
} satisfies Record<string, Drawer>;
