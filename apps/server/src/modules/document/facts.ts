// What a document says, read from the catalogue once per request; the PDF renderers take
// only these plain records, so they are tested without a database.

/** Which installation guide a product gets; products of any other kind have no documents. */
export type DocumentFamily = 'tile' | 'faucet';

export interface ProductFacts {
  productNo: number;
  name: string;
  brandNameKo: string;
  brandNameLatin: string;
  brandNo: number;
  brandCountry: string;
  department: string;
  categoryName: string;
  description: string;
  /** List price and the discounted price (0: no discount), in won. */
  price: number;
  priceDiscount: number;
  tileSpec: { widthMm: number; heightMm: number; piecesPerBox: number; m2PerBox: number } | null;
  /** Filter items by group, e.g. ['소재', ['포세린']], in the groups' order. */
  attributes: [group: string, values: string[]][];
  /** Option levels with their items and the price each adds. */
  options: { name: string; items: { name: string; extraPrice: number }[] }[];
}

export interface BrandFacts {
  brandNo: number;
  nameKo: string;
  nameLatin: string;
  country: string;
  department: string;
  productCount: number;
  /** The brand's most popular products, for the catalogue's pages. */
  products: { productNo: number; name: string; categoryName: string; price: number; priceDiscount: number; size: string | null }[];
}

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
