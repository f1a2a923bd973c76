import type { Providers } from '@maru/domain';

/** GET /system/v1/providers as a server without provider keys answers it; `changes` replace whole providers. */
export const sandboxProviders = (changes: Partial<Providers> = {}): Providers => ({
  kakao: { sandbox: true },
  naver: { sandbox: true },
  portone: { sandbox: true },
  postcode: { mode: 'sandbox' },
  ...changes,
});
