import { parseProductListQuery, withParticle } from '@maru/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { preloadQueries } from '@/shared/query';
import { paths } from '@/shared/routing';
import { breadcrumbList, type PageMeta, type PageMetaArgs } from '@/shared/seo';
import { categoriesQuery, filtersQuery, productCountQuery, productListQuery } from '../api/catalogue-api';
import { effectiveListQuery, pathCategoryOf } from '../list/use-list-address';
import { CARD_IMAGE_SIZES, pictureSrcSet, pictureUrl } from '../product-card/product-image';
import { categoryTrail } from './category-trail';

const listQueryOf = (url: URL, id: string | undefined) => effectiveListQuery(parseProductListQuery(url.search), pathCategoryOf(id));

/** The list page's data: categories, filters, the page of products and the count. Awaited only on the server. */
export async function listPageLoader({ request, params, context }: LoaderFunctionArgs) {
  const query = listQueryOf(new URL(request.url), params.id);
  await preloadQueries(context, [categoriesQuery, filtersQuery, productListQuery(query), productCountQuery(query)]);
  return null;
}

/** The first card's picture is the list's largest paint on a phone (two cards a row): the one the card shows (ProductCard). */
function firstCardImage(args: PageMetaArgs): PageMeta['lcpImage'] {
  const products = args.queryClient.getQueryData(productListQuery(listQueryOf(args.url, args.params.id)).queryKey);
  const first = products?.[0];
  return first ? { href: pictureUrl(first.productNo, first.imageUrl, 640), srcset: pictureSrcSet(first.productNo, first.imageUrl), sizes: CARD_IMAGE_SIZES } : undefined;
}

export function listPageMeta(args: PageMetaArgs): PageMeta {
  const categoryNo = pathCategoryOf(args.params.id);
  const tree = args.queryClient.getQueryData(categoriesQuery.queryKey) ?? [];
  const trail = categoryNo === undefined ? [] : categoryTrail(tree, categoryNo);
  const category = trail.at(-1);
  const title = category?.categoryName ?? '전체 상품';
  return {
    title,
    description: `${title} — 마루에서 고른 가구, 유럽 타일, 카펫 타일, 수전과 인테리어 소품을 둘러보세요.`,
    // Filters, sorting and pages are views of the one category page.
    canonicalPath: paths.productList(category?.categoryNo),
    lcpImage: firstCardImage(args),
    jsonLd: [
      breadcrumbList(args.url.origin, [
        { name: '홈', path: paths.home() },
        ...(trail.length > 0
          ? trail.map((node) => ({ name: node.categoryName, path: paths.productList(node.categoryNo) }))
          : [{ name: title, path: paths.productList() }]),
      ]),
    ],
  };
}

export function searchPageMeta(args: PageMetaArgs): PageMeta {
  const keyword = args.url.searchParams.get('keyword')?.trim() ?? '';
  // A search for a word is a page of its own (shoppers search 타일, 수전…); its filters,
  // sorting and pages are views of it.
  return {
    title: keyword ? `‘${keyword}’ 검색 결과` : '검색',
    description: keyword ? `마루에서 ${withParticle(`‘${keyword}’`, '으로/로')} 찾은 상품들입니다.` : '마루의 가구, 타일, 수전과 소품을 검색해 보세요.',
    canonicalPath: keyword ? paths.search(keyword) : paths.search(),
    lcpImage: firstCardImage(args),
  };
}
