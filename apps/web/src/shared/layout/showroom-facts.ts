import { queryOptions } from '@tanstack/react-query';
import { answerReader, api } from '@/shared/api';

const parse = answerReader();

/**
 * The showrooms' address and hours for the footer, as the showroom module states them (the
 * home card, banners and showroom pages say the same). Fetched with the first server render
 * (root loader) and kept: offices change rarely.
 */
export const showroomFactsQuery = queryOptions({
  queryKey: ['showroom', 'facts'] as const,
  queryFn: async ({ signal }) => parse('showroomFactsListView', (await api.get('/showroom/v1/facts', { signal })).data),
  staleTime: 30 * 60_000,
  retry: false,
});
