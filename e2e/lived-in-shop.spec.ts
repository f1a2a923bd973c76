import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { postJson } from './support';

// Issue 26: a shop that looks lived in (seeded reviews with photos) and honest filters. The
// server adds the seeded reviews to its database at start; these pages must show them.

interface Card { productNo: number; productName: string; reviewCnt: number }
interface CategoryNode { categoryNo: number; categoryType: string; categoryName: string }

async function listed(request: APIRequestContext, body: Record<string, unknown>): Promise<Card[]> {
  const answer = await postJson(request, '/api/product/v1/search/list', { categorys: [], filters: [], page: 1, size: 60, ...body });
  return ((await answer.json()).data as { productList: Card[] }).productList;
}

async function firstDepartment(request: APIRequestContext): Promise<CategoryNode> {
  const tree = ((await (await request.get('/api/category/v1/all')).json()).data as { categoryList: CategoryNode[] }).categoryList;
  return tree.find((node) => node.categoryType === 'PRODUCT')!;
}

async function whiteItemNo(request: APIRequestContext): Promise<number> {
  const groups = ((await (await request.get('/api/product/v1/filter/list')).json()).data as { filterList: { filterName: string; itemList: { itemNo: number; itemName: string }[] }[] }).filterList;
  return groups.find((group) => group.filterName === '색상')!.itemList.find((item) => item.itemName === '화이트')!.itemNo;
}

/** The product cards' product numbers, in the order shown. */
async function shownProductNos(page: Page): Promise<number[]> {
  const hrefs = await page.getByTestId('product-card').locator('a[href*="/product/item/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return [...new Set(hrefs.map((href) => Number(href.match(/\/product\/item\/(\d+)/)![1])))];
}

for (const viewport of [{ width: 360, height: 800 }, { width: 1280, height: 900 }]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    // axe over a list of 24 cards takes long on this shared machine.
    test.setTimeout(90_000);

    test('a category list shows stars, and 리뷰 많은순 puts a most-reviewed product first', async ({ page, request, consoleErrors }) => {
      const department = await firstDepartment(request);
      await page.goto(`/product/list/${department.categoryNo}`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByText(/^평점 \d\.\d점, 리뷰 [\d,]+개$/).first()).toBeAttached();

      await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '리뷰 많은순' });
      await expect(page).toHaveURL(/sorted=RV/);
      const ranked = await listed(request, { categorys: [department.categoryNo], sorted: 'RV' });
      const most = Math.max(...ranked.map((card) => card.reviewCnt));
      expect(most).toBeGreaterThan(5);
      await expect.poll(async () => {
        const [shown] = await shownProductNos(page);
        return ranked.find((card) => card.productNo === shown)?.reviewCnt;
      }).toBe(most);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('a product page shows seeded reviews with a photo', async ({ page, request, consoleErrors }) => {
      const popular = await listed(request, { sorted: 'RV' });
      let productNo: number | undefined;
      for (const card of popular) {
        const reviews = (await (await request.get(`/api/product/v1/review/list?productNo=${card.productNo}&photo=ONLY`)).json()).data as { list: unknown[] };
        if (reviews.list.length > 0) { productNo = card.productNo; break; }
      }
      expect(productNo, 'a popular product with a photo review').toBeDefined();
      await page.goto(`/product/item/${productNo}`);
      const reviews = page.getByRole('region', { name: /^리뷰/ });
      await reviews.scrollIntoViewIfNeeded();
      await reviews.getByLabel('보기', { exact: true }).selectOption({ label: '사진 리뷰만' });
      const photo = reviews.getByRole('img', { name: '리뷰 사진 1' }).first();
      await expect(photo).toBeVisible();
      // The photo is really there: drawn and served, not a broken image.
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      const review = reviews.getByRole('listitem').filter({ has: page.getByRole('img', { name: '리뷰 사진 1' }) }).first();
      await expect(review).toContainText(/[가-힣]{2,} [가-힣]{2,}/);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('화이트 lists white products first, and brands have their own heading', async ({ page, request, consoleErrors }) => {
      const white = await whiteItemNo(request);
      await page.goto(`/product/list?filters=${white}`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const first = (await shownProductNos(page)).slice(0, 4);
      expect(first.length).toBeGreaterThan(0);
      for (const productNo of first) {
        const rows = ((await (await request.get(`/api/product/v1/option/itemList?productNo=${productNo}`)).json()).data as { optionList: { itemNameList: string }[] }).optionList;
        const name = ((await (await request.get(`/api/product/v1?productNo=${productNo}`)).json()).data as { productName: string }).productName;
        // White in its name (a fixed colour) or as its first colour choice, the one its picture shows.
        const firstChoice = rows[0]?.itemNameList ?? '';
        expect(`${name} ${firstChoice}`, `${productNo}`).toMatch(/화이트/);
      }

      await page.goto('/product/list');
      if (viewport.width < 800) await page.getByRole('button', { name: /^필터/ }).click();
      const brands = page.getByRole('navigation', { name: '브랜드' }).last();
      await expect(brands.getByRole('heading', { name: '브랜드' })).toBeVisible();
      await expect(brands.getByRole('link').first()).toBeVisible();
      const kinds = page.getByRole('main').getByRole('navigation', { name: '카테고리' }).last();
      const brandNames = await brands.getByRole('link').allTextContents();
      for (const brand of brandNames) await expect(kinds.getByRole('link', { name: brand, exact: true })).toHaveCount(0);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
