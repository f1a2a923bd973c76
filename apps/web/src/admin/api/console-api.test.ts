import { ApiCode, staffMeView } from '@maru/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleApi, ConsoleApiError, noData, setSessionEndedHandler } from './console-api';

const me = { staffId: 1, email: 'ops@maru.example', name: '운영자', role: 'ADMIN', roleName: '관리자', rights: ['staff'] };
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(...answers: Response[]) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const next of answers) fetch.mockResolvedValueOnce(next);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  setSessionEndedHandler(undefined);
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('consoleApi', () => {
  it('calls the console API, and answers the data parsed with the contract', async () => {
    const fetch = stubFetch(answer(200, { code: 0, message: 'success', data: me }));
    await expect(consoleApi('/auth/me', { data: staffMeView })).resolves.toEqual(me);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/v1/auth/me');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect((init!.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('echoes the XSRF cookie on state-changing calls and leaves out empty query values', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('nonce.mac/+=')}; path=/`;
    const fetch = stubFetch(answer(200, { code: 0, message: 'success' }));
    await consoleApi('/business/7/reject', { method: 'POST', query: { page: 1, status: '', size: undefined }, body: { reason: '서류 부족' }, data: noData });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/v1/business/7/reject?page=1');
    expect(init!.headers).toMatchObject({ 'X-XSRF-TOKEN': 'nonce.mac/+=', 'content-type': 'application/json' });
    expect(init!.body).toBe(JSON.stringify({ reason: '서류 부족' }));
  });

  it('throws the server’s code and Korean message for a refusal, the shop’s text when the message is blank', async () => {
    stubFetch(answer(200, { code: ApiCode.BUSINESS_REQUEST_DECIDED, message: '이미 처리된 사업자 회원 신청입니다.' }), answer(200, { code: ApiCode.STAFF_LAST_ADMIN, message: ' ' }));
    await expect(consoleApi('/business/7/approve', { method: 'POST', data: noData })).rejects.toMatchObject({ status: 200, code: 6009, message: '이미 처리된 사업자 회원 신청입니다.' });
    await expect(consoleApi('/staff/2/deactivate', { method: 'POST', data: noData })).rejects.toMatchObject({ code: 6006, message: expect.stringContaining('관리자') });
  });

  it('fails loudly when an answer does not match the contract', async () => {
    stubFetch(answer(200, { code: 0, message: 'success', data: { ...me, rights: ['everything'] } }));
    await expect(consoleApi('/auth/me', { data: staffMeView })).rejects.toThrow();
  });

  it('reports an ended session or a missing one to the app, and nothing else', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    stubFetch(answer(403, { code: ApiCode.STAFF_SESSION_EXPIRED, message: '로그인 시간이 지났습니다.' }), answer(403, { code: ApiCode.STAFF_NOT_SIGNED_IN, message: '직원 로그인이 필요합니다.' }), answer(403, { code: ApiCode.STAFF_ROLE_REFUSED, message: '권한 없음' }));
    await expect(consoleApi('/audit', { data: noData })).rejects.toBeInstanceOf(ConsoleApiError);
    await expect(consoleApi('/business', { data: noData })).rejects.toMatchObject({ code: 6001 });
    await expect(consoleApi('/staff', { data: noData })).rejects.toMatchObject({ status: 403, code: 6003 });
    expect(ended.mock.calls.map(([refusal]) => (refusal as ConsoleApiError).code)).toEqual([6002, 6001]);
  });

  it('tries once more with the fresh XSRF token after a 1004, and says so plainly when the network is down', async () => {
    const fetch = stubFetch(answer(403, { code: ApiCode.XSRF_INVALID, message: '보안 토큰이 만료되었습니다.' }), answer(200, { code: 0, message: 'success', data: me }));
    await expect(consoleApi('/auth/sign-in', { method: 'POST', body: {}, data: staffMeView })).resolves.toEqual(me);
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(consoleApi('/audit', { data: noData })).rejects.toMatchObject({ status: 0, code: 'network', message: expect.stringContaining('연결') });
  });

  it('sends a FormData as it is, without the JSON content type, and keeps the data of a refusal', async () => {
    const fetch = stubFetch(answer(200, { code: ApiCode.DEFAULT_ERROR, message: '가져올 수 없습니다.', data: { errors: [{ row: 2 }] } }));
    const form = new FormData();
    form.set('file', new Blob(['상품명\n소파'], { type: 'text/csv' }), 'products.csv');
    await expect(consoleApi('/products/import', { method: 'POST', query: { dryRun: 'false' }, body: form, data: noData })).rejects.toMatchObject({ data: { errors: [{ row: 2 }] } });
    const [, init] = fetch.mock.calls[0]!;
    expect(init!.body).toBe(form);
    expect((init!.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('sends PATCH as a state-changing call', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const fetch = stubFetch(answer(200, { code: 0, message: 'success' }));
    await consoleApi('/products/3', { method: 'PATCH', body: { productName: '소파' }, data: noData });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'PATCH', headers: { 'X-XSRF-TOKEN': 'abc' } });
  });
});
