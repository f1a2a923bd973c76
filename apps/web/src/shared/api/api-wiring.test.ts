import { expect, it, vi } from 'vitest';
import { api, isApiError, setApiNavigator } from '@/shared/api';

it('the exported client checks the token after a 403, then navigates to sign-in', async () => {
  window.history.replaceState(null, '', '/mypage/point?tab=used');
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/oauth/v1/token/check'
      ? new Response(JSON.stringify({ code: 1002, message: 'no token' }))
      : new Response(JSON.stringify({ code: 999, message: 'forbidden' }), { status: 403 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const navigate = vi.fn();
  setApiNavigator(navigate);

  const error = await api.get('/mypage/v1/point').catch((caught: unknown) => caught);

  expect(isApiError(error) && error.status).toBe(403);
  const [checkUrl, checkInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
  expect(checkUrl).toBe('/api/oauth/v1/token/check');
  expect(checkInit.method).toBe('POST');
  expect(checkInit.body).toBeUndefined();
  expect(navigate).toHaveBeenCalledWith('/login?redirectUrl=%2Fmypage%2Fpoint%3Ftab%3Dused');
});
