import { queryOptions } from '@tanstack/react-query';
import type { AboutContent } from '@maru/domain';
import { api } from '@/shared/api';

export const aboutQuery = <Page extends keyof AboutContent>(page: Page) =>
  queryOptions({
    queryKey: ['about', page] as const,
    queryFn: async ({ signal }) =>
      ((await api.get<{ page: Page; content: AboutContent[Page] }>(`/display/v1/about/${page}`, { signal })).data?.content as AboutContent[Page]),
    staleTime: 30 * 60_000,
  });
