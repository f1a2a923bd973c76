import { normalizeSearchText, searchBigrams, sellingPrice } from '@maru/domain';
import type { Insertable } from 'kysely';
import type {
  ProductDeliveryTable,
  ProductOptionItemTable,
  ProductOptionRowTable,
  ProductOptionTable,
  ProductTable,
} from '../tables';
import { imageKeyFor } from './images';
import type { CatalogueBase, GeneratedBrand, GeneratedCategory, GeneratedProduct } from '../types';

// Maps generated products onto table rows, including the search columns: the bigram
// arrays are built here, by the same @maru/domain rules that split the shopper's keyword.

export interface ProductRows {
  products: Insertable<ProductTable>[];
  options: Insertable<ProductOptionTable>[];
  items: Insertable<ProductOptionItemTable>[];
  rows: Insertable<ProductOptionRowTable>[];
  deliveries: Insertable<ProductDeliveryTable>[];
}

/**
 * The searchable text is a list of segments (name, category and option names, each
 * description sentence) joined by a separator that is neither a letter nor a digit, so
 * no search run crosses two segments: a keyword then matches within one segment, and
 * the terms of the whole are the union of the segments' terms, which can be cached.
 */
const SEGMENT_SEPARATOR = ' | ';
const SENTENCE_END = /(?<=\.)\s+/u;

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

  map(batch: readonly GeneratedProduct[]): ProductRows {
    const result: ProductRows = { products: [], options: [], items: [], rows: [], deliveries: [] };
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
    const nameText = [product.name, brand.nameKo, brand.nameLatin].join(' ');
    const segments = [nameText, ...categoryNames, ...optionNames, ...product.tags, ...product.description.split(SENTENCE_END)];
    const nameTerms = this.terms.of(nameText);

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
      name_terms: nameTerms,
      search_terms: [...new Set(segments.flatMap((segment) => this.terms.of(segment)))],
      name_text: normalizeSearchText(nameText),
      search_text: normalizeSearchText(segments.join(SEGMENT_SEPARATOR)),
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
  }
}
