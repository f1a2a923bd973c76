import { queryOptions } from '@tanstack/react-query';
import { cachedApi, readAnswer } from '@/shared/api';

/** The Kakao key and template (GET /system/v1/share); both null when the shop has none. */
export const shareSettingsQuery = queryOptions({
  queryKey: ['system', 'share'] as const,
  queryFn: async ({ signal }) => readAnswer('shareSettingsData', (await cachedApi.get('/system/v1/share', { signal })).data),
  staleTime: Infinity,
});
