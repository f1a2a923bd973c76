import type { StylingSpace, StylingStyle } from '@maru/domain';
import * as f from './furniture';
import { palettes, type RoomPalette } from './palettes';
import { path, polygon, rect } from './shapes';

// A room photographed from the front: wall, window, floor and the furniture of its space,
// painted in its style's colours. The pieces that can carry a product tag say where (the
// spot, in percent of the picture) and which catalogue department they stand for, so the
// hotspots land on what the picture shows.

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1200;
const FLOOR_Y = 700;

export type Department = 'TILE' | 'CARPET' | 'BATH' | 'FURNITURE' | 'LIGHTING' | 'OBJECT';

export interface ScenePiece {
  /** What the piece is, in Korean, for captions and alt text. */
  label: string;
  department: Department;
  /** Where a tag sits on it, in scene pixels (turned into percent by `sceneOf`). */
  spot: [number, number];
  svg: string;
}

type Layout = (p: RoomPalette, style: StylingStyle) => ScenePiece[];

const piece = (label: string, department: Department, spot: [number, number], svg: string): ScenePiece => ({ label, department, spot, svg });

/** The floor: planks in living rooms and bedrooms, tiles (chequered in classic and vintage kitchens) elsewhere. */
function floor(p: RoomPalette, space: StylingSpace, style: StylingStyle): string {
  const base = rect(0, FLOOR_Y, SCENE_WIDTH, SCENE_HEIGHT - FLOOR_Y, { fill: p.floor });
  // Rows grow toward the viewer, a cheap perspective.
  const rows = [FLOOR_Y, 740, 790, 850, 920, 1000, 1090, 1200];
  const planks = ['LIVING', 'BEDROOM', 'OFFICE'].includes(space);
  if (planks) {
    const lines = rows.map((y) => `M0 ${y}H${SCENE_WIDTH}`).join('');
    const joints = rows.slice(0, -1).map((y, index) => {
      const next = rows[index + 1]!;
      const step = 260 + index * 40;
      const offset = (index % 2) * (step / 2);
      const xs = Array.from({ length: Math.ceil(SCENE_WIDTH / step) + 1 }, (_, k) => k * step + offset);
      return xs.map((x) => `M${x} ${y}V${next}`).join('');
    });
    return base + path(lines + joints.join(''), { stroke: p.floorLine, 'stroke-width': 3, fill: 'none' });
  }
  const vanishX = SCENE_WIDTH / 2;
  const columns = Array.from({ length: 17 }, (_, k) => (k - 8) * 200);
  const toTop = (x: number) => vanishX + x * 0.55;
  const chequered = space === 'KITCHEN' && (style === 'CLASSIC' || style === 'VINTAGE' || style === 'MODERN');
  let cells = '';
  if (chequered) {
    for (let r = 0; r < rows.length - 1; r++) {
      for (let c = 0; c < columns.length - 1; c++) {
        if ((r + c) % 2) continue;
        const [y0, y1] = [rows[r]!, rows[r + 1]!];
        const t0 = (y0 - FLOOR_Y) / (SCENE_HEIGHT - FLOOR_Y);
        const t1 = (y1 - FLOOR_Y) / (SCENE_HEIGHT - FLOOR_Y);
        const at = (x: number, t: number) => vanishX + x * (0.55 + 0.45 * t);
        cells += polygon([[at(columns[c]!, t0), y0], [at(columns[c + 1]!, t0), y0], [at(columns[c + 1]!, t1), y1], [at(columns[c]!, t1), y1]], { fill: p.floorLine, opacity: 0.55 });
      }
    }
  }
  const radial = columns.map((x) => `M${toTop(x)} ${FLOOR_Y}L${vanishX + x} ${SCENE_HEIGHT}`).join('');
  const across = rows.map((y) => `M0 ${y}H${SCENE_WIDTH}`).join('');
  return base + cells + path(radial + across, { stroke: p.floorLine, 'stroke-width': 3, fill: 'none' });
}

