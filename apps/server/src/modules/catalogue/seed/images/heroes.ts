import type { ColourKey } from '../colours';
import type { DesignFamily } from '../designs';
import { drawDesign } from './designs';
import { CANVAS } from './svg';

// Wide banners for the home page: a surface filling the frame and a product standing on
// the right, like a styled room shot.

export const heroKeys = ['hero-terrazzo', 'hero-carpet', 'hero-bath', 'hero-furniture'] as const;
export type HeroKey = (typeof heroKeys)[number];

/** Desktop banner and the mobile crop. */
export const heroSizes = [
  { width: 1600, height: 700 },
  { width: 800, height: 600 },
] as const;

interface HeroRecipe {
  surface: [DesignFamily, ColourKey];
  product: [DesignFamily, ColourKey];
}

const recipes: Record<HeroKey, HeroRecipe> = {
  'hero-terrazzo': { surface: ['terrazzo', 'beige'], product: ['vase', 'terracotta'] },
  'hero-carpet': { surface: ['carpet-loop', 'gray'], product: ['chair', 'green'] },
  'hero-bath': { surface: ['zellige', 'green'], product: ['basin-faucet', 'gold'] },
  'hero-furniture': { surface: ['concrete', 'ivory'], product: ['sofa', 'beige'] },
};

/**
 * Nested SVGs keep each drawing in its own 1000×1000 space; ids are prefixed because
 * both drawings may define the same filter names.
 */
export function heroSvg(key: HeroKey, width: number, height: number): string {
  const recipe = recipes[key];
  const surface = drawDesign(...recipe.surface);
  const product = drawDesign(...recipe.product);
  const productSize = Math.min(height * 0.95, width * 0.6);
  const productX = width - productSize - width * 0.04;
  const productY = height - productSize;
  const scoped = (text: string, prefix: string) => text.replaceAll('id="', `id="${prefix}`).replaceAll('url(#', `url(#${prefix}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<svg width="${width}" height="${height}" viewBox="0 0 ${CANVAS} ${CANVAS}" preserveAspectRatio="xMidYMid slice"><defs>${scoped(surface.defs, 's-')}</defs>${scoped(surface.background + surface.subject, 's-')}</svg>` +
    `<svg x="${productX}" y="${productY}" width="${productSize}" height="${productSize}" viewBox="0 0 ${CANVAS} ${CANVAS}"><defs>${scoped(product.defs, 'p-')}</defs>${scoped(product.subject, 'p-')}</svg>` +
    `</svg>`
  );
}
