// What a document says, read from the catalogue once per request (ProductFacts and BrandFacts,
// which the catalogue publishes); the PDF renderers take only these plain records, so they are
// tested without a database.

export type { BrandFacts, ProductFacts } from '../catalogue';

/** Which installation guide a product gets; products of any other kind have no documents. */
export type DocumentFamily = 'tile' | 'faucet';

/**
 * Tiles (the 타일 department) and faucets (the 수전 categories of 수전·욕실; bath accessories
 * are not plumbed, so they have no installation guide). Read from the category name rather
 * than fixed numbers so a renumbered seed keeps working.
 */
export function documentFamilyOf(department: string, categoryName: string): DocumentFamily | null {
  if (department === 'TILE') return 'tile';
  if (department === 'BATH' && categoryName.endsWith('수전')) return 'faucet';
  return null;
}

/** The price a shopper pays: the discount while it is a real one. */
export const sellingPrice = (facts: { price: number; priceDiscount: number }) =>
  facts.priceDiscount > 0 && facts.priceDiscount < facts.price ? facts.priceDiscount : facts.price;
