import { type AdminProductView, productSaleBlock } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/database';
import { categoryPath } from '../queries/products';
import { productPictureUrl } from '../views';
import { type ImageUrlOf, productImageRows, productImageViews } from './pictures';
import { productFileRows, productFileViews } from './product-files';

// One product as the console edits it: every field, its options and combinations with stock, its notice.

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** `urlOf` makes the pictures' URLs (console-pictures' pictureUrls); without it `images` and `files` are empty (a read for the price rule only). */
export async function readConsoleProduct(db: Db, productNo: number, urlOf?: ImageUrlOf): Promise<AdminProductView | undefined> {
  const product = await db
    .selectFrom('product as p')
    .innerJoin('brand as b', 'b.brand_no', 'p.brand_no')
    .leftJoin('product_notice as n', 'n.product_no', 'p.product_no')
    .select([
      'p.product_no', 'p.name', 'p.brand_no', 'b.name_ko as brand_name', 'p.category_no', 'p.price', 'p.price_discount', 'p.selling_price', 'p.inquiry_product', 'p.vat_rate',
      'p.description', 'p.search_keywords', 'p.sampleable', 'p.status', 'p.display_from', 'p.display_until', 'p.low_stock_threshold',
      'p.created_at', 'p.updated_at', 'p.main_image_base', 'n.notice_group', 'n.items',
    ])
    .where('p.product_no', '=', productNo)
    .executeTakeFirst();
  if (!product) return undefined;
  const [path, deliveries, levels, items, rows, images, files] = await Promise.all([
    categoryPath(db as Kysely<Database>, product.category_no),
    db.selectFrom('product_delivery').select(['method', 'fee', 'free_over', 'pay_type']).where('product_no', '=', productNo).orderBy('delivery_seq').execute(),
    db.selectFrom('product_option').select(['option_seq', 'option_name', 'style']).where('product_no', '=', productNo).orderBy('level').execute(),
    db.selectFrom('product_option_item').select(['option_seq', 'item_name']).where('product_no', '=', productNo).orderBy('sort_order').orderBy('item_seq').execute(),
    db.selectFrom('product_option_row').select(['item_group_seq', 'item_names', 'extra_price', 'stock_cnt', 'stock_lost_type']).where('product_no', '=', productNo).orderBy('sort_order').orderBy('item_group_seq').execute(),
    urlOf ? productImageRows(db, productNo) : [],
    urlOf ? productFileRows(db, productNo) : [],
  ]);
  return {
    productNo: product.product_no,
    productName: product.name,
    brandNo: product.brand_no,
    brandName: product.brand_name,
    categoryNo: product.category_no,
    categoryPath: path.map((step) => step.categoryName),
    price: product.price,
    sellingPrice: product.selling_price,
    inquiryProduct: product.inquiry_product,
    // What the shop reads (views.ts): a row that breaks the price rules anyway is not sold, and the operator is told why.
    saleBlock: productSaleBlock({ price: product.price, priceDiscount: product.price_discount, sellingPrice: product.selling_price, inquiryProduct: product.inquiry_product }, rows.map((row) => row.extra_price)),
    vatRate: product.vat_rate,
    deliveries: deliveries.map((row) => ({ method: row.method, fee: row.fee, freeOver: row.free_over, payType: row.pay_type })),
    description: product.description,
    searchKeywords: product.search_keywords,
    sampleable: product.sampleable,
    status: product.status,
    displayFrom: iso(product.display_from),
    displayUntil: iso(product.display_until),
    lowStockThreshold: product.low_stock_threshold,
    notice: product.notice_group && product.items ? { group: product.notice_group, items: product.items } : null,
    options: {
      groups: levels.map((level) => ({
        name: level.option_name,
        style: level.style,
        values: items.filter((item) => item.option_seq === level.option_seq).map((item) => item.item_name),
      })),
      combinations: rows.map((row) => ({ itemGroupSeq: row.item_group_seq, values: row.item_names, extraPrice: row.extra_price, stockCnt: row.stock_cnt, stockLostType: row.stock_lost_type })),
    },
    imageUrl: productPictureUrl({ productNo: product.product_no, mainImageBase: product.main_image_base }, 640),
    images: urlOf ? productImageViews(images, urlOf) : [],
    files: productFileViews(product.product_no, product.name, files),
    createdAt: product.created_at.toISOString(),
    updatedAt: product.updated_at.toISOString(),
  };
}

/** Brands and categories for the console's pickers: every category with its path, leaves marked. */
export async function consoleChoices(db: Db) {
  const [brands, categories] = await Promise.all([
    db.selectFrom('brand').select(['brand_no', 'name_ko', 'department']).orderBy('name_ko').execute(),
    db.selectFrom('category').select(['category_no', 'category_no_ref', 'name', 'category_type', 'sort_order', 'depth']).orderBy('depth').orderBy('sort_order').execute(),
  ]);
  const byNo = new Map(categories.map((category) => [category.category_no, category]));
  const parents = new Set(categories.map((category) => category.category_no_ref).filter((no): no is number => no !== null));
  return {
    brands: brands.map((brand) => ({ brandNo: brand.brand_no, name: brand.name_ko, department: brand.department })),
    categories: categories
      .filter((category) => category.category_type === 'PRODUCT')
      .map((category) => {
        const parent = category.category_no_ref === null ? undefined : byNo.get(category.category_no_ref);
        return { categoryNo: category.category_no, name: category.name, path: parent ? `${parent.name} > ${category.name}` : category.name, leaf: !parents.has(category.category_no) };
      }),
  };
}
