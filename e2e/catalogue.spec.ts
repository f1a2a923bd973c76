import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

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
async function findSoldOutBranch(request: APIRequestContext) {
  // A state-changing method needs the XSRF token the server issues on any GET.
  await request.get('/api/health');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const list = await request.post('/api/product/v1/search/list', {
    data: { categorys: [], filters: [], page: 1, size: 60, sorted: 'NE' },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
  });
  const { productList } = (await list.json()).data as { productList: { productNo: number }[] };
  for (const { productNo } of productList) {
    const answer = await request.get(`/api/product/v1/option/itemList?productNo=${productNo}`);
    const rows = ((await answer.json()).data as { optionList: OptionRow[] }).optionList;
    if (rows[0]?.optionNameList.split('|').length !== 2) continue;
    const soldOut = rows.find((row) => row.stockCnt === 0);
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
