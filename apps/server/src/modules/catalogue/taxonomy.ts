import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { type BrandRow, type CategoryRow, type FilterItemRow, listBrands, listCategories, listFilterItems } from './queries';
import type { CategoryNode, FilterGroup } from './schemas';

/**
 * Categories, filters and brands change only with a seed or deploy, and every search
 * needs them (filter groups, suggestion matching), so each server keeps them briefly.
 */
const CACHE_MS = 30_000;

export interface Taxonomy {
  categories: CategoryRow[];
  filterItems: FilterItemRow[];
  brands: BrandRow[];
  /** Filter item number → its filter group, for OR-within / AND-across grouping. */
  groupOfItem: Map<number, number>;
}

export function taxonomyCache() {
  let cached: { at: number; value: Promise<Taxonomy> } | undefined;
  return (db: Kysely<Database>): Promise<Taxonomy> => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const value = loadTaxonomy(db);
      cached = { at: Date.now(), value };
      // A failed load must not be served from the cache for the next 30 s.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

async function loadTaxonomy(db: Kysely<Database>): Promise<Taxonomy> {
  const [categories, filterItems, brands] = await Promise.all([listCategories(db), listFilterItems(db), listBrands(db)]);
  return { categories, filterItems, brands, groupOfItem: new Map(filterItems.map((item) => [item.itemNo, item.filterNo])) };
}

/** The 2-depth category tree: top-level categories in order, each with its children. */
export function categoryTree(categories: readonly CategoryRow[]): CategoryNode[] {
  const node = (row: CategoryRow): CategoryNode => ({
    categoryNo: row.categoryNo,
    categoryNoRef: row.categoryNoRef,
    categoryType: row.categoryType,
    categoryName: row.name,
    sortOrder: row.sortOrder,
    brandNo: row.brandNo,
    categoryList: [],
  });
  const roots = categories.filter((row) => row.categoryNoRef === null).map(node);
  const byNo = new Map(roots.map((root) => [root.categoryNo, root]));
  for (const row of categories) {
    if (row.categoryNoRef !== null) byNo.get(row.categoryNoRef)?.categoryList.push(node(row));
  }
  return roots;
}

/** The 3-depth filter tree: group → items → the categories each item applies to. */
export function filterTree(items: readonly FilterItemRow[]): FilterGroup[] {
  const groups = new Map<number, FilterGroup>();
  for (const item of items) {
    let group = groups.get(item.filterNo);
    if (!group) {
      group = { filterNo: item.filterNo, filterName: item.filterName, sortOrder: item.filterSortOrder, itemList: [] };
      groups.set(item.filterNo, group);
    }
    group.itemList.push({
      itemNo: item.itemNo,
      itemName: item.itemName,
      sortOrder: item.itemSortOrder,
      itemRefList: [...item.categoryNos].sort((a, b) => a - b).map((categoryNo) => ({ categoryNo })),
    });
  }
  return [...groups.values()];
}
