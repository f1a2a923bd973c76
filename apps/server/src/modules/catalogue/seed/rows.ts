import { searchBigrams, sellingPrice } from '@maru/domain';
import type { Insertable } from 'kysely';
import type {
  ProductDeliveryTable,
  ProductNoticeTable,
  ProductOptionItemTable,
  ProductOptionRowTable,
  ProductOptionTable,
  ProductTable,
} from '../tables';
import { imageKeyFor } from './images';
import { noticeFor } from './notices';
import { searchColumns } from '../search-columns';
import type { CatalogueBase, GeneratedBrand, GeneratedCategory, GeneratedProduct } from '../types';

// Maps generated products onto table rows, including the search columns: the bigram
// arrays are built here, by the same @maru/domain rules that split the shopper's keyword.

export interface ProductRows {
  products: Insertable<ProductTable>[];
  options: Insertable<ProductOptionTable>[];
  items: Insertable<ProductOptionItemTable>[];
  rows: Insertable<ProductOptionRowTable>[];
  deliveries: Insertable<ProductDeliveryTable>[];
  notices: Insertable<ProductNoticeTable>[];
}

/**
 * Descriptions are assembled from phrase banks, so the same sentence recurs thousands of
 * times in a large catalogue; remembering its terms makes a 100,000-product seed several
 * times faster than splitting every text anew.
 */
class TermCache {
  private readonly cache = new Map<string, string[]>();

  constructor(private readonly limit = 50_000) {}

  of(text: string): string[] {
    let terms = this.cache.get(text);
    if (!terms) {
      if (this.cache.size >= this.limit) this.cache.clear();
      terms = searchBigrams(text);
      this.cache.set(text, terms);
    }
    return terms;
  }
}

export class RowMapper {
  private readonly brands: Map<number, GeneratedBrand>;
  private readonly categories: Map<number, GeneratedCategory>;
  private readonly terms = new TermCache();

  constructor(base: CatalogueBase) {
    this.brands = new Map(base.brands.map((brand) => [brand.brandNo, brand]));
    this.categories = new Map(base.categories.map((category) => [category.categoryNo, category]));
  }

  /** The batch's rows, added to `result` when given (a batch mapped in slices). */
  map(batch: readonly GeneratedProduct[], result: ProductRows = { products: [], options: [], items: [], rows: [], deliveries: [], notices: [] }): ProductRows {
    for (const product of batch) this.mapOne(product, result);
    return result;
  }

  /** Listing categories plus their parents, so asking for 타일 finds every tile. */
  private listingCategories(product: GeneratedProduct): number[] {
    const all = new Set<number>();
    for (const categoryNo of product.categoryNos) {
      all.add(categoryNo);
      const parent = this.categories.get(categoryNo)?.categoryNoRef;
      if (parent !== null && parent !== undefined) all.add(parent);
    }
    return [...all].sort((a, b) => a - b);
  }

  private mapOne(product: GeneratedProduct, into: ProductRows): void {
    const brand = this.brands.get(product.brandNo);
    if (!brand) throw new Error(`Product ${product.productNo} has unknown brand ${product.brandNo}`);
    const categoryNos = this.listingCategories(product);
    const categoryNames = categoryNos.map((categoryNo) => this.categories.get(categoryNo)?.name ?? '');
    const optionNames = product.options.flatMap((level) => level.items.map((item) => item.itemName));
    const searchable = { name: product.name, brandNameKo: brand.nameKo, brandNameLatin: brand.nameLatin, categoryNames, optionNames, keywords: product.tags, description: product.description };

    into.products.push({
      product_no: product.productNo,
      name: product.name,
      brand_no: product.brandNo,
      department: product.department,
      category_no: product.categoryNo,
      category_nos: categoryNos,
      filter_item_nos: product.filterItemNos,
      description: product.description,
      price: product.price,
      price_discount: product.priceDiscount,
      selling_price: sellingPrice(product),
      vat_rate: product.vatRate,
      review_cnt: product.reviewCnt,
      popularity: product.popularity,
      created_at: product.createdAt,
      sampleable: product.sampleable,
      inquiry_product: product.inquiryProduct,
      tile_spec: product.tileSpec,
      option_group_seq: product.optionGroupSeq,
      image_key: imageKeyFor(product),
      ...searchColumns(searchable, (text) => this.terms.of(text)),
      search_keywords: product.tags,
    });
    product.options.forEach((level, levelIndex) => {
      into.options.push({ option_seq: level.optionSeq, product_no: product.productNo, level: levelIndex + 1, option_name: level.optionName, style: level.style });
      level.items.forEach((item, itemIndex) => {
        into.items.push({
          item_seq: item.itemSeq,
          option_seq: level.optionSeq,
          product_no: product.productNo,
          item_name: item.itemName,
          extra_price: item.extraPrice,
          sort_order: itemIndex + 1,
        });
      });
    });
    product.optionRows.forEach((row, rowIndex) => {
      into.rows.push({
        item_group_seq: row.itemGroupSeq,
        product_no: product.productNo,
        item_seqs: row.itemSeqs,
        item_names: row.itemNames,
        extra_price: row.extraPrice,
        stock_cnt: row.stockCnt,
        stock_lost_type: row.stockLostType,
        sort_order: rowIndex + 1,
      });
    });
    product.deliveries.forEach((delivery, index) => {
      into.deliveries.push({
        product_no: product.productNo,
        delivery_seq: index + 1,
        method: delivery.method,
        fee: delivery.fee,
        free_over: delivery.freeOver,
        pay_type: delivery.payType,
        group_key: delivery.groupKey,
      });
    });
    const notice = noticeFor(product, brand);
    into.notices.push({ product_no: product.productNo, notice_group: notice.group, items: JSON.stringify(notice.items) });
  }
}