/** Walls: small tiles in bathrooms, brick in industrial rooms, panelling in classic ones, paint elsewhere. */
function wall(p: RoomPalette, space: StylingSpace, style: StylingStyle): string {
  let svg = rect(0, 0, SCENE_WIDTH, FLOOR_Y, { fill: p.wall });
  if (space === 'BATH' || space === 'KITCHEN') {
    const top = space === 'BATH' ? 0 : 340;
    const size = space === 'BATH' ? 80 : 60;
    const lines = [];
    for (let y = top; y <= FLOOR_Y; y += size / 2) lines.push(`M0 ${y}H${SCENE_WIDTH}`);
    for (let x = 0; x <= SCENE_WIDTH; x += size) lines.push(`M${x} ${top}V${FLOOR_Y}`);
    svg += rect(0, top, SCENE_WIDTH, FLOOR_Y - top, { fill: p.wallShade, opacity: 0.5 }) + path(lines.join(''), { stroke: p.trim, 'stroke-width': 3, fill: 'none', opacity: 0.9 });
  } else if (style === 'INDUSTRIAL') {
    const lines = [];
    for (let y = 0, row = 0; y < FLOOR_Y; y += 44, row++) {
      lines.push(`M0 ${y}H${SCENE_WIDTH}`);
      for (let x = (row % 2) * 90; x < SCENE_WIDTH; x += 180) lines.push(`M${x} ${y}V${y + 44}`);
    }
    svg += path(lines.join(''), { stroke: p.wallShade, 'stroke-width': 4, fill: 'none' });
  } else if (style === 'CLASSIC' || style === 'VINTAGE') {
    svg += rect(0, 420, SCENE_WIDTH, 12, { fill: p.trim });
    for (let x = 60; x < SCENE_WIDTH - 200; x += 300) svg += rect(x, 470, 240, 190, { fill: 'none', stroke: p.wallShade, 'stroke-width': 6 });
  }
  return svg + rect(0, FLOOR_Y - 24, SCENE_WIDTH, 24, { fill: p.trim });
}

function window(p: RoomPalette, x: number): string {
  const [top, width, height] = [110, 360, 440];
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd9ee"/><stop offset="1" stop-color="#eef5fa"/></linearGradient></defs>` +
    rect(x - 14, top - 14, width + 28, height + 28, { fill: p.trim }) +
    rect(x, top, width, height, { fill: 'url(#sky)' }) +
    path(`M${x + width / 2} ${top}V${top + height}M${x} ${top + height * 0.4}H${x + width}`, { stroke: p.trim, 'stroke-width': 12 }) +
    // Daylight falling on the floor.
    polygon([[x, FLOOR_Y], [x + width, FLOOR_Y], [x + width + 240, SCENE_HEIGHT], [x + 120, SCENE_HEIGHT]], { fill: '#fffbe8', opacity: 0.16 })
  );
}

