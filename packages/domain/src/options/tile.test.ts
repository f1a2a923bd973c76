import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tilesNeeded } from './tile';

describe('tilesNeeded', () => {
  it.each([
    // 3.6 m² / 0.36 m² = 10 tiles, +10 % = 11, at 4 per box = 3 boxes.
    ['covers a bathroom floor with 600×600 tiles and the default 10 % loss', { areaM2: 3.6, tileWidthMm: 600, tileHeightMm: 600, piecesPerBox: 4 }, { pieces: 11, boxes: 3, coveredM2: 4.32 }],
    // 7.5 m² / 0.18 m² = 41.67 → +5 % = 43.75 → 44 tiles, at 8 per box = 6 boxes.
    ['rounds pieces and boxes up for 300×600 wall tiles', { areaM2: 7.5, tileWidthMm: 300, tileHeightMm: 600, piecesPerBox: 8, lossPercent: 5 }, { pieces: 44, boxes: 6, coveredM2: 8.64 }],
    // 12.96 m² / 0.72 m² = exactly 18 tiles, at 2 per box = 9 boxes.
    ['counts large 1200×600 slabs with no loss allowance', { areaM2: 12.96, tileWidthMm: 1200, tileHeightMm: 600, piecesPerBox: 2, lossPercent: 0 }, { pieces: 18, boxes: 9, coveredM2: 12.96 }],
    ['needs nothing for no area', { areaM2: 0, tileWidthMm: 600, tileHeightMm: 600, piecesPerBox: 4 }, { pieces: 0, boxes: 0, coveredM2: 0 }],
  ])('%s', (_, input, expected) => {
    expect(tilesNeeded(input)).toEqual(expected);
  });

  it('refuses impossible inputs', () => {
    const base = { areaM2: 10, tileWidthMm: 600, tileHeightMm: 600, piecesPerBox: 4 };
    expect(() => tilesNeeded({ ...base, areaM2: -1 })).toThrow(RangeError);
    expect(() => tilesNeeded({ ...base, tileWidthMm: 0 })).toThrow(RangeError);
    expect(() => tilesNeeded({ ...base, piecesPerBox: 2.5 })).toThrow(RangeError);
    expect(() => tilesNeeded({ ...base, lossPercent: 31 })).toThrow(RangeError);
    expect(() => tilesNeeded({ ...base, lossPercent: -1 })).toThrow(RangeError);
  });

  it('always buys enough whole boxes, and not a whole box too many', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }).map((cm2) => cm2 / 10_000),
        fc.constantFrom([600, 600], [300, 600], [1200, 600], [300, 300], [200, 1200]),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 0, max: 30 }),
        (areaM2, [width = 1, height = 1], piecesPerBox, lossPercent) => {
          const need = tilesNeeded({ areaM2, tileWidthMm: width, tileHeightMm: height, piecesPerBox, lossPercent });
          const tileM2 = (width * height) / 1_000_000;
          const wanted = areaM2 * (1 + lossPercent / 100);
          expect(need.pieces * tileM2).toBeGreaterThanOrEqual(wanted - 1e-9);
          expect((need.pieces - 1) * tileM2).toBeLessThan(wanted + 1e-9);
          expect(need.boxes * piecesPerBox).toBeGreaterThanOrEqual(need.pieces);
          expect((need.boxes - 1) * piecesPerBox).toBeLessThan(Math.max(need.pieces, 1));
          expect(need.coveredM2).toBeGreaterThanOrEqual(areaM2);
        },
      ),
    );
  });
});
