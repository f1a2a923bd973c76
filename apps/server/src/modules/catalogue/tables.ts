import type { NoticeGroupId, ProductStatus, StockReason } from '@maru/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CategoryType, DeliveryMethod, DeliveryPayType, Department, OptionStyle, ProductSort, StockLostType, TileSpec } from './types';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface BrandTable {
  brand_no: number;
  name_ko: string;
  name_latin: string;
  short_name_ko: string;
  country_ko: string;
  department: Department;
  /** Plain text shown on the shop's brand answer ('' when none). */
  description: ColumnType<string, string | undefined, string>;
  /** An https address or a /media path; null: no logo. */
  logo_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CategoryTable {
  category_no: number;
  category_no_ref: number | null;
  category_type: CategoryType;
  name: string;
  depth: number;
  sort_order: number;
  brand_no: number | null;
  /** Left out of what shoppers browse (tree, facets, suggestions, sitemap); its products stay listed. */
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface FilterGroupTable {
  filter_no: number;
  name: string;
  sort_order: number;
}

export interface FilterItemTable {
  item_no: number;
  filter_no: number;
  name: string;
  sort_order: number;
}

/** Which categories' lists offer a filter item (the filter tree's itemRefList). */
export interface FilterItemCategoryTable {
  item_no: number;
  category_no: number;
}

export interface ProductTable {
  product_no: number;
  name: string;
  brand_no: number;
  department: Department;
  /** The main leaf category. */
  category_no: number;
  /** Every category listing the product, parents included, so one overlap test finds it. */
  category_nos: number[];
  filter_item_nos: number[];
  description: string;
  price: number;
  price_discount: number;
  /** The price charged (the discounted price while it is a real discount), for price sorting. */
  selling_price: number;
  vat_rate: number;
  review_cnt: number;
  /** Sum of the real reviews' stars (the review module keeps it); average = sum / review_cnt. */
  review_rating_sum: Generated<number>;
  popularity: number;
  created_at: ColumnType<Date, Date | string, Date | string>;
  sampleable: boolean;
  inquiry_product: boolean;
  tile_spec: TileSpec | null;
  option_group_seq: number;
  image_key: string;
  /** Search bigrams of the name and brand: a match here ranks first. */
  name_terms: string[];
  /** Search bigrams of everything shoppers may type: name, brand, categories, options, description. */
  search_terms: string[];
  /** normalizeSearchText of the name and brand, for one-character keywords. */
  name_text: string;
  search_text: string;
  status: ColumnType<ProductStatus, ProductStatus | undefined, ProductStatus>;
  /** Not hidden and inside its display period: what shoppers' lists, search and the sitemap show. */
  listed: ColumnType<boolean, boolean | undefined, boolean>;
  display_from: Date | null;
  display_until: Date | null;
  search_keywords: ColumnType<string[], string[] | undefined, string[]>;
  low_stock_threshold: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The main uploaded picture's URL folder (`${base}/${width}.webp`); null: the design's pictures. See migration 2026112812. */
  main_image_base: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 상품정보제공고시: the notice group and its items' values (domain product-notice). */
export interface ProductNoticeTable {
  product_no: number;
  notice_group: NoticeGroupId;
  items: ColumnType<Record<string, string>, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One of a product's own pictures (console-pictures); files at storage_key/<width>.webp. */
/** A PDF an operator uploaded for a product (migration 2026112814). */
export interface ProductFileTable {
  file_id: Generated<number>;
  product_no: number;
  sort_order: number;
  /** What the download link says, e.g. 'KC 인증서'. */
  title: string;
  content: Buffer;
  bytes: number;
  /** Hex SHA-256 of content: the download's ETag. */
  sha256: string;
  created_at: CreatedAt;
}

export interface ProductImageTable {
  image_id: Generated<number>;
  product_no: number;
  /** Ascending; the first is the main picture. */
  sort_order: number;
  alt: ColumnType<string, string | undefined, string>;
  /** uploads/product/<aa>/<32 hex>, a name of its own (never shared), so deleting the row may delete the files. */
  storage_key: string;
  /** The largest output's size. */
  width: number;
  height: number;
  bytes: number;
  created_at: CreatedAt;
}

/** One change of an option's stock (written by a trigger; see migration 2026112811). */
export interface StockLedgerTable {
  ledger_id: Generated<number>;
  item_group_seq: number;
  product_no: number;
  change: number;
  stock_after: number;
  reason: StockReason;
  memo: string;
  staff_id: number | null;
  order_no: string | null;
  created_at: CreatedAt;
}

export interface ProductOptionTable {
  option_seq: number;
  product_no: number;
  level: number;
  option_name: string;
  style: OptionStyle;
}

export interface ProductOptionItemTable {
  item_seq: number;
  option_seq: number;
  product_no: number;
  item_name: string;
  extra_price: number;
  sort_order: number;
}

export interface ProductOptionRowTable {
  item_group_seq: number;
  product_no: number;
  item_seqs: number[];
  item_names: string[];
  extra_price: number;
  stock_cnt: number;
  stock_lost_type: StockLostType;
  sort_order: number;
  /** The product's low-stock threshold, or -1 while it is hidden; kept by triggers (migration 2026120291). Low: stock_cnt <= this. */
  low_stock_limit: Generated<number>;
}

export interface DeliveryMethodTable {
  code: DeliveryMethod;
  name: string;
  sort_order: number;
}

export interface ProductDeliveryTable {
  product_no: number;
  delivery_seq: number;
  method: DeliveryMethod;
  fee: number;
  free_over: number | null;
  pay_type: DeliveryPayType;
  group_key: string;
}

/** One keyword search that found products; the popular keywords are counted from here. */
export interface SearchLogTable {
  log_id: Generated<number>;
  keyword: string;
  normalized: string;
  /** A hash of who searched, so one visitor repeating a word counts once. */
  visitor_key: string;
  searched_at: CreatedAt;
}

/** What the catalogue seed last wrote, so a restart can skip or only append. */
export interface CatalogueSeedStateTable {
  id: number;
  seed: number;
  generator_version: number;
  brand_category_nos: number[];
  product_count: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Products and brands are liked (wish list); styling pages and exhibitions are bookmarked. */
export type LikeType = 'product' | 'brand' | BookmarkType;
export type BookmarkType = 'styling' | 'exhibition';

export interface MemberLikeTable {
  member_id: number;
  like_type: LikeType;
  target_no: number;
  created_at: CreatedAt;
}

export interface StockAlimTable {
  alim_id: Generated<number>;
  member_id: number;
  item_group_seq: number;
  product_no: number;
  created_at: CreatedAt;
  notified_at: Date | null;
}

/** Per sort, the sort key (a timestamp as ISO text, else a number) and the 1-based position of the first product holding a term. */
export type TermStarts = Record<ProductSort, [key: string | number, position: number]>;

/** How many products hold each search bigram, in their searchable text and in their name (refreshed by the seed). */
export interface SearchTermCountTable {
  term: string;
  products: number;
  name_products: number;
  /** Where the term's matches start in each sort, overall and by name (null: no name holds it). */
  starts: { all: TermStarts; name: TermStarts | null } | null;
  /** The departments holding the term's matches, overall and by name. */
  departments: Department[] | null;
  name_departments: Department[] | null;
}

/** Whether the starts above still describe the products (see the search_term_starts migration). */
export interface SearchTermStateTable {
  id: number;
  starts_fresh: boolean;
}

export interface CatalogueTables {
  brand: BrandTable;
  category: CategoryTable;
  filter_group: FilterGroupTable;
  filter_item: FilterItemTable;
  filter_item_category: FilterItemCategoryTable;
  product: ProductTable;
  product_option: ProductOptionTable;
  product_option_item: ProductOptionItemTable;
  product_option_row: ProductOptionRowTable;
  delivery_method: DeliveryMethodTable;
  product_delivery: ProductDeliveryTable;
  search_log: SearchLogTable;
  catalogue_seed_state: CatalogueSeedStateTable;
  search_term_count: SearchTermCountTable;
  search_term_state: SearchTermStateTable;
  member_like: MemberLikeTable;
  stock_alim: StockAlimTable;
  product_notice: ProductNoticeTable;
  stock_ledger: StockLedgerTable;
  product_image: ProductImageTable;
  product_file: ProductFileTable;
}
