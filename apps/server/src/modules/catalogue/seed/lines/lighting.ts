import { Leaf } from '../categories';
import type { DesignFamily } from '../designs';
import type { Material } from '../vocabulary';
import type { LineDraft, LineInput, OptionPlan, ProductLine } from './line';
import { colourAxis, joinName, nordicSeries, priceBetween, valuesOf } from './shared';

const lightingPlans: OptionPlan[] = [
  { axes: ['colour'], weight: 50 },
  { axes: ['colour', 'variant'], weight: 30 },
  { axes: [], weight: 20 },
];

function lightingDraft(input: LineInput, types: readonly string[], price: [number, number]): LineDraft {
  const { rng, brand, family, colour } = input;
  const series = rng.pick(nordicSeries);
  const type = rng.pick(types);
  const material = rng.pick<Material>(['유리', '금속', '금속', '패브릭', '황동']);
  return {
    axes: {
      colour: colourAxis(rng, family, colour),
      variant: { optionName: '전구', style: 'RADIO', values: valuesOf(['전구 미포함', 'LED 전구 포함'], [0, 9_000]), optionCount: [2, 2] },
    },
    plans: lightingPlans,
    name: (fixed) => joinName(brand.shortNameKo, series, type, fixed.colour?.name),
    unitOption: { optionName: '구성', style: 'SELECT', values: valuesOf(['단품']), optionCount: [1, 1] },
    extraCategoryNos: [],
    usage: null,
    materials: [material],
    price: priceBetween(rng, price[0], price[1]),
    sampleable: false,
    shipping: 'lighting',
    tags: ['인테리어 조명', '조명 인테리어'],
    describe: { what: type, material, series },
  };
}

function lightingLine(key: string, categoryNo: number, weight: number, family: DesignFamily, types: readonly string[], price: [number, number]): ProductLine {
  return { key, department: 'LIGHTING', categoryNo, weight, families: [family], draft: (input) => lightingDraft(input, types, price) };
}

export const lightingLines: ProductLine[] = [
  lightingLine('pendant', Leaf.pendant, 4, 'pendant', ['펜던트 조명', '글라스 펜던트', '돔 펜던트 조명'], [89_000, 1_290_000]),
  lightingLine('table-lamp', Leaf.tableLamp, 3, 'table-lamp', ['테이블 조명', '무드등', '데스크 램프'], [59_000, 690_000]),
  lightingLine('floor-lamp', Leaf.floorLamp, 3, 'floor-lamp', ['플로어 조명', '아크 플로어 램프', '스탠드 조명'], [129_000, 1_490_000]),
];
