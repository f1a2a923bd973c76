import { paths } from '@/shared/routing';
import type { Crumb } from '@/shared/seo';
import type { Category } from '../api/schemas';
import { categoryTrail } from './category-trail';

/**
 * A product page's trail, 홈 > 카테고리 > 하위 카테고리 > the product: one list for the JSON-LD
 * BreadcrumbList and the breadcrumbs the page shows, so the two never disagree. Categories
 * come from the shop's tree, so a category the tree no longer shows is not linked.
 */
export function productTrail(tree: readonly Category[], product: { productNo: number; productName: string; categoryNo?: number }): Crumb[] {
  const categories = product.categoryNo === undefined ? [] : categoryTrail(tree, product.categoryNo);
  return [
    { name: '홈', path: paths.home() },
    ...categories.map((category) => ({ name: category.categoryName, path: paths.productList(category.categoryNo) })),
    { name: product.productName, path: paths.productItem(product.productNo) },
  ];
}
