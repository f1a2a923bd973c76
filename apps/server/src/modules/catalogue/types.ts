// The catalogue's own types: the plain data the seed generator produces and the tables and
// queries read. Nothing here knows about the database or HTTP; the seed step maps these
// records onto tables and the routes shape them for the API. (They lived under seed/, which
// made the queries and the seed import each other: issue 24.)

import type { ColourKey } from './seed/colours';
import type { DesignFamily } from './seed/designs';

/** The orders a product list can be sorted in (spec 02). */
export type ProductSort = 'NE' | 'PO' | 'LP' | 'HP' | 'RV';

export type CategoryType = 'PRODUCT' | 'BRAND' | 'PREMIUM';

/** The product departments; every brand and every product belongs to one of them. */
export type Department = 'TILE' | 'CARPET' | 'BATH' | 'FURNITURE' | 'LIGHTING' | 'OBJECT';

export type OptionStyle = 'SELECT' | 'RADIO' | 'COLOR';
export type StockLostType = 'SALE_CLOSE' | 'STOCK_ALIM';

export interface GeneratedBrand {
  brandNo: number;
  nameKo: string;
  nameLatin: string;
  /** How product names refer to the brand, e.g. '발도로' for Ceramiche Valdoro. */
  shortNameKo: string;
  countryKo: string;
  department: Department;
}

export interface GeneratedCategory {
  categoryNo: number;
  /** The parent category; null for a top-level category. */
  categoryNoRef: number | null;
  categoryType: CategoryType;
  name: string;
  depth: 1 | 2;
  sortOrder: number;
  /** Only brand categories point at a brand. */
  brandNo: number | null;
}

export interface GeneratedFilterItem {
  itemNo: number;
  name: string;
  /** The categories whose product lists offer this filter item. */
  categoryNos: number[];
  sortOrder: number;
}

export interface GeneratedFilter {
  filterNo: number;
  name: string;
  sortOrder: number;
  items: GeneratedFilterItem[];
}

export type DeliveryMethod = 'PARCEL' | 'FREIGHT' | 'DIRECT';
export type DeliveryPayType = 'PREPAY' | 'ARRIVAL';

export interface GeneratedDelivery {
  method: DeliveryMethod;
  /** Shipping fee in won; 0 for free delivery. */
  fee: number;
  /** Order total from which delivery is free, or null when it never is. */
  freeOver: number | null;
  payType: DeliveryPayType;
  /** Items sharing a group key ship together and pay one fee. */
  groupKey: string;
}

export interface TileSpec {
  widthMm: number;
  heightMm: number;
  piecesPerBox: number;
  /** Coverage of one box in square metres, two decimals. */
  m2PerBox: number;
}

export interface GeneratedOptionItem {
  itemSeq: number;
  itemName: string;
  /** Added to the product price when this item is part of the chosen combination. */
  extraPrice: number;
}

export interface GeneratedOptionLevel {
  optionSeq: number;
  optionName: string;
  style: OptionStyle;
  items: GeneratedOptionItem[];
}

/** One sellable combination: one item from every option level (spec 02 §3). */
export interface GeneratedOptionRow {
  itemGroupSeq: number;
  itemSeqs: number[];
  itemNames: string[];
  extraPrice: number;
  stockCnt: number;
  /** What the row turns into once its stock is 0. */
  stockLostType: StockLostType;
}

export interface GeneratedProduct {
  productNo: number;
  name: string;
  brandNo: number;
  department: Department;
  /** The main (leaf) category the product is listed under. */
  categoryNo: number;
  /** Every category listing the product: leaves, and premium or brand categories. */
  categoryNos: number[];
  description: string;
  /** Search tags: words shoppers type for the product that its name may not hold. */
  tags: string[];
  /** List price in won; integer. */
  price: number;
  /** Discounted selling price in won, or 0 when the product is not discounted. */
  priceDiscount: number;
  vatRate: number;
  reviewCnt: number;
  popularity: number;
  /** ISO 8601 in UTC. */
  createdAt: string;
  sampleable: boolean;
  inquiryProduct: boolean;
  deliveries: GeneratedDelivery[];
  tileSpec: TileSpec | null;
  optionGroupSeq: number;
  options: GeneratedOptionLevel[];
  optionRows: GeneratedOptionRow[];
  filterItemNos: number[];
  /** The procedural design the product's pictures are drawn from. */
  design: { family: DesignFamily; colour: ColourKey };
}

export interface CatalogueBase {
  brands: GeneratedBrand[];
  categories: GeneratedCategory[];
  filters: GeneratedFilter[];
}

export interface GeneratedCatalogue extends CatalogueBase {
  products: GeneratedProduct[];
}
