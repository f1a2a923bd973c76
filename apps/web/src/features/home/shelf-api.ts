import type { ProductCard } from '@maru/domain';
import { readAnswer, api, shopApi } from '@/shared/api';

// What the shelves and the brand strip below the home page's first screen read. They come in
// their own chunk (HomeShelves) after the first render. The answers are parsed with the
// domain package's declarations, which the server answers with.

/** Eight new or popular products, as the product list answers them. */
export async function fetchProductShelf(sorted: 'NE' | 'PO'): Promise<ProductCard[]> {
  const answer = await shopApi.post('/product/v1/search/list', { categorys: [], filters: [], page: 1, size: 8, sorted });
  return (await readAnswer('searchListData', answer.data)).productList;
}

export interface BrandEntry {
  categoryNo: number;
  name: string;
}

/** Brand categories of the category tree, for the brand strip. */
export async function fetchBrandStrip(): Promise<BrandEntry[]> {
  const { categoryList } = await readAnswer('categoryTreeData', (await api.get('/category/v1/all')).data);
  return categoryList
    .flatMap((node) => [node, ...node.categoryList])
    .filter((node) => node.categoryType === 'BRAND' && node.categoryNoRef !== null)
    .map((node) => ({ categoryNo: node.categoryNo, name: node.categoryName }))
    .filter((brand) => brand.name !== '');
}
