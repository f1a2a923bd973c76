import { Leaf } from '../categories';
import type { DesignFamily } from '../designs';
import type { Random } from '../random';
import { finishes, tileSizes, type Finish, type Material, type TileSize, type Usage } from '../vocabulary';
import type { Axis, AxisValue, LineDraft, LineInput, OptionPlan, ProductLine } from './line';
import { colourAxis, joinName, seriesNames, shopPrice, shuffled } from './shared';

// Tiles are sold per box, so prices follow the area a box covers; the name spells out
// the fixed size, finish and colour the way tile importers list them.

const TILE_BOX_PRICE = { min: 38_000, max: 180_000 } as const;

const tilePlans: OptionPlan[] = [
  { axes: ['size', 'finish'], weight: 30 },
  { axes: ['colour', 'size'], weight: 18 },
  { axes: ['colour', 'size', 'finish'], weight: 8 },
  { axes: ['finish'], weight: 10 },
  { axes: ['colour'], weight: 12 },
  { axes: [], weight: 22 },
];

const patternWords: Partial<Record<DesignFamily, string>> = {
  marble: '마블',
  concrete: '콘크리트',
  stone: '스톤',
  'wood-plank': '우드',
  terrazzo: '테라조',
  'glazed-grid': '솔리드',
  relief: '웨이브',
  subway: '서브웨이',
  zellige: '젤리지',
  herringbone: '헤링본',
  'hex-mosaic': '헥사곤',
  'penny-mosaic': '페니라운드',
};

function patternOf(family: DesignFamily): string {
  return patternWords[family] ?? '솔리드';
}

/** Larger formats cost more per square metre to make and ship flat. */
function boxPrice(perSquareMetre: number, size: TileSize): number {
  const area = (size.widthMm * size.heightMm * size.piecesPerBox) / 1_000_000;
  const formatFactor = size.widthMm * size.heightMm >= 1_000_000 ? 1.35 : size.widthMm >= 800 ? 1.15 : 1;
  return Math.min(TILE_BOX_PRICE.max, Math.max(TILE_BOX_PRICE.min, area * perSquareMetre * formatFactor));
}

function sizeAxis(rng: Random, sizes: readonly TileSize[], perSquareMetre: number): Axis {
  const ordered = shuffled(rng, sizes);
  const mainPrice = boxPrice(perSquareMetre, ordered[0] as TileSize);
  return {
    optionName: '사이즈',
    style: 'SELECT',
    values: ordered.map((size) => ({
      name: size.label,
      tileSize: size,
      extraPrice: Math.max(0, Math.round((boxPrice(perSquareMetre, size) - mainPrice) / 1000) * 1000),
    })),
    optionCount: [2, 3],
  };
}

function finishAxis(rng: Random, family: DesignFamily): Axis {
  const available: Finish[] = family === 'relief' ? ['릴리프'] : shuffled(rng, finishes.filter((finish) => finish !== '릴리프'));
  return {
    optionName: '마감',
    style: 'RADIO',
    values: available.map((finish) => ({ name: finish, finish, extraPrice: finish === '유광' ? 2_000 : 0 })),
    optionCount: [2, 3],
  };
}

/** Buying five boxes at once is a little cheaper per box, as installers buy by the room. */
function boxUnitOption(price: number, piecesPerBox: number): Axis {
  return {
    optionName: '구매 단위',
    style: 'SELECT',
    values: [
      { name: `1박스 (${piecesPerBox}장)`, extraPrice: 0 },
      { name: `5박스 (${piecesPerBox * 5}장)`, extraPrice: Math.round((price * 4 * 0.95) / 100) * 100 },
    ],
    optionCount: [1, 2],
  };
}

const usageTags: Record<Usage, string[]> = {
  벽: ['욕실 타일', '주방 타일', '벽 타일'],
  바닥: ['바닥 타일', '거실 타일', '현관 타일'],
  '벽·바닥 겸용': ['욕실 타일', '바닥 타일', '거실 타일'],
};

function usageCategories(usage: Usage): number[] {
  if (usage === '벽') return [Leaf.wallTile];
  if (usage === '바닥') return [Leaf.floorTile];
  return [Leaf.wallTile, Leaf.floorTile];
}

interface TileRecipe {
  sizes: readonly TileSize[];
  perSquareMetre: [number, number];
  usage: Usage;
  material: Material;
  /** Words after the brand and before size, finish and colour. */
  title: string;
  what: string;
}

