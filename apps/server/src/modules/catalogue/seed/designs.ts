import type { ColourKey } from './colours';

/**
 * The procedural picture families and the colourways each is drawn in. A product's
 * picture is one (family, colour) pair, so ~130 pictures serve any number of products.
 * The generator only needs these names; the drawing lives in images/.
 */
export const designFamilies = {
  terrazzo: ['white', 'ivory', 'beige', 'gray', 'pink', 'green', 'terracotta', 'charcoal'],
  marble: ['white', 'ivory', 'gray', 'black', 'green', 'beige'],
  concrete: ['gray', 'charcoal', 'beige', 'ivory'],
  stone: ['beige', 'gray', 'ivory', 'brown'],
  'wood-plank': ['brown', 'beige', 'gray'],
  subway: ['white', 'ivory', 'green', 'blue', 'pink', 'black'],
  zellige: ['white', 'green', 'blue', 'terracotta', 'pink'],
  'glazed-grid': ['white', 'ivory', 'beige', 'gray', 'charcoal', 'blue', 'green'],
  'hex-mosaic': ['white', 'black', 'gray', 'green', 'blue'],
  'penny-mosaic': ['white', 'black', 'blue', 'pink'],
  herringbone: ['white', 'beige', 'gray', 'green'],
  relief: ['white', 'ivory', 'gray'],
  'carpet-loop': ['gray', 'charcoal', 'beige', 'blue', 'green'],
  'carpet-stripe': ['gray', 'charcoal', 'blue', 'brown'],
  'carpet-cut': ['charcoal', 'beige', 'terracotta', 'green'],
  'basin-faucet': ['silver', 'black', 'gold', 'white'],
  'kitchen-faucet': ['silver', 'black', 'gold'],
  shower: ['silver', 'black', 'gold'],
  'bath-accessory': ['silver', 'black', 'gold', 'white'],
  sofa: ['beige', 'gray', 'green', 'blue', 'brown', 'ivory'],
  chair: ['brown', 'black', 'beige', 'green', 'white'],
  table: ['brown', 'white', 'black', 'beige'],
  cabinet: ['brown', 'white', 'gray', 'green'],
  pendant: ['white', 'black', 'gold', 'green', 'terracotta'],
  'table-lamp': ['white', 'black', 'brown', 'pink'],
  'floor-lamp': ['black', 'white', 'gold', 'beige'],
  rug: ['beige', 'gray', 'green', 'terracotta', 'blue'],
  vase: ['white', 'terracotta', 'blue', 'green', 'black'],
  cushion: ['ivory', 'beige', 'green', 'pink', 'blue'],
} as const satisfies Record<string, readonly ColourKey[]>;

export type DesignFamily = keyof typeof designFamilies;

export function coloursOf(family: DesignFamily): readonly ColourKey[] {
  return designFamilies[family];
}

/** Every (family, colour) pair that can appear, i.e. every picture there is to draw. */
export function allDesigns(): { family: DesignFamily; colour: ColourKey }[] {
  return (Object.keys(designFamilies) as DesignFamily[]).flatMap((family) =>
    designFamilies[family].map((colour) => ({ family, colour })),
  );
}
