import type { Db } from '../../../db/database';
import type { Department } from '../types';

/** What the review seed needs of a product: who may have bought which option, and how popular it is. */
export interface ReviewSeedProduct {
  productNo: number;
  name: string;
  brandName: string;
  department: Department;
  /** The design its pictures show ('terrazzo-green'); review photos are drawn from it. */
  imageKey: string;
  popularity: number;
  createdAt: Date;
  price: number;
  priceDiscount: number;
  sellingPrice: number;
  vatRate: number;
  /** The product's option rows, in the product page's order. */
  options: { itemGroupSeq: number; optionName: string; extraPrice: number }[];
}

/**
 * Every product on sale with its option rows, in product order. Read in two statements
 * (3,000 products, ~10,000 rows: a few hundred milliseconds), not per product.
 */
export async function reviewSeedProducts(db: Db): Promise<ReviewSeedProduct[]> {
  const [products, rows] = await Promise.all([
    db
      .selectFrom('product as p')
      .innerJoin('brand as b', 'b.brand_no', 'p.brand_no')
      .select(['p.product_no', 'p.name', 'b.name_ko', 'p.department', 'p.image_key', 'p.popularity', 'p.created_at', 'p.price', 'p.price_discount', 'p.selling_price', 'p.vat_rate'])
      .where('p.status', '=', 'ON_SALE')
      .where('p.inquiry_product', '=', false)
      .orderBy('p.product_no')
      .execute(),
    db.selectFrom('product_option_row').select(['product_no', 'item_group_seq', 'item_names', 'extra_price']).orderBy('product_no').orderBy('sort_order').orderBy('item_group_seq').execute(),
  ]);
  const optionsOf = new Map<number, ReviewSeedProduct['options']>();
  for (const row of rows) {
    const list = optionsOf.get(row.product_no) ?? [];
    // As the cart and the order name an option: its values joined (a single-value product says 기본).
    list.push({ itemGroupSeq: row.item_group_seq, optionName: row.item_names.join(' / ') || '기본', extraPrice: row.extra_price });
    optionsOf.set(row.product_no, list);
  }
  return products.flatMap((row) => {
    const options = optionsOf.get(row.product_no);
    if (!options?.length) return [];
    return [{
      productNo: row.product_no, name: row.name, brandName: row.name_ko, department: row.department, imageKey: row.image_key, popularity: row.popularity,
      createdAt: row.created_at, price: row.price, priceDiscount: row.price_discount, sellingPrice: row.selling_price, vatRate: row.vat_rate, options,
    }];
  });
}
