import { Leaf } from '../categories';
import type { DesignFamily } from '../designs';
import type { Material } from '../vocabulary';
import type { Axis, LineDraft, LineInput, OptionPlan, ProductLine } from './line';
import { colourAxis, joinName, nordicSeries, priceBetween, seriesNames, valuesOf } from './shared';

// Faucets and bath accessories: the finish (chrome, black, gold…) is the colour choice,
// and a second option often adds an installation part.

const bathPlans: OptionPlan[] = [
  { axes: ['colour'], weight: 45 },
  { axes: ['colour', 'variant'], weight: 30 },
  { axes: [], weight: 25 },
];

interface BathRecipe {
  types: readonly string[];
  price: [number, number];
  materials: readonly Material[];
  variant: Axis;
  what: string;
  tags: string[];
}

function bathDraft(input: LineInput, recipe: BathRecipe): LineDraft {
  const { rng, brand, family, colour } = input;
  const series = rng.pick(rng.chance(0.5) ? seriesNames : nordicSeries);
  const type = rng.pick(recipe.types);
  const material = rng.pick(recipe.materials);
  return {
    axes: { colour: colourAxis(rng, family, colour, '마감'), variant: recipe.variant },
    plans: bathPlans,
    name: (fixed) => joinName(brand.shortNameKo, series, type, fixed.colour?.name),
    unitOption: { optionName: '구성', style: 'SELECT', values: valuesOf(['단품']), optionCount: [1, 1] },
    extraCategoryNos: [],
    usage: null,
    materials: [material],
    price: priceBetween(rng, recipe.price[0], recipe.price[1]),
    sampleable: false,
    shipping: 'parcel',
    tags: recipe.tags,
    describe: { what: type, material, series },
  };
}

function radio(optionName: string, names: readonly string[], extraPrices: readonly number[]): Axis {
  return { optionName, style: 'RADIO', values: valuesOf(names, extraPrices), optionCount: [2, names.length] };
}

function bathLine(key: string, categoryNo: number, weight: number, family: DesignFamily, recipe: BathRecipe): ProductLine {
  return { key, department: 'BATH', categoryNo, weight, families: [family], draft: (input) => bathDraft(input, recipe) };
}

export const bathLines: ProductLine[] = [
  bathLine('basin-faucet', Leaf.basinFaucet, 6, 'basin-faucet', {
    types: ['원홀 세면대 수전', '벽부형 세면대 수전', '키큰 세면대 수전', '투홀 세면대 수전'],
    price: [89_000, 490_000],
    materials: ['황동', '황동', '스테인리스'],
    variant: radio('구성', ['본체', '본체 + 팝업 배수구'], [0, 28_000]),
    what: '세면대 수전',
    tags: ['욕실 수전', '욕실 리모델링'],
  }),
  bathLine('kitchen-faucet', Leaf.kitchenFaucet, 4, 'kitchen-faucet', {
    types: ['싱크 수전', '풀다운 주방 수전', '벽부형 주방 수전'],
    price: [129_000, 890_000],
    materials: ['스테인리스', '황동'],
    variant: radio('구성', ['본체', '본체 + 정수 필터', '본체 + 설치 키트'], [0, 69_000, 35_000]),
    what: '주방 수전',
    tags: ['싱크대 수전', '주방 리모델링'],
  }),
  bathLine('shower-faucet', Leaf.showerFaucet, 4, 'shower', {
    types: ['해바라기 샤워 수전', '레인 샤워 시스템', '핸드 샤워 세트', '매립형 샤워 수전'],
    price: [159_000, 890_000],
    materials: ['황동', '스테인리스'],
    variant: radio('헤드', ['200mm 헤드', '250mm 헤드', '300mm 헤드'], [0, 45_000, 90_000]),
    what: '샤워 수전',
    tags: ['욕실 수전', '샤워기'],
  }),
  bathLine('bath-accessory', Leaf.bathAccessory, 5, 'bath-accessory', {
    types: ['수건걸이', '휴지걸이', '비누 선반', '코너 선반', '로브 후크', '욕실 거울 선반'],
    price: [12_000, 190_000],
    materials: ['스테인리스', '황동', '금속'],
    variant: radio('길이', ['400mm', '600mm', '800mm'], [0, 8_000, 15_000]),
    what: '욕실 액세서리',
    tags: ['욕실 소품', '욕실 리모델링'],
  }),
];
