import { Leaf } from '../categories';
import type { DesignFamily } from '../designs';
import type { Material } from '../vocabulary';
import type { Axis, AxisValue, LineDraft, LineInput, OptionPlan, ProductLine } from './line';
import { colourAxis, joinName, nordicSeries, priceBetween, valuesOf } from './shared';

// Furniture is priced per piece and delivered by the maker's own crew; sizes and frames
// change the price, colours (fabric, finish) do not.

interface FurnitureRecipe {
  types: readonly string[];
  price: [number, number];
  materials: readonly (readonly Material[])[];
  colourOptionName: string;
  size?: Axis;
  variant?: Axis;
  plans: OptionPlan[];
  tags: string[];
}

function furnitureDraft(input: LineInput, recipe: FurnitureRecipe): LineDraft {
  const { rng, brand, family, colour } = input;
  const series = rng.pick(nordicSeries);
  const type = rng.pick(recipe.types);
  const materials = [...rng.pick(recipe.materials)];
  const price = priceBetween(rng, recipe.price[0], recipe.price[1]);
  const scaled = (axis: Axis | undefined): Axis | undefined =>
    axis && {
      ...axis,
      values: axis.values.map((value): AxisValue => ({ ...value, extraPrice: Math.round((value.extraPrice * price) / 1_000_000) * 1000 })),
    };
  return {
    axes: { colour: colourAxis(rng, family, colour, recipe.colourOptionName), size: scaled(recipe.size), variant: scaled(recipe.variant) },
    plans: recipe.plans,
    name: (fixed) => joinName(brand.shortNameKo, series, fixed.size?.name, type, fixed.variant?.name, fixed.colour?.name),
    unitOption: { optionName: '구성', style: 'SELECT', values: valuesOf(['단품']), optionCount: [1, 1] },
    extraCategoryNos: [],
    usage: null,
    materials,
    price,
    sampleable: family === 'sofa' && rng.chance(0.3),
    shipping: 'furniture',
    tags: recipe.tags,
    describe: { what: type, material: materials.join('·'), series },
  };
}

/** Extra prices here are per mille of the base price; furnitureDraft turns them into won. */
function axis(optionName: string, style: Axis['style'], names: readonly string[], perMille: readonly number[]): Axis {
  return { optionName, style, values: valuesOf(names, perMille), optionCount: [2, Math.min(3, names.length)] };
}

function furnitureLine(key: string, categoryNo: number, weight: number, family: DesignFamily, recipe: FurnitureRecipe): ProductLine {
  return { key, department: 'FURNITURE', categoryNo, weight, families: [family], draft: (input) => furnitureDraft(input, recipe) };
}

export const furnitureLines: ProductLine[] = [
  furnitureLine('sofa', Leaf.sofa, 4, 'sofa', {
    types: ['소파', '모듈 소파', '카우치 소파', '패브릭 소파'],
    price: [890_000, 4_800_000],
    materials: [['패브릭', '원목'], ['가죽', '원목'], ['패브릭', '금속']],
    colourOptionName: '패브릭',
    tags: ['거실 소파', '거실 가구'],
    size: axis('사이즈', 'SELECT', ['2인', '3인', '4인'], [0, 180, 360]),
    variant: axis('다리', 'RADIO', ['오크 다리', '블랙 메탈 다리'], [0, 30]),
    plans: [
      { axes: ['size', 'colour'], weight: 40 },
      { axes: ['size', 'colour', 'variant'], weight: 20 },
      { axes: ['colour'], weight: 25 },
      { axes: [], weight: 15 },
    ],
  }),
  furnitureLine('chair', Leaf.chair, 5, 'chair', {
    types: ['다이닝 체어', '라운지 체어', '암체어', '바 스툴'],
    tags: ['식탁 의자', '의자'],
    price: [290_000, 1_400_000],
    materials: [['원목', '패브릭'], ['원목', '가죽'], ['금속', '패브릭'], ['원목']],
    colourOptionName: '색상',
    variant: axis('프레임', 'RADIO', ['오크', '월넛', '블랙 애쉬'], [0, 120, 40]),
    plans: [
      { axes: ['colour'], weight: 40 },
      { axes: ['variant', 'colour'], weight: 35 },
      { axes: [], weight: 25 },
    ],
  }),
  furnitureLine('table', Leaf.table, 4, 'table', {
    types: ['다이닝 테이블', '원형 테이블', '커피 테이블', '사이드 테이블'],
    tags: ['식탁', '거실 테이블'],
    price: [390_000, 3_200_000],
    materials: [['원목'], ['천연석', '금속'], ['원목', '금속']],
    colourOptionName: '색상',
    size: axis('사이즈', 'SELECT', ['1200×800', '1600×900', '1800×900', '2000×1000'], [0, 150, 230, 320]),
    variant: axis('상판', 'RADIO', ['오크 상판', '월넛 상판', '세라믹 상판'], [0, 150, 220]),
    plans: [
      { axes: ['size', 'variant'], weight: 40 },
      { axes: ['size', 'colour'], weight: 20 },
      { axes: ['colour'], weight: 20 },
      { axes: [], weight: 20 },
    ],
  }),
  furnitureLine('storage', Leaf.storage, 4, 'cabinet', {
    types: ['사이드보드', '책장', '서랍장', '선반 유닛', '수납장'],
    tags: ['거실 수납', '수납 가구'],
    price: [290_000, 2_400_000],
    materials: [['원목'], ['원목', '금속'], ['금속']],
    colourOptionName: '색상',
    size: axis('폭', 'SELECT', ['폭 800', '폭 1200', '폭 1600'], [0, 220, 420]),
    plans: [
      { axes: ['size', 'colour'], weight: 35 },
      { axes: ['colour'], weight: 35 },
      { axes: [], weight: 30 },
    ],
  }),
];
