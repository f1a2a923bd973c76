import { Leaf } from '../categories';
import type { DesignFamily } from '../designs';
import type { Material } from '../vocabulary';
import type { Axis, LineDraft, LineInput, OptionPlan, ProductLine } from './line';
import { colourAxis, joinName, nordicSeries, priceBetween, valuesOf } from './shared';

// Interior accessories: rugs, objects and textiles. Small items ship by parcel with a
// free-shipping threshold, which is why their prices sit mostly under 190,000원.

interface ObjectType {
  name: string;
  material: Material;
  size?: Axis;
}

function objectDraft(input: LineInput, types: readonly ObjectType[], price: [number, number], plans: OptionPlan[]): LineDraft {
  const { rng, brand, family, colour } = input;
  const series = rng.pick(nordicSeries);
  const type = rng.pick(types);
  return {
    axes: { colour: colourAxis(rng, family, colour), size: type.size },
    plans,
    name: (fixed) => joinName(brand.shortNameKo, series, type.name, fixed.size?.name, fixed.colour?.name),
    unitOption: { optionName: '구성', style: 'SELECT', values: valuesOf(['단품']), optionCount: [1, 1] },
    extraCategoryNos: [],
    usage: null,
    materials: [type.material],
    price: priceBetween(rng, price[0], price[1]),
    sampleable: false,
    shipping: 'parcel',
    tags: ['인테리어 소품', '집들이 선물'],
    describe: { what: type.name, material: type.material, series },
  };
}

function sizes(names: readonly string[], extraPrices: readonly number[]): Axis {
  return { optionName: '사이즈', style: 'SELECT', values: valuesOf(names, extraPrices), optionCount: [2, names.length] };
}

const withSizes: OptionPlan[] = [
  { axes: ['size', 'colour'], weight: 45 },
  { axes: ['colour'], weight: 35 },
  { axes: [], weight: 20 },
];

function objectLine(key: string, categoryNo: number, weight: number, family: DesignFamily, types: readonly ObjectType[], price: [number, number]): ProductLine {
  return { key, department: 'OBJECT', categoryNo, weight, families: [family], draft: (input) => objectDraft(input, types, price, withSizes) };
}

const rugSizes = sizes(['140×200', '160×230', '200×300'], [0, 40_000, 110_000]);

export const objectLines: ProductLine[] = [
  objectLine('rug', Leaf.rug, 4, 'rug', [
    { name: '울 러그', material: '울', size: rugSizes },
    { name: '핸드터프티드 러그', material: '울', size: rugSizes },
    { name: '플랫위브 러그', material: '면', size: rugSizes },
    { name: '아웃도어 러그', material: '폴리프로필렌', size: rugSizes },
  ], [79_000, 590_000]),
  objectLine('object', Leaf.object, 5, 'vase', [
    { name: '세라믹 화병', material: '세라믹' },
    { name: '글라스 화병', material: '유리' },
    { name: '마블 오브제 트레이', material: '천연석' },
    { name: '캔들 홀더', material: '금속' },
    { name: '우드 북엔드', material: '원목' },
  ], [12_000, 190_000]),
  objectLine('textile', Leaf.textile, 5, 'cushion', [
    { name: '리넨 쿠션 커버', material: '리넨', size: sizes(['45×45', '50×50'], [0, 4_000]) },
    { name: '울 블랭킷', material: '울' },
    { name: '면 테이블 러너', material: '면' },
    { name: '리넨 커튼', material: '리넨', size: sizes(['140×230', '200×230'], [0, 22_000]) },
  ], [12_000, 190_000]),
];