function tileDraft(input: LineInput, recipe: TileRecipe): LineDraft {
  const { rng, brand, family, colour } = input;
  const perSquareMetre = rng.int(recipe.perSquareMetre[0], recipe.perSquareMetre[1]);
  const size = sizeAxis(rng, recipe.sizes, perSquareMetre);
  const main = size.values[0] as AxisValue & { tileSize: TileSize };
  const price = shopPrice(rng, boxPrice(perSquareMetre, main.tileSize));
  return {
    axes: { colour: colourAxis(rng, family, colour), size, finish: finishAxis(rng, family) },
    plans: tilePlans,
    name: (fixed) => joinName(brand.shortNameKo, recipe.title, fixed.size?.name, fixed.finish?.name, fixed.colour?.name),
    unitOption: boxUnitOption(price, main.tileSize.piecesPerBox),
    extraCategoryNos: usageCategories(recipe.usage),
    usage: recipe.usage,
    materials: [recipe.material],
    price,
    sampleable: rng.chance(0.85),
    shipping: 'tile',
    tags: usageTags[recipe.usage],
    describe: { what: recipe.what, material: recipe.material, series: recipe.title },
  };
}

const porcelain: ProductLine = {
  key: 'porcelain',
  department: 'TILE',
  categoryNo: Leaf.porcelain,
  weight: 22,
  families: ['marble', 'concrete', 'stone', 'wood-plank', 'terrazzo', 'glazed-grid', 'relief'],
  draft(input) {
    const { rng, family } = input;
    const large = [tileSizes.square600, tileSizes.large, tileSizes.slab, tileSizes.square800, tileSizes.square1200, tileSizes.wall];
    return tileDraft(input, {
      sizes: large,
      perSquareMetre: [32_000, 98_000],
      usage: rng.pick<Usage>(['바닥', '벽·바닥 겸용', '벽·바닥 겸용', '벽']),
      material: '포세린',
      title: joinName(patternOf(family), rng.pick(seriesNames), '포세린'),
      what: '포세린 타일',
    });
  },
};

const ceramicSizes: Partial<Record<DesignFamily, readonly TileSize[]>> = {
  subway: [tileSizes.subway],
  zellige: [tileSizes.square100],
  herringbone: [tileSizes.subway],
};

const ceramic: ProductLine = {
  key: 'ceramic',
  department: 'TILE',
  categoryNo: Leaf.ceramic,
  weight: 12,
  families: ['subway', 'zellige', 'glazed-grid', 'herringbone', 'relief'],
  draft(input) {
    const { rng, family } = input;
    return tileDraft(input, {
      sizes: ceramicSizes[family] ?? [tileSizes.wall, tileSizes.small, tileSizes.square100],
      perSquareMetre: [36_000, 85_000],
      usage: rng.chance(0.8) ? '벽' : '벽·바닥 겸용',
      material: '세라믹',
      title: joinName(rng.chance(0.6) && rng.pick(seriesNames), patternOf(family), '세라믹 타일'),
      what: '세라믹 타일',
    });
  },
};

const mosaic: ProductLine = {
  key: 'mosaic',
  department: 'TILE',
  categoryNo: Leaf.mosaic,
  weight: 9,
  families: ['hex-mosaic', 'penny-mosaic', 'herringbone', 'glazed-grid'],
  draft(input) {
    const { rng, family } = input;
    const material = rng.pick<Material>(['포세린', '포세린', '유리', '천연석']);
    const materialWord = material === '유리' ? '글라스' : material === '천연석' ? '마블' : undefined;
    return tileDraft(input, {
      sizes: [tileSizes.mosaicSheet],
      perSquareMetre: [48_000, 150_000],
      usage: rng.chance(0.7) ? '벽' : '벽·바닥 겸용',
      material,
      title: joinName(rng.chance(0.4) && rng.pick(seriesNames), patternOf(family), materialWord, '모자이크 타일'),
      what: '모자이크 타일',
    });
  },
};

const terrazzo: ProductLine = {
  key: 'terrazzo',
  department: 'TILE',
  categoryNo: Leaf.terrazzo,
  weight: 8,
  families: ['terrazzo'],
  draft(input) {
    const { rng } = input;
    const porcelainBody = rng.chance(0.6);
    return tileDraft(input, {
      sizes: [tileSizes.square600, tileSizes.wall, tileSizes.square800, tileSizes.large],
      perSquareMetre: [45_000, 110_000],
      usage: rng.pick<Usage>(['바닥', '벽·바닥 겸용']),
      material: porcelainBody ? '포세린' : '천연석',
      title: joinName('테라조', rng.pick(seriesNames), porcelainBody && '포세린'),
      what: '테라조 타일',
    });
  },
};

export const tileLines: ProductLine[] = [porcelain, ceramic, mosaic, terrazzo];
