import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, newMember, postJson, signInOnPage } from './support';

// The catalogue in the browser: category list, filters in the address, search, the product
// page's linked options down to a sold-out branch and the live total.

interface OptionRow {
  itemSeqList: string;
  itemNameList: string;
  optionNameList: string;
  stockCnt: number;
  stockLostType: string | null;
}

/** A product with two option levels whose first item has both an in-stock and a sold-out row. */
async function findSoldOutBranch(request: APIRequestContext, wanted?: 'STOCK_ALIM') {
  const list = await postJson(request, '/api/product/v1/search/list', { categorys: [], filters: [], page: 1, size: 100, sorted: 'NE' });
  const { productList } = (await list.json()).data as { productList: { productNo: number }[] };
  for (const { productNo } of productList) {
    const answer = await request.get(`/api/product/v1/option/itemList?productNo=${productNo}`);
    const rows = ((await answer.json()).data as { optionList: OptionRow[] }).optionList;
    if (rows[0]?.optionNameList.split('|').length !== 2) continue;
    const soldOut = rows.find((row) => row.stockCnt === 0 && (wanted === undefined || row.stockLostType === wanted));
    if (!soldOut) continue;
    const [first] = soldOut.itemSeqList.split('|');
    const sibling = rows.find((row) => row.stockCnt > 0 && row.itemSeqList.split('|')[0] === first);
    if (sibling) return { productNo, soldOut, sibling };
  }
  throw new Error('The seeded catalogue has no two-level product with a sold-out branch');
}

test('browse a category, apply and clear a filter: the address and the count change without a reload', async ({ page, consoleErrors }) => {
  await page.goto('/product/list');
  // The list page's own category navigation (the header has one of the same name).
  const firstCategory = page.getByRole('main').getByRole('navigation', { name: '카테고리' }).getByRole('link').first();
  await firstCategory.click();
  await expect(page).toHaveURL(/\/product\/list\/\d+/);
  const count = page.locator('#result-count');
  await expect(count).toHaveText(/상품 [\d,]+개/);
  const before = await count.textContent();
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));

  // The checkbox follows the address, so it turns checked once the navigation lands.
  const filter = page.getByRole('checkbox').first();
  await filter.click();
  await expect(page).toHaveURL(/filters=\d+/);
  await expect(filter).toBeChecked();
  await expect(count).not.toHaveText(before ?? '');
  await expect(page.getByRole('list', { name: '선택한 필터' })).toBeVisible();

  await page.getByRole('button', { name: '전체 해제' }).click();
  await expect(page).not.toHaveURL(/filters=/);
  await expect(count).toHaveText(before ?? '');
  // Still the same document: the filters never reloaded the page.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('search a two-syllable Korean word and see products', async ({ page, consoleErrors }) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: '검색어' });
  await box.fill('타일');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%ED%83%80%EC%9D%BC/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('‘타일’ 검색 결과');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('trsword'))).toBe('["타일"]');
  expect(consoleErrors).toEqual([]);
});

test('sort a search by price, high to low, and page on: the prices never rise', async ({ page, consoleErrors }) => {
  await page.goto(`/search?keyword=${encodeURIComponent('타일')}`);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const prices = async () => (await cards.locator('strong').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));

  await page.getByRole('combobox', { name: '정렬' }).selectOption('HP');
  await expect(page).toHaveURL(/sorted=HP/);
  await expect.poll(async () => { const first = await prices(); return first.every((price, index) => index === 0 || price <= first[index - 1]!); }).toBe(true);
  const firstPage = await prices();
  expect(firstPage.length).toBeGreaterThan(1);
  expect(firstPage[0]).toBeGreaterThan(firstPage.at(-1)!);

  await page.getByRole('button', { name: '다음 페이지' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await prices())[0]).toBeLessThanOrEqual(firstPage.at(-1)!);
  const secondPage = await prices();
  expect(secondPage.every((price, index) => index === 0 || price <= secondPage[index - 1]!)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('open a product, follow linked options to a sold-out branch and watch the total follow the quantity', async ({ page, request, consoleErrors }) => {
  const { productNo, soldOut, sibling } = await findSoldOutBranch(request);
  await page.goto(`/product/item/${productNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const [firstName, soldOutName] = soldOut.itemNameList.split('|') as [string, string];
  const siblingName = sibling.itemNameList.split('|')[1] as string;
  await page.getByRole('button', { name: firstName, exact: true }).click();
  await expect(page.getByRole('button', { name: `${soldOutName} 품절` })).toBeDisabled();
  if (soldOut.stockLostType === 'STOCK_ALIM') {
    await expect(page.getByRole('button', { name: `${soldOutName} 재입고 알림 신청` })).toBeVisible();
  }

  await page.getByRole('button', { name: siblingName, exact: true }).click();
  const total = page.getByTestId('selection-total');
  await expect(total).toContainText('1개');
  const one = await total.locator('strong').textContent();
  await page.getByRole('button', { name: '수량 늘리기' }).click();
  await expect(total).toContainText('2개');
  await expect(total.locator('strong')).not.toHaveText(one ?? '');
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.map((entry) => entry.event))).toEqual(
    expect.arrayContaining(['ViewContent', 'ProdDetail']),
  );
  expect(consoleErrors).toEqual([]);
});

test('a guest is sent to sign in to like a product, comes back, likes it and asks for a restock alert', async ({ page, request, consoleErrors }) => {
  test.setTimeout(60_000);
  const { productNo, soldOut } = await findSoldOutBranch(request, 'STOCK_ALIM');
  await page.goto('/product/list');
  await call(page, 'GET', '/api/health');
  const email = await newMember(page, 'like');

  await page.goto(`/product/item/${productNo}`);
  const like = page.getByRole('button', { name: /좋아요/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectUrl=${encodeURIComponent(`/product/item/${productNo}`)}`));
  await signInOnPage(page, email);
  await expect(page).toHaveURL(new RegExp(`/product/item/${productNo}$`));

  await page.getByRole('button', { name: /좋아요/ }).click();
  await expect(page.getByRole('button', { name: /좋아요/ })).toHaveAttribute('aria-pressed', 'true');
  const liked = await call<{ list?: { productNo: number }[]; likeList?: { productNo: number }[] }>(page, 'GET', '/api/mypage/v1/like/product/list');
  expect(JSON.stringify(liked.data)).toContain(`"productNo":${productNo}`);

  // The restock alert on the sold-out option that takes alerts.
  const [firstName, soldOutName] = soldOut.itemNameList.split('|') as [string, string | undefined];
  if (soldOutName !== undefined) await page.getByRole('button', { name: firstName, exact: true }).click();
  await page.getByRole('button', { name: `${soldOutName ?? firstName} 재입고 알림 신청` }).click();
  const dialog = page.getByRole('dialog', { name: '재입고 알림 신청' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '알림 신청' }).click();
  await expect(page.getByText('재입고되면 알려 드릴게요.')).toBeVisible();

  // A second request for the same option is recognised.
  await page.getByRole('button', { name: `${soldOutName ?? firstName} 재입고 알림 신청` }).click();
  await expect(page.getByRole('dialog', { name: '재입고 알림 신청' }).getByText('이미 재입고 알림을 신청한 옵션이에요.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
