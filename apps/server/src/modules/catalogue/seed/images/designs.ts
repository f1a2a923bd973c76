import { colours, type ColourKey } from '../colours';
import type { DesignFamily } from '../designs';
import { createRandom, hashString } from '../random';
import type { Drawer, Drawing } from './drawing';
import { silhouetteDrawers } from './silhouettes';
import { surfaceDrawers } from './surfaces';
import { CANVAS } from './svg';

const drawers: Record<DesignFamily, Drawer> = { ...surfaceDrawers, ...silhouetteDrawers };

/** The drawing of one design; the pattern's randomness is seeded by the design's key. */
export function drawDesign(family: DesignFamily, colour: ColourKey): Drawing {
  return drawers[family](colours[colour].palette, createRandom(hashString(`${family}-${colour}`)));
}

/** A square SVG document of the design at the given pixel size. */
export function designSvg(family: DesignFamily, colour: ColourKey, size: number): string {
  const drawing = drawDesign(family, colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${CANVAS} ${CANVAS}"><defs>${drawing.defs}</defs>${drawing.background}${drawing.subject}</svg>`;
}
