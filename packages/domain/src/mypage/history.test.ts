import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeProductViews, parseStoredViews, PRODUCT_HISTORY_MAX, recordProductView, type ProductView } from './history';

const START = Date.parse('2026-01-01T00:00:00Z');
const view = fc.record({ productNo: fc.integer({ min: 1, max: 80 }), viewedAt: fc.integer({ min: 0, max: 10_000_000 }).map((ms) => new Date(START + ms).toISOString()) });
const list = fc.array(view, { maxLength: 120 });
const at = (view: ProductView) => Date.parse(view.viewedAt);

describe('mergeProductViews', () => {
  it('keeps each product once, with its latest view, newest first, at most 50', () => {
    fc.assert(
      fc.property(list, list, (server, local) => {
        const merged = mergeProductViews([server, local]);
        expect(merged.length).toBeLessThanOrEqual(PRODUCT_HISTORY_MAX);
        expect(new Set(merged.map((item) => item.productNo)).size).toBe(merged.length);
        for (let i = 1; i < merged.length; i += 1) expect(at(merged[i - 1]!)).toBeGreaterThanOrEqual(at(merged[i]!));
        for (const item of merged) {
          const latest = Math.max(...[...server, ...local].filter((other) => other.productNo === item.productNo).map(at));
          expect(at(item)).toBe(latest);
        }
        // Nothing newer than the oldest kept view was dropped.
        const distinct = new Set([...server, ...local].map((item) => item.productNo)).size;
        expect(merged.length).toBe(Math.min(distinct, PRODUCT_HISTORY_MAX));
      }),
    );
  });

  it('gives the same list whichever side comes first, and merging again changes nothing', () => {
    fc.assert(
      fc.property(list, list, (a, b) => {
        const merged = mergeProductViews([a, b]);
        expect(mergeProductViews([b, a])).toEqual(merged);
        expect(mergeProductViews([merged, b])).toEqual(merged);
      }),
    );
  });

  it('drops malformed entries', () => {
    expect(mergeProductViews([[{ productNo: 0, viewedAt: '2026-01-01T00:00:00Z' }, { productNo: 3, viewedAt: 'yesterday' }, { productNo: 1.5, viewedAt: '2026-01-01T00:00:00Z' }]])).toEqual([]);
  });
});

describe('recordProductView', () => {
  it('puts the product on top once, and the 51st product pushes the oldest out', () => {
    let history: ProductView[] = [];
    for (let productNo = 1; productNo <= 51; productNo += 1) history = recordProductView(history, productNo, new Date(START + productNo * 1000));
    expect(history).toHaveLength(50);
    expect(history[0]!.productNo).toBe(51);
    expect(history.some((item) => item.productNo === 1)).toBe(false);
    history = recordProductView(history, 10, new Date(START + 100_000));
    expect(history.map((item) => item.productNo).slice(0, 2)).toEqual([10, 51]);
    expect(history.filter((item) => item.productNo === 10)).toHaveLength(1);
  });

  it('puts the product viewed last on top, whatever the clock says', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 80 }), fc.integer({ min: 0, max: 10_000_000 }), (history, productNo, ms) => {
        const recorded = recordProductView(mergeProductViews([history]), productNo, new Date(START + ms));
        expect(recorded[0]!.productNo).toBe(productNo);
        expect(recorded.filter((item) => item.productNo === productNo)).toHaveLength(1);
      }),
    );
  });

  it('moves a product viewed again even when the clock went back', () => {
    const history = recordProductView([{ productNo: 1, viewedAt: new Date(START + 5000).toISOString() }, { productNo: 2, viewedAt: new Date(START + 6000).toISOString() }], 1, new Date(START + 7000));
    expect(history.map((item) => item.productNo)).toEqual([1, 2]);
  });
});

describe('parseStoredViews', () => {
  it('reads what was stored and treats anything else as empty', () => {
    const stored = [{ productNo: 4, viewedAt: '2026-02-01T00:00:00.000Z' }];
    expect(parseStoredViews(JSON.stringify(stored))).toEqual(stored);
    for (const text of [null, '', '{', '{"a":1}', '[1,2]', '[{"productNo":"4","viewedAt":"x"}]']) expect(parseStoredViews(text)).toEqual([]);
  });
});
