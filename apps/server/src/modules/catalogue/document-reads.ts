import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

// What the document module (product PDFs, brand catalogues) reads of the catalogue (issue 24:
// each module owns its tables): a product's or a brand's facts, once per request.

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

/** Products a brand catalogue lists: enough for a few pages, not the whole range. */
export const CATALOGUE_PRODUCTS = 40;

/** The filter groups that describe the product itself (price bands describe the shop's list, not the product). */
const SPEC_GROUPS_LEFT_OUT = ['가격대'];

export async function productFacts(db: Kysely<Database>, productNo: number): Promise<ProductFacts | undefined> {
  const product = await db
    .selectFrom('product as p')
    .innerJoin('brand as b', 'b.brand_no', 'p.brand_no')
    .innerJoin('category as c', 'c.category_no', 'p.category_no')
    .where('p.product_no', '=', productNo)
    // A hidden product's documents go with it, as its page does.
    .where('p.listed', '=', true)
    .select([
      'p.product_no as productNo', 'p.name', 'p.brand_no as brandNo', 'b.name_ko as brandNameKo', 'b.name_latin as brandNameLatin',
      'b.country_ko as brandCountry', 'p.department', 'c.name as categoryName', 'p.description', 'p.price',
      'p.price_discount as priceDiscount', 'p.tile_spec as tileSpec', 'p.filter_item_nos as filterItemNos',
    ])
    .executeTakeFirst();
  if (!product) return undefined;
  const [attributeRows, optionRows] = await Promise.all([
    product.filterItemNos.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('filter_item as i')
          .innerJoin('filter_group as g', 'g.filter_no', 'i.filter_no')
          .where('i.item_no', 'in', product.filterItemNos)
          .where('g.name', 'not in', SPEC_GROUPS_LEFT_OUT)
          .select(['g.name as group', 'i.name as value'])
          .orderBy('g.sort_order')
          .orderBy('i.sort_order')
          .execute(),
    db
      .selectFrom('product_option as o')
      .innerJoin('product_option_item as i', 'i.option_seq', 'o.option_seq')
      .where('o.product_no', '=', productNo)
      .select(['o.option_name as optionName', 'o.level', 'i.item_name as itemName', 'i.extra_price as extraPrice'])
      .orderBy('o.level')
      .orderBy('i.sort_order')
      .execute(),
  ]);
  const attributes = new Map<string, string[]>();
  for (const row of attributeRows) attributes.set(row.group, [...(attributes.get(row.group) ?? []), row.value]);
  const options = new Map<number, ProductFacts['options'][number]>();
  for (const row of optionRows) {
    const level = options.get(row.level) ?? { name: row.optionName, items: [] };
    level.items.push({ name: row.itemName, extraPrice: row.extraPrice });
    options.set(row.level, level);
  }
  const { filterItemNos: _filterItemNos, ...facts } = product;
  return { ...facts, attributes: [...attributes], options: [...options.values()] };
}

export async function brandFacts(db: Kysely<Database>, brandNo: number): Promise<BrandFacts | undefined> {
  const brand = await db
    .selectFrom('brand')
    .where('brand_no', '=', brandNo)
    .select(['brand_no as brandNo', 'name_ko as nameKo', 'name_latin as nameLatin', 'country_ko as country', 'department'])
    .executeTakeFirst();
  if (!brand) return undefined;
  const [count, products] = await Promise.all([
    db.selectFrom('product').where('brand_no', '=', brandNo).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    db
      .selectFrom('product as p')
      .innerJoin('category as c', 'c.category_no', 'p.category_no')
      .where('p.brand_no', '=', brandNo)
      .select(['p.product_no as productNo', 'p.name', 'c.name as categoryName', 'p.price', 'p.price_discount as priceDiscount', 'p.tile_spec as tileSpec'])
      .orderBy('p.popularity', 'desc')
      .orderBy('p.product_no')
      .limit(CATALOGUE_PRODUCTS)
      .execute(),
  ]);
  return {
    ...brand,
    productCount: Number(count.count),
    products: products.map(({ tileSpec, ...product }) => ({ ...product, size: tileSpec ? `${tileSpec.widthMm}×${tileSpec.heightMm} mm` : null })),
  };
}

/** The brand a product belongs to and whether it has documents: enough for the list, without reading options. */
export async function productHeading(db: Kysely<Database>, productNo: number) {
  return db
    .selectFrom('product as p')
    .innerJoin('brand as b', 'b.brand_no', 'p.brand_no')
    .innerJoin('category as c', 'c.category_no', 'p.category_no')
    .where('p.product_no', '=', productNo)
    // A hidden product's documents go with it, as its page does.
    .where('p.listed', '=', true)
    .select(['p.product_no as productNo', 'p.name', 'p.department', 'c.name as categoryName', 'b.brand_no as brandNo', 'b.name_ko as brandNameKo'])
    .executeTakeFirst();
}
