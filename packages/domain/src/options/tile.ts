export interface TileNeedInput {
  areaM2: number;
  tileWidthMm: number;
  tileHeightMm: number;
  piecesPerBox: number;
  /** Extra pieces for cuts and breakage, 0..30 %. Missing means 10 %, the usual allowance for tiling. */
  lossPercent?: number;
}

export interface TileNeed {
  pieces: number;
  boxes: number;
  /** The area the bought boxes can cover, in m². */
  coveredM2: number;
}

const DEFAULT_LOSS_PERCENT = 10;
const MAX_LOSS_PERCENT = 30;
const MM2_PER_M2 = 1_000_000;

function requirePositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be above 0, got ${value}`);
}

/** How many tiles and whole boxes cover an area, loss allowance included; always rounded up. */
export function tilesNeeded(input: TileNeedInput): TileNeed {
  const { areaM2, tileWidthMm, tileHeightMm, piecesPerBox, lossPercent = DEFAULT_LOSS_PERCENT } = input;
  if (!Number.isFinite(areaM2) || areaM2 < 0) throw new RangeError(`areaM2 must be 0 or more, got ${areaM2}`);
  requirePositive('tileWidthMm', tileWidthMm);
  requirePositive('tileHeightMm', tileHeightMm);
  if (!Number.isSafeInteger(piecesPerBox) || piecesPerBox < 1) {
    throw new RangeError(`piecesPerBox must be a whole number above 0, got ${piecesPerBox}`);
  }
  if (!Number.isFinite(lossPercent) || lossPercent < 0 || lossPercent > MAX_LOSS_PERCENT) {
    throw new RangeError(`lossPercent must be within 0..${MAX_LOSS_PERCENT}, got ${lossPercent}`);
  }
  // Work in whole mm² so that e.g. 3.6 m² of 600×600 is exactly 10 tiles, not 10.000000001.
  const areaMm2 = Math.round(areaM2 * MM2_PER_M2);
  const tileMm2 = tileWidthMm * tileHeightMm;
  const pieces = Math.ceil((areaMm2 * (100 + lossPercent)) / (100 * tileMm2));
  const boxes = Math.ceil(pieces / piecesPerBox);
  return { pieces, boxes, coveredM2: (boxes * piecesPerBox * tileMm2) / MM2_PER_M2 };
}
