// Attribute values shared by product names, option items and filter items. Keeping them
// in one place is what makes a "600×600" in a name match the "600×600" filter item.

export interface TileSize {
  label: string;
  widthMm: number;
  heightMm: number;
  piecesPerBox: number;
}

function tileSize(widthMm: number, heightMm: number, piecesPerBox: number): TileSize {
  return { label: `${widthMm}×${heightMm}`, widthMm, heightMm, piecesPerBox };
}

export const tileSizes = {
  mosaicSheet: tileSize(300, 300, 11),
  small: tileSize(200, 200, 25),
  subway: tileSize(75, 300, 44),
  square100: tileSize(100, 100, 50),
  wall: tileSize(300, 600, 8),
  square600: tileSize(600, 600, 4),
  square800: tileSize(800, 800, 3),
  large: tileSize(1200, 600, 2),
  square1200: tileSize(1200, 1200, 1),
  slab: tileSize(750, 1500, 1),
  carpetSquare: tileSize(500, 500, 20),
  carpetPlank: tileSize(250, 1000, 16),
} as const;

export const allTileSizes: readonly TileSize[] = Object.values(tileSizes);

export const finishes = ['무광', '유광', '매트', '릴리프'] as const;
export type Finish = (typeof finishes)[number];

export const usages = ['벽', '바닥', '벽·바닥 겸용'] as const;
export type Usage = (typeof usages)[number];

export const origins = ['이탈리아', '스페인', '포르투갈', '한국', '네덜란드', '노르웨이', '독일', '덴마크', '스웨덴', '핀란드'] as const;

export const materials = [
  '포세린',
  '세라믹',
  '유리',
  '천연석',
  '나일론',
  '폴리프로필렌',
  '울',
  '황동',
  '스테인리스',
  '원목',
  '패브릭',
  '가죽',
  '금속',
  '리넨',
  '면',
] as const;
export type Material = (typeof materials)[number];

export interface PriceBand {
  label: string;
  /** Inclusive lower bound in won. */
  from: number;
  /** Exclusive upper bound in won; null for the open top band. */
  below: number | null;
}

export const priceBands: readonly PriceBand[] = [
  { label: '5만원 미만', from: 0, below: 50_000 },
  { label: '5만~10만원', from: 50_000, below: 100_000 },
  { label: '10만~30만원', from: 100_000, below: 300_000 },
  { label: '30만~100만원', from: 300_000, below: 1_000_000 },
  { label: '100만원 이상', from: 1_000_000, below: null },
];

export function priceBandOf(sellingPrice: number): PriceBand {
  const band = priceBands.find((candidate) => sellingPrice >= candidate.from && (candidate.below === null || sellingPrice < candidate.below));
  if (!band) throw new Error(`No price band for ${sellingPrice}`);
  return band;
}