const layouts: Record<StylingSpace, Layout> = {
  LIVING: (p) => [
    piece('바닥재', 'TILE', [300, 1120], ''),
    piece('러그', 'CARPET', [980, 1000], f.rug(p, 800, 1010)),
    piece('소파', 'FURNITURE', [700, 680], f.sofa(p, 760, 860)),
    piece('커피 테이블', 'FURNITURE', [900, 1020], f.coffeeTable(p, 820, 1060)),
    piece('플로어 스탠드', 'LIGHTING', [1260, 420], f.floorLamp(p, 1260, 880)),
    piece('화병', 'OBJECT', [740, 920], f.vase(p, 740, 972, 0.45)),
  ],
  BEDROOM: (p) => [
    piece('바닥재', 'TILE', [200, 1130], ''),
    piece('러그', 'CARPET', [1200, 1080], f.rug(p, 800, 1090, 1300)),
    piece('침대', 'FURNITURE', [820, 560], f.bed(p, 800, 950)),
    piece('협탁', 'FURNITURE', [1310, 860], f.sideTable(p, 1310, 940)),
    piece('펜던트 조명', 'LIGHTING', [1310, 200], f.pendant(p, 1310, 140)),
    piece('화병', 'OBJECT', [1300, 735], f.vase(p, 1300, 772, 0.35)),
  ],
  BATH: (p) => [
    piece('벽 타일', 'TILE', [250, 300], ''),
    piece('세면대 수전', 'BATH', [800, 480], f.vanity(p, 800, 960)),
    piece('거울', 'OBJECT', [800, 290], f.mirror(p, 800, 300)),
    piece('수건걸이', 'BATH', [1300, 520], f.towelRail(p, 1300, 420)),
    piece('바닥 타일', 'TILE', [420, 1100], ''),
  ],
  KITCHEN: (p) => [
    piece('벽 타일', 'TILE', [220, 420], ''),
    piece('주방 수전', 'BATH', [860, 600], f.counter(p, 800, 900, 1100) + f.kitchenFaucet(p, 820, 540)),
    piece('펜던트 조명', 'LIGHTING', [560, 150], f.pendant(p, 560, 90) + f.pendant(p, 1040, 90)),
    piece('스툴', 'FURNITURE', [500, 960], f.stool(p, 500, 1150) + f.stool(p, 1100, 1150)),
    piece('바닥 타일', 'TILE', [300, 1120], ''),
  ],
  ENTRANCE: (p) => [
    piece('바닥 타일', 'TILE', [800, 1100], ''),
    piece('신발장', 'FURNITURE', [420, 560], f.shoeCabinet(p, 420, 860)),
    piece('벤치', 'FURNITURE', [1180, 860], f.bench(p, 1180, 1000)),
    piece('거울', 'OBJECT', [1180, 360], f.mirror(p, 1180, 380, 220, 380)),
    piece('화병', 'OBJECT', [420, 500], f.vase(p, 420, 560, 0.4)),
  ],
  BALCONY: (p) => [
    piece('바닥 타일', 'TILE', [800, 1120], ''),
    piece('러그', 'CARPET', [480, 1080], f.rug(p, 700, 1070, 700)),
    piece('라운지 체어', 'FURNITURE', [640, 800], f.outdoorChair(p, 640, 1000)),
    piece('사이드 테이블', 'FURNITURE', [940, 880], f.sideTable(p, 940, 1000)),
    piece('화분', 'OBJECT', [1260, 720], f.plant(p, 1260, 1010)),
  ],
  OFFICE: (p) => [
    piece('카펫 타일', 'CARPET', [300, 1120], ''),
    piece('책상', 'FURNITURE', [900, 720], f.desk(p, 800, 980)),
    piece('의자', 'FURNITURE', [640, 760], f.officeChair(p, 640, 1100)),
    piece('데스크 조명', 'LIGHTING', [1080, 460], f.deskLamp(p, 1040, 680)),
    piece('선반 소품', 'OBJECT', [1300, 250], f.shelf(p, 1300, 260)),
  ],
};

export interface SceneSpot {
  label: string;
  department: Department;
  /** Percent of the picture's width and height, one decimal. */
  x: number;
  y: number;
}

export interface Scene {
  svg: string;
  spots: SceneSpot[];
}

const percent = (value: number, whole: number) => Math.round((value / whole) * 1000) / 10;

/**
 * One photo of a room. Odd views are the room seen from the other side: the drawing is
 * mirrored and so are the spots, and the window moves.
 */
export function sceneOf(space: StylingSpace, style: StylingStyle, view: number): Scene {
  const p = palettes[style];
  const mirrored = view % 2 === 1;
  const pieces = layouts[space](p, style);
  const windowX = [180, 1000, 620][view % 3]!;
  const backdrop = wall(p, space, style) + (space === 'BATH' ? '' : window(p, windowX)) + floor(p, space, style);
  const body = backdrop + pieces.map((item) => item.svg).join('');
  const drawing = mirrored ? `<g transform="translate(${SCENE_WIDTH} 0) scale(-1 1)">${body}</g>` : body;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">${drawing}</svg>`,
    spots: pieces.map(({ label, department, spot: [x, y] }) => ({
      label,
      department,
      x: percent(mirrored ? SCENE_WIDTH - x : x, SCENE_WIDTH),
      y: percent(y, SCENE_HEIGHT),
    })),
  };
}
