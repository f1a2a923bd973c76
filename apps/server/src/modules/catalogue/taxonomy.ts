import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { type BrandRow, type CategoryRow, type FilterItemRow, listBrands, listCategories, listFilterItems } from './queries';
import type { CategoryNode, FilterGroup } from './schemas';
import { categoryTreeOf, groupUnder } from './trees';

export interface Taxonomy {
  categories: CategoryRow[];
  filterItems: FilterItemRow[];
  brands: BrandRow[];
  /** Filter item number → its filter group, for OR-within / AND-across grouping. */
  groupOfItem: Map<number, number>;
}

/** Categories, filters and brands: every search needs them (filter groups, suggestion matching); kept by caches.ts. */
export async function loadTaxonomy(db: Kysely<Database>): Promise<Taxonomy> {
  const [categories, filterItems, brands] = await Promise.all([listCategories(db), listFilterItems(db), listBrands(db)]);
  return { categories, filterItems, brands, groupOfItem: new Map(filterItems.map((item) => [item.itemNo, item.filterNo])) };
}

/** The 2-depth category tree: top-level categories in order, each with its children. */
export function categoryTree(categories: readonly CategoryRow[]): CategoryNode[] {
  return categoryTreeOf(categories, (row) => ({
    categoryNo: row.categoryNo,
    categoryNoRef: row.categoryNoRef,
    categoryType: row.categoryType,
    categoryName: row.name,
    sortOrder: row.sortOrder,
    brandNo: row.brandNo,
    categoryList: [],
  }));
}

/** The 3-depth filter tree: group → items → the categories each item applies to. */
export function filterTree(items: readonly FilterItemRow[]): FilterGroup[] {
  return groupUnder(
    items,
    (item) => item.filterNo,
    (item): FilterGroup => ({ filterNo: item.filterNo, filterName: item.filterName, sortOrder: item.filterSortOrder, itemList: [] }),
    (item) => ({
      itemNo: item.itemNo,
      itemName: item.itemName,
      sortOrder: item.itemSortOrder,
      itemRefList: [...item.categoryNos].sort((a, b) => a - b).map((categoryNo) => ({ categoryNo })),
    }),
  );
}
