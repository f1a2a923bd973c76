import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { postJson } from './support';

// Sharing and downloads on a tile's product page in real Chromium, with no Kakao key (the
// browser tests never load Kakao's SDK): 링크 복사 puts the page's address on the clipboard,
// a refused clipboard says 링크 복사에 실패했습니다., and the spec sheet downloads as a PDF with
// its progress bar reaching 100 %. At 360 px, with no serious accessibility finding.

const TILE_ROOT_CATEGORY = 500100;

async function firstTile(request: APIRequestContext): Promise<number> {
  const answer = await postJson(request, '/api/product/v1/search/list', { categorys: [TILE_ROOT_CATEGORY], filters: [], page: 1, size: 1, sorted: 'NE' });
  const productNo = ((await answer.json()) as { data: { productList: { productNo: number }[] } }).data.productList[0]?.productNo;
  expect(productNo).toBeDefined();
  return productNo!;
}

let tileNo: number;

test.beforeAll(async ({ request }) => {
  tileNo = await firstTile(request);
});

test.describe('at 360 px with the clipboard allowed', () => {
  test.use({ viewport: { width: 360, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('링크 복사 copies the product address, and the spec sheet downloads to 100 %', async ({ page, baseURL, consoleErrors }) => {
    await page.goto(`/product/item/${tileNo}`);
    const share = page.getByRole('group', { name: '공유' });
    await expect(share).toBeVisible();
    // No key in the browser tests: no Kakao button, and Kakao's SDK is never asked for.
    await expect(share.getByRole('button', { name: '카카오톡 공유' })).toHaveCount(0);
    await share.getByRole('button', { name: '링크 복사' }).click();
    await expect(share.getByRole('status')).toHaveText('링크를 복사했어요.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/product/item/${tileNo}`);

    const documents = page.getByRole('region', { name: '자료 다운로드' });
    // 자료 다운로드 is asked for once its place nears the viewport, below the notice and the
    // shipping guide: scroll down a screen at a time (its place is between other lazy parts, so
    // a jump to the bottom can pass it) until it has come.
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 600));
      await expect(documents).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await documents.scrollIntoViewIfNeeded();
    await expect(documents.getByRole('listitem')).toHaveCount(3);
    await expect(documents.getByText('시공 가이드')).toBeVisible();
    await expect(documents.getByText('브랜드 카탈로그')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), documents.getByRole('button', { name: '제품 사양서 내려받기' }).click()]);
    expect(download.suggestedFilename()).toMatch(/_제품 사양서\.pdf$/);
    const bar = documents.getByRole('progressbar', { name: '제품 사양서 내려받기' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(documents.getByText('100%')).toBeVisible();
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('kakao')))).toBe(false);
    expect(consoleErrors).toEqual([]);
  });
});

test('a refused clipboard says 링크 복사에 실패했습니다.', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) });
  });
  await page.goto(`/product/item/${tileNo}`);
  const share = page.getByRole('group', { name: '공유' });
  await share.getByRole('button', { name: '링크 복사' }).click();
  await expect(share.getByRole('status')).toHaveText('링크 복사에 실패했습니다.');
  expect(consoleErrors).toEqual([]);
});

test('a browser with no clipboard at all says 지원하지 않는 브라우저입니다.', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    Object.defineProperty(Document.prototype, 'execCommand', { value: undefined });
  });
  await page.goto(`/product/item/${tileNo}`);
  await page.getByRole('group', { name: '공유' }).getByRole('button', { name: '링크 복사' }).click();
  await expect(page.getByRole('group', { name: '공유' }).getByRole('status')).toHaveText('지원하지 않는 브라우저입니다.');
});
