import { queryBigrams, searchBigrams } from '@maru/domain';
import { ok } from '../../../core/http/errors';
import { facetCounts, popularKeywords, productSuggestions } from '../queries';
import {
  categorySearchAnswer,
  categorySearchParams,
  categorySearchQuery,
  type FacetCategory,
  popularKeywordsAnswer,
  suggestionAnswer,
  suggestionQuery,
} from '../schemas';
import { criteriaKey } from '../caches';
import { popularWindowStart } from '../seed';
import type { Taxonomy } from '../taxonomy';
import { categoryTreeOf, groupUnder } from '../trees';
import { keywordMatch, productCriteria, productPictureUrl } from '../views';
import { type App, dbFor, NO_STORE, type RouteDeps } from './deps';

const POPULAR_LIMIT = 10;
const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_NAMES = 5;

/** Brand and category names are few, so they are matched here with the same bigram rule as products. */
function nameMatches(keyword: string, ...names: string[]): boolean {
  const wanted = queryBigrams(keyword);
  if (wanted.length === 0) return names.some((name) => name.toLowerCase().includes(keyword.toLowerCase()));
  return names.some((name) => {
    const terms = new Set(searchBigrams(name));
    return wanted.every((term) => terms.has(term));
  });
}

export function searchRoutes(app: App, { taxonomyOf, searchLog, facetMemo }: RouteDeps): void {
  app.get(
    '/product/v1/popular/keywordList',
    { schema: { tags: ['catalogue'], summary: '인기 검색어 (최근 7일, 방문자 수 기준; 실패하면 빈 목록)', response: { 200: popularKeywordsAnswer } } },
    async (request, reply) => {
      try {
        // Searches of the last moment still queued on this server count too.
        await searchLog.flush();
        const keywords = await popularKeywords(app.db, popularWindowStart(app.clock.now()), POPULAR_LIMIT);
        reply.header('cache-control', 'public, max-age=60');
        return ok({ popularList: keywords.map((popularKeyword, index) => ({ popularKeyword, rank: index + 1 })) });
      } catch (error) {
        // Spec 02 §8: the popular keywords call answers an empty list on any failure.
        request.log.warn({ err: error }, 'popular keywords unavailable');
        return ok({ popularList: [] });
      }
    },
  );

  app.get(
    '/product/v1/search/keyword',
    { schema: { tags: ['catalogue'], summary: '검색어 자동완성 (상품·브랜드·카테고리)', querystring: suggestionQuery, response: { 200: suggestionAnswer } } },
    async (request, reply) => {
      const { keyword } = request.query;
      const taxonomy = await taxonomyOf(app.db);
      const match = keywordMatch(keyword);
      const products = match ? await productSuggestions(app.db, match, SUGGESTED_PRODUCTS) : [];
      const categoryNames = new Map(taxonomy.categories.map((category) => [category.categoryNo, category.name]));
      reply.header('cache-control', 'public, max-age=60');
      return ok({
        keyword,
        productList: products.map((product) => ({
          productNo: product.productNo,
          productName: product.name,
          brandName: product.brandName,
          thumbnailImageUrl: productPictureUrl(product, 320),
        })),
        brandList: taxonomy.brands
          .filter((brand) => nameMatches(keyword, brand.nameKo, brand.nameLatin, brand.shortNameKo))
          .slice(0, SUGGESTED_NAMES)
          .map((brand) => ({ brandNo: brand.brandNo, brandName: brand.nameKo, brandNameLatin: brand.nameLatin })),
        categoryList: taxonomy.categories
          .filter((category) => nameMatches(keyword, category.name))
          .slice(0, SUGGESTED_NAMES)
          .map((category) => ({
            categoryNo: category.categoryNo,
            categoryName: category.name,
            categoryNoRef: category.categoryNoRef,
            parentName: category.categoryNoRef === null ? null : (categoryNames.get(category.categoryNoRef) ?? null),
          })),
      });
    },
  );

  app.get(
    '/category/v1/search/:categoryType',
    {
      schema: {
        tags: ['catalogue'],
        summary: '키워드 검색 결과의 카테고리와 필터 (상품 수 포함)',
        description: 'categoryType은 product, brand, premium 중 하나(카테고리 유형의 소문자).',
        params: categorySearchParams,
        querystring: categorySearchQuery,
        response: { 200: categorySearchAnswer },
      },
    },
    async (request, reply) => {
      const taxonomy = await taxonomyOf(app.db);
      const criteria = productCriteria({ categorys: [], filters: [], keyword: request.query.keyword }, taxonomy.groupOfItem);
      const counts = await facetMemo(criteriaKey(criteria), () => facetCounts(dbFor(app, criteria), criteria));
      reply.header('cache-control', NO_STORE);
      return ok({
        categoryList: facetCategories(taxonomy, request.params.categoryType.toUpperCase(), counts.categories),
        filterList: facetFilters(taxonomy, counts.filterItems),
      });
    },
  );
}

/** The categories of one type holding matching products, as the 2-depth tree. */
function facetCategories(taxonomy: Taxonomy, categoryType: string, counts: ReadonlyMap<number, number>): FacetCategory[] {
  const ofType = taxonomy.categories.filter((category) => category.categoryType === categoryType && (counts.get(category.categoryNo) ?? 0) > 0);
  return categoryTreeOf(ofType, (category): FacetCategory => ({
    categoryNo: category.categoryNo,
    categoryNoRef: category.categoryNoRef,
    categoryType: category.categoryType,
    categoryName: category.name,
    productCnt: counts.get(category.categoryNo) ?? 0,
    categoryList: [],
  }));
}

interface FacetFilter {
  filterNo: number;
  filterName: string;
  itemList: { itemNo: number; itemName: string; productCnt: number }[];
}

/** The filter groups holding matching products, each with its items and their counts. */
function facetFilters(taxonomy: Taxonomy, counts: ReadonlyMap<number, number>): FacetFilter[] {
  return groupUnder(
    taxonomy.filterItems.filter((item) => (counts.get(item.itemNo) ?? 0) > 0),
    (item) => item.filterNo,
    (item): FacetFilter => ({ filterNo: item.filterNo, filterName: item.filterName, itemList: [] }),
    (item) => ({ itemNo: item.itemNo, itemName: item.itemName, productCnt: counts.get(item.itemNo) ?? 0 }),
  );
}
