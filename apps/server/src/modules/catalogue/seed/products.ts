import { sellingPrice } from '@maru/domain';
import { brandsOf } from './brands';
import { PREMIUM_CATEGORY_NO } from './categories';
import { colours } from './colours';
import { deliveriesFor } from './delivery';
import { describe } from './descriptions';
import { coloursOf } from './designs';
import type { FilterIndex } from './filters';
import { productLines, type AxisKey, type AxisValue, type LineDraft } from './lines';
import { optionLevels, optionRows, type ChosenLevel } from './options';
import { createRandom, deriveSeed, type Random } from './random';
import type { GeneratedProduct, TileSpec } from '../types';
import { materials, priceBandOf, type TileSize } from './vocabulary';

export const FIRST_PRODUCT_NO = 100_001;
const TWO_YEARS_MS = 730 * 24 * 60 * 60 * 1000;

export interface ProductContext {
  seed: number;
  filterIndex: FilterIndex;
  /** Brand number → its brand category, for the three featured brands. */
  brandCategoryByBrand: ReadonlyMap<number, number>;
  /** The catalogue's "today" in epoch ms; products are created up to two years before. */
  asOfMs: number;
}

/**
 * Builds product number FIRST_PRODUCT_NO + index. Each product draws from its own random
 * stream, so any product can be built without building the ones before it.
 */
export function generateProduct(index: number, context: ProductContext): GeneratedProduct {
  const rng = createRandom(deriveSeed(context.seed, index));
  const productNo = FIRST_PRODUCT_NO + index;
  const line = rng.weighted(productLines, (candidate) => candidate.weight);
  const brand = rng.pick(brandsOf(line.department));
  const family = rng.pick(line.families);
  const colour = rng.pick(coloursOf(family));
  const draft = line.draft({ rng, brand, family, colour });

  const levels = chooseLevels(rng, draft);
  const fixed = fixedValues(draft, levels);
  const chosenValues = [...Object.values(fixed), ...levels.flatMap((level) => level.values)];
  const price = draft.price;
  const priceDiscount = rng.chance(0.3) ? discounted(rng, price) : 0;
  const soldOut = rng.chance(0.02);
  const rows = optionRows(rng, productNo, levels, {
    soldOut,
    defaultLostType: rng.chance(0.7) ? 'STOCK_ALIM' : 'SALE_CLOSE',
    maxStock: line.department === 'TILE' || line.department === 'CARPET' ? 400 : 60,
  });

  const categoryNos = [line.categoryNo, ...draft.extraCategoryNos];
  const premiumShare = line.department === 'OBJECT' || line.department === 'CARPET' ? 0.03 : 0.07;
  if (rng.chance(premiumShare)) categoryNos.push(PREMIUM_CATEGORY_NO);
  const brandCategory = context.brandCategoryByBrand.get(brand.brandNo);
  if (brandCategory !== undefined) categoryNos.push(brandCategory);

  // The colour it is pictured and named in, and what it is made of, are tags shoppers search
  // by; the colour and material facets are read back from them (issue 26).
  const tags = [...new Set([...draft.tags, colours[colour].filterName, ...draft.materials])];

  // Demand shapes popularity; review counts start at 0 and follow real reviews (the review module).
  const demand = Math.floor(rng.next() ** 3 * 640);
  const ageMs = Math.floor(rng.next() * TWO_YEARS_MS);
  const mainSize = chosenValues.find((value) => value.tileSize)?.tileSize;

  return {
    productNo,
    name: draft.name(fixed),
    brandNo: brand.brandNo,
    department: line.department,
    categoryNo: line.categoryNo,
    categoryNos,
    description: describe(rng, { department: line.department, brand, ...draft.describe }),
    tags,
    price,
    priceDiscount,
    vatRate: 10,
    reviewCnt: 0,
    popularity: demand * 3 + rng.int(0, 900) + Math.round((1 - ageMs / TWO_YEARS_MS) * 300),
    createdAt: new Date(Math.floor((context.asOfMs - ageMs) / 1000) * 1000).toISOString(),
    sampleable: draft.sampleable,
    inquiryProduct: line.department === 'FURNITURE' && rng.chance(0.02),
    deliveries: deliveriesFor(rng, draft.shipping, brand.brandNo),
    tileSpec: mainSize && (line.department === 'TILE' || line.department === 'CARPET') ? tileSpecOf(mainSize) : null,
    optionGroupSeq: productNo,
    options: optionLevels(productNo, levels),
    optionRows: rows,
    filterItemNos: filterItems(context.filterIndex, {
      values: chosenValues,
      tags,
      usage: draft.usage,
      origin: brand.countryKo,
      sellingPrice: sellingPrice({ price, priceDiscount }),
    }),
    design: { family, colour },
  };
}

