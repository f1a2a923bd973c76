import { api } from '@/shared/api';
import { paths } from '@/shared/routing';

/** One entry of the header's category menu. */
export interface HeaderCategory {
  label: string;
  to: string;
}

interface CategoryNode {
  categoryNo?: unknown;
  categoryType?: unknown;
  categoryName?: unknown;
  name?: unknown;
}

function topLevelNodes(data: unknown): CategoryNode[] {
  const list = Array.isArray(data) ? data : (data as { categoryList?: unknown } | null)?.categoryList;
  return Array.isArray(list) ? (list as CategoryNode[]) : [];
}

/** The product categories of the tree's first depth; brand and premium lists are not menu entries. */
export function headerCategoriesOf(data: unknown): HeaderCategory[] {
  return topLevelNodes(data).flatMap((node) => {
    const label = typeof node.categoryName === 'string' ? node.categoryName : node.name;
    const isProduct = node.categoryType === undefined || node.categoryType === 'PRODUCT';
    return typeof label === 'string' && typeof node.categoryNo === 'number' && isProduct
      ? [{ label, to: paths.productList(node.categoryNo) }]
      : [];
  });
}

let fetched: Promise<HeaderCategory[]> | null = null;

// Checked by hand rather than with zod: the header loads this on every first visit.
export function fetchHeaderCategories(): Promise<HeaderCategory[]> {
  fetched ??= api
    .get('/category/v1/all')
    .then((answer) => headerCategoriesOf(answer.data))
    .catch(() => []);
  return fetched;
}

