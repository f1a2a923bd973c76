import type { ColourKey } from '../colours';
import type { DesignFamily } from '../designs';
import type { Random } from '../random';
import type { Department, GeneratedBrand, OptionStyle } from '../../types';
import type { Finish, Material, TileSize, Usage } from '../vocabulary';

// A product line describes one kind of product (porcelain tile, sofa, pendant…): how its
// names read, which attributes it varies on, and which of those become options.

/** The attributes a product can vary on; each may be fixed (and named) or offered as an option. */
export type AxisKey = 'colour' | 'size' | 'finish' | 'variant';

export interface AxisValue {
  /** The option item name, and the word used in the product name when the value is fixed. */
  name: string;
  /** Added to the base price when chosen as an option. */
  extraPrice: number;
  colour?: ColourKey;
  tileSize?: TileSize;
  finish?: Finish;
}

export interface Axis {
  optionName: string;
  style: OptionStyle;
  /** Candidate values, the product's main value first. */
  values: AxisValue[];
  /** How many values a product offers when this axis is an option. */
  optionCount: [min: number, max: number];
}

export interface OptionPlan {
  /** Axes offered as options, in level order; an empty list means the line's unit option only. */
  axes: AxisKey[];
  weight: number;
}

export type ShippingKind = 'tile' | 'carpet' | 'parcel' | 'furniture' | 'lighting';

export interface LineDraft {
  axes: Partial<Record<AxisKey, Axis>>;
  plans: OptionPlan[];
  /** The product name from the values that are not options. */
  name(fixed: Partial<Record<AxisKey, AxisValue>>): string;
  /** The single option offered when a plan has no axes, e.g. 구매 단위 for tiles. */
  unitOption: Axis;
  extraCategoryNos: number[];
  usage: Usage | null;
  materials: Material[];
  /** Base price in won (the cheapest combination). */
  price: number;
  sampleable: boolean;
  shipping: ShippingKind;
  /** Search tags: the words shoppers type for where it goes ('욕실 타일', '거실 카펫'). */
  tags: string[];
  /** Words the description may use: what it is and what it is made of. */
  describe: { what: string; material: string; series: string };
}

export interface LineInput {
  rng: Random;
  brand: GeneratedBrand;
  family: DesignFamily;
  colour: ColourKey;
}

export interface ProductLine {
  key: string;
  department: Department;
  categoryNo: number;
  /** Relative share of the catalogue. */
  weight: number;
  families: readonly DesignFamily[];
  draft(input: LineInput): LineDraft;
}
