import { bathLines } from './bath';
import { carpetLines } from './carpet';
import { furnitureLines } from './furniture';
import { lightingLines } from './lighting';
import type { ProductLine } from './line';
import { objectLines } from './objects';
import { tileLines } from './tiles';

export type { Axis, AxisKey, AxisValue, LineDraft, OptionPlan, ProductLine, ShippingKind } from './line';

/** Every product line with its share of the catalogue; tiles dominate, as in the real shop. */
export const productLines: readonly ProductLine[] = [
  ...tileLines,
  ...carpetLines,
  ...bathLines,
  ...furnitureLines,
  ...lightingLines,
  ...objectLines,
];