function chooseLevels(rng: Random, draft: LineDraft): ChosenLevel[] {
  const usable = draft.plans.filter((plan) =>
    plan.axes.every((key) => {
      const axis = draft.axes[key];
      return axis !== undefined && axis.values.length >= axis.optionCount[0];
    }),
  );
  const plan = rng.weighted(usable, (candidate) => candidate.weight);
  const levelOf = (axis: AxisKey | null, definition: NonNullable<LineDraft['axes'][AxisKey]>): ChosenLevel => {
    const max = Math.min(definition.optionCount[1], definition.values.length);
    return { axis, definition, values: definition.values.slice(0, rng.int(definition.optionCount[0], max)) };
  };
  if (plan.axes.length === 0) return [levelOf(null, draft.unitOption)];
  return plan.axes.map((key) => levelOf(key, draft.axes[key]!));
}

/** Axes that are not options keep their main value, which the product name then spells out. */
function fixedValues(draft: LineDraft, levels: readonly ChosenLevel[]): Partial<Record<AxisKey, AxisValue>> {
  const fixed: Partial<Record<AxisKey, AxisValue>> = {};
  for (const key of Object.keys(draft.axes) as AxisKey[]) {
    const main = draft.axes[key]?.values[0];
    if (main && !levels.some((level) => level.axis === key)) fixed[key] = main;
  }
  return fixed;
}

/** 5–35 % off, rounded down to 100 won, as shops price their sales. */
function discounted(rng: Random, price: number): number {
  const rate = rng.int(5, 35) / 100;
  return Math.floor((price * (1 - rate)) / 100) * 100;
}

function tileSpecOf(size: TileSize): TileSpec {
  const m2 = (size.widthMm * size.heightMm * size.piecesPerBox) / 1_000_000;
  return { widthMm: size.widthMm, heightMm: size.heightMm, piecesPerBox: size.piecesPerBox, m2PerBox: Math.round(m2 * 100) / 100 };
}

interface FilterFacts {
  values: AxisValue[];
  tags: readonly string[];
  usage: string | null;
  origin: string;
  sellingPrice: number;
}

const colourFilterNames = new Set<string>(Object.values(colours).map((colour) => colour.filterName));
const materialNames = new Set<string>(materials);

/**
 * Filter items from what the product shows: its colour and materials from its tags (the
 * colour it is pictured in: a green tile that also comes in white is not filed under 화이트,
 * whose shoppers would see a green picture), sizes and finishes from its option values.
 */
function filterItems(index: FilterIndex, facts: FilterFacts): number[] {
  const items = new Set<number>();
  for (const tag of facts.tags) {
    if (colourFilterNames.has(tag)) items.add(index.itemNo('colour', tag));
    if (materialNames.has(tag)) items.add(index.itemNo('material', tag));
  }
  for (const value of facts.values) {
    if (value.tileSize) items.add(index.itemNo('size', value.tileSize.label));
    if (value.finish) items.add(index.itemNo('finish', value.finish));
  }
  if (facts.usage) items.add(index.itemNo('usage', facts.usage));
  items.add(index.itemNo('origin', facts.origin));
  items.add(index.itemNo('priceBand', priceBandOf(facts.sellingPrice).label));
  return [...items].sort((a, b) => a - b);
}
