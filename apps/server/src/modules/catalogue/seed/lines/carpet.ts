import { Leaf } from '../categories';
import { tileSizes, type Material, type TileSize } from '../vocabulary';
import type { Axis, LineDraft, LineInput, OptionPlan, ProductLine } from './line';
import { colourAxis, joinName, priceBetween, seriesNames, shuffled } from './shared';

// Carpet tiles are sold by the box of 20 squares (or 16 planks) and mostly shipped by
// parcel; offices buy nylon loops, homes softer cut piles.

const carpetPlans: OptionPlan[] = [
  { axes: ['colour'], weight: 50 },
  { axes: ['colour', 'size'], weight: 15 },
  { axes: ['size', 'colour'], weight: 10 },
  { axes: [], weight: 25 },
];

function carpetSizeAxis(sizes: readonly TileSize[]): Axis {
  return {
    optionName: '사이즈',
    style: 'SELECT',
    values: sizes.map((size) => ({ name: size.label, tileSize: size, extraPrice: 0 })),
    optionCount: [2, 2],
  };
}

function carpetDraft(input: LineInput, use: 'office' | 'home'): LineDraft {
  const { rng, brand, family, colour } = input;
  const sizes = shuffled(rng, [tileSizes.carpetSquare, tileSizes.carpetSquare, tileSizes.carpetPlank]);
  const uniqueSizes = [...new Set(sizes)];
  const main = uniqueSizes[0] as TileSize;
  const material = rng.pick<Material>(use === 'office' ? ['나일론', '나일론', '폴리프로필렌'] : ['울', '폴리프로필렌', '나일론']);
  const pile = use === 'office' ? rng.pick(['루프', '멀티레벨 루프', '컷파일']) : rng.pick(['소프트', '컷파일', '벨벳 루프']);
  const price = priceBetween(rng, 45_000, 180_000);
  const series = rng.pick(seriesNames);
  return {
    axes: { colour: colourAxis(rng, family, colour), size: carpetSizeAxis(uniqueSizes) },
    plans: carpetPlans,
    name: (fixed) => joinName(brand.shortNameKo, series, pile, '카펫타일', fixed.size?.name, fixed.colour?.name),
    unitOption: {
      optionName: '구매 단위',
      style: 'SELECT',
      values: [
        { name: `1박스 (${main.piecesPerBox}장)`, extraPrice: 0 },
        { name: `5박스 (${main.piecesPerBox * 5}장)`, extraPrice: Math.round((price * 4 * 0.93) / 100) * 100 },
      ],
      optionCount: [1, 2],
    },
    extraCategoryNos: [],
    usage: null,
    materials: [material],
    price,
    sampleable: rng.chance(0.9),
    shipping: 'carpet',
    tags: use === 'office' ? ['사무실 바닥재', '사무실 카펫'] : ['거실 카펫', '층간소음 바닥재'],
    describe: { what: use === 'office' ? '사무용 카펫타일' : '주거용 카펫타일', material, series: pile },
  };
}

export const carpetLines: ProductLine[] = [
  {
    key: 'office-carpet',
    department: 'CARPET',
    categoryNo: Leaf.officeCarpet,
    weight: 6,
    families: ['carpet-loop', 'carpet-stripe', 'carpet-cut'],
    draft: (input) => carpetDraft(input, 'office'),
  },
  {
    key: 'home-carpet',
    department: 'CARPET',
    categoryNo: Leaf.homeCarpet,
    weight: 4,
    families: ['carpet-cut', 'carpet-loop'],
    draft: (input) => carpetDraft(input, 'home'),
  },
];
