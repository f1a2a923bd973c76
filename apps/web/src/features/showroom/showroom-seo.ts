import { data, type LoaderFunctionArgs } from 'react-router';
import { routeRedirectLoader } from '@/app/route-redirect';
import { preloadQueries } from '@/shared/query';
import { pathTo, paths } from '@/shared/routing';
import type { PageMeta, PageMetaArgs } from '@/shared/seo';
import { floorQuery, isMissing, officeQuery, officesQuery } from './showroom-api';

// The showroom pages' loaders (their data is in the first HTML) and head tags. An unknown
// office or floor answers 404 with the app's not-found page.

const notFound = () => data('쇼룸을 찾을 수 없습니다', { status: 404 });

export async function officesLoader({ context }: LoaderFunctionArgs) {
  await preloadQueries(context, [officesQuery()]);
  return null;
}

export async function officeLoader({ params, context }: LoaderFunctionArgs) {
  const errors = await preloadQueries(context, [officeQuery(params.office ?? '')]);
  if (errors.some(isMissing)) throw notFound();
  return null;
}

export async function floorLoader({ params, context }: LoaderFunctionArgs) {
  const errors = await preloadQueries(context, [floorQuery(params.office ?? '', params.floor ?? '')]);
  if (errors.some(isMissing)) throw notFound();
  return null;
}

/**
 * /route: with ?path=… it stays the internal redirect helper it always was (same-origin
 * paths only); without it the page is 오시는 길 for every office.
 */
export async function directionsLoader(args: LoaderFunctionArgs) {
  if (new URL(args.request.url).searchParams.has('path')) return routeRedirectLoader(args);
  return officesLoader(args);
}

export const officesMeta = (): PageMeta => ({
  title: '쇼룸',
  description: '마루 쇼룸에서 타일, 수전, 가구를 직접 보고 상담받으세요. 성수와 부산 해운대 쇼룸의 위치, 운영 시간, 방문 예약.',
  canonicalPath: paths.showroom(),
});

export const directionsMeta = (): PageMeta => ({
  title: '오시는 길',
  description: '마루 쇼룸의 주소와 지도, 대중교통·자가용 길 안내와 주차 정보.',
  canonicalPath: pathTo('route'),
});

export function officeMeta({ queryClient, params }: PageMetaArgs): PageMeta {
  const office = queryClient.getQueryData(officeQuery(params.office ?? '').queryKey);
  if (!office) return { title: '쇼룸 안내' };
  return { title: office.name, description: `${office.address} · ${office.openingHours} · ${office.intro}`.slice(0, 160), canonicalPath: paths.showroomOffice(office.slug) };
}

export function bookingMeta({ queryClient, params }: PageMetaArgs): PageMeta {
  const office = queryClient.getQueryData(officeQuery(params.office ?? '').queryKey);
  return { title: office ? `${office.name} 방문 예약` : '쇼룸 방문 예약', noindex: true };
}

export function floorMeta({ queryClient, params }: PageMetaArgs): PageMeta {
  const floor = queryClient.getQueryData(floorQuery(params.office ?? '', params.floor ?? '').queryKey);
  if (!floor) return { title: '쇼룸 층별 안내' };
  return {
    title: `${floor.office.name} ${floor.floor.name} ${floor.floor.title}`,
    description: floor.floor.summary,
    canonicalPath: paths.showroomFloor(floor.office.slug, floor.floor.slug),
  };
}
