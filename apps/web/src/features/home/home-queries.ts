import { queryOptions } from '@tanstack/react-query';
import { answerReader, api } from '@/shared/api';
import { fetchBrandStrip, fetchProductShelf } from './shelf-api';

export type { HeroSlide, HomeDisplay, HomeSectionView } from '@maru/domain';

const parse = answerReader();

/** The home page's sections in the operator's order (hero, shortcuts, shelves, features), kept for 10 minutes. */
export const homeDisplayQuery = queryOptions({
  queryKey: ['home', 'display'] as const,
  queryFn: async ({ signal }) => parse('homeDisplayView', (await api.get('/display/v1/home', { signal })).data),
  staleTime: 10 * 60_000,
});

/** Eight new or popular products for a shelf, kept for 5 minutes. */
export const productShelfQuery = (sorted: 'NE' | 'PO') =>
  queryOptions({
    queryKey: ['home', 'shelf', sorted] as const,
    queryFn: () => fetchProductShelf(sorted),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The brand categories for the brand strip, kept for 30 minutes. */
export const brandStripQuery = queryOptions({
  queryKey: ['home', 'brands'] as const,
  queryFn: fetchBrandStrip,
  staleTime: 30 * 60_000,
  retry: false,
});
