import { queryOptions } from '@tanstack/react-query';
import { previewToken } from '@/shared/api';
import { loadTopBanners } from './banner-api';

/**
 * The TOP banner list as a query, so a server-rendered page carries it and the browser
 * starts from the same list (the banner's place is then kept from the first paint). In the
 * browser the list still comes from sessionStorage once fetched (banner-api.ts), except in a
 * console preview, whose list (with the drafts it names) is its own and is never stored.
 */
export const topBannersQuery = queryOptions({
  queryKey: ['banner', 'top'] as const,
  queryFn: () => loadTopBanners(typeof sessionStorage === 'undefined' || previewToken() ? undefined : sessionStorage),
  staleTime: Infinity,
});
