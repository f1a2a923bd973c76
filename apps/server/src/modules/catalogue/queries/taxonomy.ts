import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export interface CategoryRow {
  categoryNo: number;
  categoryNoRef: number | null;
  categoryType: 'PRODUCT' | 'BRAND' | 'PREMIUM';
  name: string;
  depth: number;
  sortOrder: number;
  brandNo: number | null;
}

/** The categories shoppers browse: a hidden category, and the children of a hidden top category, are left out. */
export function listCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  return db
    .selectFrom('category as c')
    .leftJoin('category as parent', 'parent.category_no', 'c.category_no_ref')
    .select([
      'c.category_no as categoryNo',
      'c.category_no_ref as categoryNoRef',
      'c.category_type as categoryType',
      'c.name',
      'c.depth',
      'c.sort_order as sortOrder',
      'c.brand_no as brandNo',
    ])
    .where('c.hidden', '=', false)
    .where((eb) => eb.or([eb('parent.hidden', 'is', null), eb('parent.hidden', '=', false)]))
    .orderBy('c.depth')
    .orderBy('c.sort_order')
    .orderBy('c.category_no')
    .execute();
}

export interface FilterItemRow {
  filterNo: number;
  filterName: string;
  filterSortOrder: number;
  itemNo: number;
  itemName: string;
  itemSortOrder: number;
  categoryNos: number[];
}

export function listFilterItems(db: Kysely<Database>): Promise<FilterItemRow[]> {
  return db
    .selectFrom('filter_item as i')
    .innerJoin('filter_group as g', 'g.filter_no', 'i.filter_no')
    .select((eb) => [
      'g.filter_no as filterNo',
      'g.name as filterName',
      'g.sort_order as filterSortOrder',
      'i.item_no as itemNo',
      'i.name as itemName',
      'i.sort_order as itemSortOrder',
      eb.fn
        .coalesce(
          eb.selectFrom('filter_item_category as c').whereRef('c.item_no', '=', 'i.item_no').select((sub) => sub.fn.agg<number[]>('array_agg', ['c.category_no']).as('nos')),
          eb.val<number[]>([]),
        )
        .as('categoryNos'),
    ])
    .orderBy('g.sort_order')
    .orderBy('i.sort_order')
    .execute();
}

export interface BrandRow {
  brandNo: number;
  nameKo: string;
  nameLatin: string;
  shortNameKo: string;
  countryKo: string;
  description: string;
  logoUrl: string | null;
}

export function listBrands(db: Kysely<Database>): Promise<BrandRow[]> {
  return db
    .selectFrom('brand')
    .select(['brand_no as brandNo', 'name_ko as nameKo', 'name_latin as nameLatin', 'short_name_ko as shortNameKo', 'country_ko as countryKo', 'description', 'logo_url as logoUrl'])
    .orderBy('brand_no')
    .execute();
}

export function listDeliveryMethods(db: Kysely<Database>): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('delivery_method').select(['code', 'name']).orderBy('sort_order').execute();
}
