import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutShift } from './page-checks';
import { call, newMember, postJson, signInOnPage } from './support';

// Server-rendered pages in Chromium: the HTML alone shows the page (JavaScript off), the
// browser then adopts it without a hydration warning, and nothing moves while it does.

const PHONE = { width: 360, height: 740 };

async function firstProduct(page: Page): Promise<{ productNo: number; productName: string }> {
  const answer = await postJson(page.request, '/api/product/v1/search/list', { categorys: [], filters: [], page: 1, size: 1, sorted: 'NE' });
  const { productList } = (await answer.json()).data as { productList: { productNo: number; productName: string }[] };
  const product = productList[0];
  if (!product) throw new Error('The seeded catalogue has no product');
  return product;
}

/** Every console message of any level while the page loads and hydrates. */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

test('a product page read with JavaScript off shows its name, price, picture and the purchase buttons', async ({ browser, page }) => {
  const product = await firstProduct(page);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const noScript = await context.newPage();
  const answer = await noScript.goto(`/product/item/${product.productNo}`);
  expect(answer?.status()).toBe(200);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(product.productName);
  await expect(noScript.getByText(/[\d,]+원/).first()).toBeVisible();
  await expect(noScript.getByRole('img', { name: new RegExp(product.productName) }).first()).toBeVisible();
  await expect(noScript.getByRole('button', { name: '장바구니' })).toBeVisible();
  await context.close();
});

test('public pages hydrate without a console warning or error and without shifting', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const product = await firstProduct(page);
  const messages = collectConsole(page);
  for (const path of ['/', '/product/list', '/search?keyword=타일', `/product/item/${product.productNo}`, '/board/notice', '/board/faq', '/policy/privacy', '/about/company']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // The page is interactive: a client-side navigation works from it.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
    expect(messages, `console on ${path}`).toEqual([]);
  }
});

test('after hydration the page works as the app: a link navigates without a reload and the data is not fetched twice', async ({ page }) => {
  const product = await firstProduct(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/v1?')) apiCalls.push(request.url());
  });
  await page.goto(`/product/item/${product.productNo}`, { waitUntil: 'networkidle' });
  // The product came with the HTML: the browser did not ask for it again.
  expect(apiCalls).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page.getByRole('banner').getByRole('link', { name: /MARU/ }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

/** The site header in a page's HTML, as the server sent it. */
const headerOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

test("a signed-in member's full load shows 마이페이지 in the first paint, and the app adopts it without a warning", async ({ browser, context, page }) => {
  // A member made and signed in twice, and five full loads.
  test.setTimeout(60_000);
  const product = await firstProduct(page);
  await page.goto('/');
  const email = await newMember(page, 'header');
  await page.goto('/login');
  await signInOnPage(page, email);
  await expect(page).toHaveURL('/');

  // Full loads: the HTML itself (before the app is ready) has the member's header, and
  // hydrating it leaves the console quiet.
  const messages = collectConsole(page);
  for (const path of ['/', '/board/notice', `/product/item/${product.productNo}`]) {
    const answer = await page.goto(path);
    const header = headerOf((await answer?.text()) ?? '');
    expect(header, path).toContain('마이페이지');
    expect(header, path).not.toContain('로그인');
    await expect(page.getByRole('banner').getByRole('link', { name: /마이페이지/ })).toBeVisible();
    expect(messages, `console on ${path}`).toEqual([]);
  }

  // What the first paint shows, with no script at all.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  const firstPaint = await noScript.newPage();
  await firstPaint.goto('/board/notice');
  await expect(firstPaint.getByRole('banner').getByRole('link', { name: /마이페이지/ })).toBeVisible();
  await noScript.close();

  // Signed out, the next full load says 로그인 at once; signed in again, 마이페이지.
  expect((await call(page, 'POST', '/api/membership/v1/logout')).code).toBe(0);
  expect(headerOf((await (await page.goto('/board/notice'))?.text()) ?? '')).toContain('로그인');
  await expect(page.getByRole('banner').getByRole('link', { name: /로그인/ })).toBeVisible();
  await page.goto('/login');
  await signInOnPage(page, email);
  await expect(page).toHaveURL('/');
  expect(headerOf((await (await page.goto('/board/notice'))?.text()) ?? '')).toContain('마이페이지');
  expect(messages).toEqual([]);
});
