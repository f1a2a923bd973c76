import { type ShopCall, signUp, TEST_PASSWORD } from '@maru/testing';
import type { APIRequestContext, Page } from '@playwright/test';

// Helpers shared by the browser tests. The database is kept between runs, so every member
// made here is new: e-mail and names carry a per-run stamp.

export const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
export const PASSWORD = TEST_PASSWORD;

/** A call from inside the page, with its cookies and the XSRF token the page would send. */
export async function call<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ code: number; message: string; data?: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = document.cookie.split('; ').find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'x-xsrf-token': decodeURIComponent(xsrf) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  );
}

/** A new member made through the verification sandbox and the join call (with a friend's recommend code, if given); answers its e-mail. */
export async function newMember(page: Page, label: string, extra: { recommendCd?: string } = {}): Promise<string> {
  const person = { name: `${label}${stamp}`.slice(0, 30), phone: '010-5555-1234', birthday: '1990-05-05', gender: 'male' } as const;
  const joined = await signUp((method, path, body) => call(page, method, path, body), {
    email: `${label}-${stamp}@example.com`,
    person,
    nickName: `${label}${stamp}`.slice(0, 20),
    consents: { terms: true, privacy: true, age14: true, marketingSms: false, marketingEmail: false },
    ...extra,
  });
  return joined.email;
}

/** Signs in on the /login page the browser is on. */
export async function signInOnPage(page: Page, email: string): Promise<void> {
  // On a page the browser renders (/login is one), the top banner and the sandbox mark used to
  // land after the form and push it down; a click in that moment hit the wrong place (CI,
  // 2026-12-02: the banner's answer took 396 ms and landed 30 ms before the click on 로그인).
  // Both are now in the first render (app/top-banner-chunk.ts, auth/providers-loader.ts;
  // content.spec.ts checks the page does not shift), but the banner's wait gives up after
  // 800 ms, which a loaded CI host can exceed: the sign-in still waits for the page's reads.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** POSTs from the test runner need the XSRF pair any GET issues. */
export async function postJson(request: APIRequestContext, path: string, data: unknown) {
  await request.get('/api/health');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return request.post(path, { data, headers: { 'x-xsrf-token': decodeURIComponent(xsrf) } });
}

/** A ShopCall (@maru/testing) through the test runner's request context, for the shared factories. */
export function requestShopCall(request: APIRequestContext): ShopCall {
  return async (method, path, body) => (await (method === 'GET' ? request.get(path) : postJson(request, path, body))).json();
}

/** One page of the shop's product list, newest first, as the list page asks for it. */
export async function productListPage(request: APIRequestContext, page: number, size = 60): Promise<{ productNo: number; sampleYn: string }[]> {
  const list = await postJson(request, '/api/product/v1/search/list', { categorys: [], filters: [], page, size, sorted: 'NE' });
  return ((await list.json()).data as { productList: { productNo: number; sampleYn: string }[] }).productList;
}
