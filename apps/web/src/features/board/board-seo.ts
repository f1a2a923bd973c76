import { data, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@/shared/api';
import { preloadQueries } from '@/shared/query';
import { paths } from '@/shared/routing';
import { breadcrumbList, type PageMeta, type PageMetaArgs } from '@/shared/seo';
import { noticePageQuery, noticeQuery, pageFromSearch } from './board-api';

const plainText = (html: string, limit: number): string => {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
};

export async function noticeListLoader({ request, context }: LoaderFunctionArgs) {
  await preloadQueries(context, [noticePageQuery(pageFromSearch(new URL(request.url).searchParams.get('page')))]);
  return null;
}

export const noticeListMeta = (): PageMeta => ({
  title: '공지사항',
  description: '마루의 배송, 쇼룸, 이벤트와 서비스 소식을 전해 드립니다.',
  canonicalPath: paths.notices(),
});

/** A notice that does not exist answers 404 from the server, with the app's not-found page. */
export async function noticeDetailLoader({ params, context }: LoaderFunctionArgs) {
  const errors = await preloadQueries(context, [noticeQuery(params.id ?? '')]);
  if (errors.some((error) => isApiError(error) && (error.status === 404 || error.status === 400))) {
    throw data('공지사항을 찾을 수 없습니다', { status: 404 });
  }
  return null;
}

export function noticeDetailMeta({ queryClient, params, url }: PageMetaArgs): PageMeta {
  const answer = queryClient.getQueryData(noticeQuery(params.id ?? '').queryKey);
  if (!answer) return { title: '공지사항' };
  const { notice } = answer;
  const path = paths.notice(params.id ?? '');
  return {
    title: notice.title,
    description: plainText(notice.bodyHtml, 150),
    canonicalPath: path,
    type: 'article',
    jsonLd: [
      breadcrumbList(url.origin, [
        { name: '홈', path: paths.home() },
        { name: '공지사항', path: paths.notices() },
        { name: notice.title, path },
      ]),
    ],
  };
}
