import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { findOptions } from './order-support';
import { newMember, signInOnPage } from './support';

// My page (issue 14) in real Chromium against the real server: a guest's recently viewed
// products (kept in the browser) join the member's list at sign-in; a liked product shows in
// the wish list; my page home fits a 360 px phone and passes axe.

const HISTORY_KEY = 'maru.productHistory.v1';

async function productName(page: Page, productNo: number): Promise<string> {
  await page.goto(`/product/item/${productNo}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.trim();
}

test('a guest views two products, signs in and finds them in 최근 본 상품; a liked product shows in the wish list; my page home at 360 px', async ({ page, request, consoleErrors }) => {
  // A long walk (two product pages, joining, signing in, four my page screens) on a shared machine.
  test.setTimeout(120_000);
  const [first, second] = (await findOptions(request, 2)).map((option) => option.productNo);

  // As a guest: the views stay in this browser.
  const firstName = await productName(page, first!);
  const secondName = await productName(page, second!);
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').map((view: { productNo: number }) => view.productNo), HISTORY_KEY)).toEqual([second, first]);

  // Join, then sign in on the page: the sign-in hands the list to the server.
  const email = await newMember(page, 'history');
  await page.goto('/login');
  await signInOnPage(page, email);
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();

  await page.goto('/mypage/history/product');
  await expect(page.getByRole('heading', { level: 1, name: '최근 본 상품' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(secondName);
  await expect(cards.nth(1)).toContainText(firstName);

  // A member's view goes to the server: the first product moves back to the top.
  await productName(page, first!);
  await page.getByRole('button', { name: '좋아요' }).click();
  await expect(page.getByRole('button', { name: '좋아요' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/mypage/history/product');
  await expect(cards.nth(0)).toContainText(firstName);

  await page.goto('/mypage/wish');
  await expect(page.getByRole('heading', { level: 1, name: '위시리스트' })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(firstName);

  // My page home on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/mypage');
  await expect(page.getByText(/님, 안녕하세요/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^쿠폰 \d+장/ })).toHaveAttribute('href', '/mypage/coupon');
  await expect(page.getByRole('link', { name: /^적립금 [\d,]+원/ })).toHaveAttribute('href', '/mypage/point');
  await expect(page.getByRole('region', { name: '주문 처리 현황' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // The wish list's unlike empties it.
  await page.goto('/mypage/wish');
  await page.getByRole('button', { name: `${firstName} 좋아요 취소` }).click();
  await expect(page.getByRole('heading', { name: '좋아요한 상품이 없어요' })).toBeVisible();

  expect(consoleErrors).toEqual([]);
});
