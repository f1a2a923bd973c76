import { colours } from '../apps/server/src/modules/catalogue/seed/colours';
import { finishes, materials, origins, usages } from '../apps/server/src/modules/catalogue/seed/vocabulary';

/**
 * The words shoppers type, taken from the seed's own vocabulary (the words product names,
 * option items and descriptions are made of), so they find products and spread the load
 * over the catalogue instead of one hot word. One-syllable words (벽, 울, 면) are left out:
 * shoppers type two syllables or more, which is what the search's goals are set for.
 */
export const shopperKeywords: readonly string[] = [
  ...new Set([
    ...materials,
    ...origins,
    ...finishes,
    ...usages,
    ...Object.values(colours).flatMap((colour) => [colour.filterName, ...colour.displayNames]),
  ]),
].filter((word) => word.length >= 2);
