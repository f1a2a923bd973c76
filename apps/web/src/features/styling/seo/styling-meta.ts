import { parseStylingListAddress, serializeStylingListAddress, stylingSpaceNames, stylingStyleNames } from '@maru/domain';
import { data, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@/shared/api';
import { preloadQueries } from '@/shared/query';
import { paths } from '@/shared/routing';
import { breadcrumbList, type PageMeta, type PageMetaArgs } from '@/shared/seo';
import { stylingDetailQuery, stylingListQuery, stylingNoOf } from '../api/styling-api';
import { PHOTO_SIZES } from '../detail/HotspotPhoto';

// Server rendering of the styling pages: the loaders fetch what the first screen shows, the
// meta functions turn it into the page's head (title, description, canonical, preview image).

const LIST_DESCRIPTION = '마루가 꾸민 거실, 주방, 욕실, 침실 공간을 둘러보고 사진 속 상품을 바로 만나 보세요.';

export async function stylingListLoader({ request, context }: LoaderFunctionArgs) {
  await preloadQueries(context, [stylingListQuery(parseStylingListAddress(new URL(request.url).searchParams))]);
  return null;
}

export function stylingListMeta({ url }: PageMetaArgs): PageMeta {
  const address = parseStylingListAddress(url.searchParams);
  const names = [address.space ? stylingSpaceNames[address.space] : '', address.style ? stylingStyleNames[address.style] : ''].filter(Boolean);
  const query = serializeStylingListAddress(address);
  return {
    title: names.length ? `스타일링 · ${names.join(' · ')}` : '스타일링',
    description: LIST_DESCRIPTION,
    canonicalPath: query ? `${paths.stylingList()}?${query}` : paths.stylingList(),
  };
}

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400 || error.kind === 'code');

/** An unknown or unpublished page answers 404 from the server, with the page's own message. */
export async function stylingDetailLoader({ params, context }: LoaderFunctionArgs) {
  const stylingNo = stylingNoOf(params.id);
  if (stylingNo === 0) throw data('스타일링을 찾을 수 없습니다', { status: 404 });
  const errors = await preloadQueries(context, [stylingDetailQuery(stylingNo)]);
  if (errors.some(isMissing)) throw data('스타일링을 찾을 수 없습니다', { status: 404 });
  return null;
}

export function stylingDetailMeta({ queryClient, params, url }: PageMetaArgs): PageMeta {
  const stylingNo = stylingNoOf(params.id);
  const styling = queryClient.getQueryData(stylingDetailQuery(stylingNo).queryKey);
  if (!styling) return { title: '스타일링을 찾을 수 없어요', noindex: true };
  const path = paths.styling(stylingNo);
  const cover = styling.photos[0]?.image ?? styling.cover;
  return {
    title: styling.title,
    description: `${styling.summary} ${styling.story[0] ?? ''}`.trim().slice(0, 150),
    canonicalPath: path,
    type: 'article',
    image: { url: cover.url, width: cover.width, height: cover.height, alt: cover.alt },
    lcpImage: { href: cover.sources[1]?.url ?? cover.url, srcset: cover.sources.map((source) => `${source.url} ${source.width}w`).join(', '), sizes: PHOTO_SIZES },
    jsonLd: [
      breadcrumbList(url.origin, [
        { name: '홈', path: paths.home() },
        { name: '스타일링', path: paths.stylingList() },
        { name: styling.title, path },
      ]),
    ],
  };
}
