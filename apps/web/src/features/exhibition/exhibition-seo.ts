import { data, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@/shared/api';
import { preloadQueries } from '@/shared/query';
import { paths } from '@/shared/routing';
import { breadcrumbList, type PageMeta, type PageMetaArgs } from '@/shared/seo';
import { exhibitionListQuery, exhibitionNoOf, exhibitionQuery, pageFrom, tabFrom } from './exhibition-api';

const LIST_TITLE = '기획전';

/** An unknown exhibition (101/404) or an id the server refuses (104/400). */
export const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** The list's address of a tab and page; the first page of the current tab is the bare path. */
export function listHref(tab: 'current' | 'ended', page: number): string {
  const query = new URLSearchParams();
  if (tab === 'ended') query.set('tab', 'ended');
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${paths.exhibition()}?${search}` : paths.exhibition();
}

/** /exhibition lists, /exhibition/:id shows one; on the server an unknown one answers 404. */
export async function exhibitionLoader({ params, request, context }: LoaderFunctionArgs) {
  if (params.id === undefined) {
    const search = new URL(request.url).searchParams;
    await preloadQueries(context, [exhibitionListQuery(tabFrom(search.get('tab')), pageFrom(search.get('page')))]);
    return null;
  }
  const exhibitionNo = exhibitionNoOf(params.id);
  if (exhibitionNo === 0) throw data('기획전을 찾을 수 없습니다', { status: 404 });
  const errors = await preloadQueries(context, [exhibitionQuery(exhibitionNo)]);
  if (errors.some(isMissing)) throw data('기획전을 찾을 수 없습니다', { status: 404 });
  return null;
}

export function exhibitionMeta({ queryClient, params, url }: PageMetaArgs): PageMeta {
  if (params.id === undefined) {
    const tab = tabFrom(url.searchParams.get('tab'));
    return {
      title: tab === 'ended' ? `종료된 ${LIST_TITLE}` : LIST_TITLE,
      description: '마루 에디터가 고른 타일, 욕실, 카펫과 가구를 주제별 기획전으로 만나보세요.',
      canonicalPath: listHref(tab, pageFrom(url.searchParams.get('page'))),
    };
  }
  const exhibitionNo = exhibitionNoOf(params.id);
  const answer = queryClient.getQueryData(exhibitionQuery(exhibitionNo).queryKey);
  if (!answer) return { title: '기획전을 찾을 수 없어요', noindex: true };
  const { exhibition } = answer;
  const path = paths.exhibition(exhibitionNo);
  return {
    title: exhibition.status === 'ENDED' ? `[종료] ${exhibition.title}` : exhibition.title,
    description: exhibition.summary,
    canonicalPath: path,
    type: 'article',
    image: { ...exhibition.banner, alt: exhibition.coverAlt },
    lcpImage: { href: exhibition.banner.url },
    jsonLd: [
      breadcrumbList(url.origin, [
        { name: '홈', path: paths.home() },
        { name: LIST_TITLE, path: paths.exhibition() },
        { name: exhibition.title, path },
      ]),
    ],
  };
}
