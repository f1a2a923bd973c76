import { queryOptions } from '@tanstack/react-query';
import type { ShareSettings } from '@maru/domain';
import { api } from '@/shared/api';

/**
 * Read by hand rather than with the domain's schema (shareSettingsData): every product,
 * styling and exhibition page asks for it as it becomes interactive, and loading the answer
 * schemas then was part of those pages' blocking time (issue 23). Anything else than a
 * well-formed key means no KakaoTalk button.
 */
export function shareSettingsOf(data: unknown): ShareSettings {
  const kakao = (data as { kakao?: { jsKey?: unknown; templateId?: unknown } } | null)?.kakao;
  const jsKey = typeof kakao?.jsKey === 'string' && kakao.jsKey !== '' ? kakao.jsKey : null;
  const templateId = typeof kakao?.templateId === 'number' && Number.isInteger(kakao.templateId) && kakao.templateId > 0 ? kakao.templateId : null;
  return { kakao: { jsKey, templateId } };
}

/** The Kakao key and template (GET /system/v1/share); both null when the shop has none. */
export const shareSettingsQuery = queryOptions({
  queryKey: ['system', 'share'] as const,
  queryFn: async ({ signal }) => shareSettingsOf((await api.get('/system/v1/share', { signal })).data),
  staleTime: Infinity,
});
