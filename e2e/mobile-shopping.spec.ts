import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Shopping on a 360 px phone: products come first, the filters wait in a bottom sheet behind
// a 필터 button, the product page keeps its purchase buttons on screen, no label wraps.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * Visible buttons whose label runs onto a second line: the line boxes of their visible text
 * sit at more than one height (text hidden for screen readers is a 1 px box and left out).
 */
async function wrappedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[class*="button"]')]
      .filter((button) => button.offsetParent !== null)
      .filter((button) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) tops.add(Math.round(rect.top));
        }
        return tops.size > 1;
      })
      .map((button) => (button.textContent ?? '').trim()),
  );
}

const inViewport = async (locator: Locator, page: Page) => {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
};

for (const path of ['/product/list', '/search?keyword=타일']) {
  test(`${path}: products first, filters in a bottom sheet behind 필터 with the active count`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    const firstCard = page.getByTestId('product-card').first();
    await expect(firstCard).toBeVisible();
    expect(await inViewport(firstCard.locator('img'), page)).toBe(true);
    // The filter checkboxes are not on the page until the sheet opens.
    await expect(page.getByRole('checkbox').first()).toBeHidden();

    const filterButton = page.getByRole('button', { name: /^필터/ });
    await expect(filterButton).toHaveAccessibleName('필터');
    await filterButton.click();
    const sheet = page.getByRole('dialog', { name: '필터' });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    // A bottom sheet: it reaches the bottom edge of the screen.
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);

    const count = page.locator('#result-count');
    const before = await count.textContent();
    await sheet.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/filters=/);
    await expect(count).not.toHaveText(before ?? '');
    await expect(sheet.getByRole('button', { name: /^상품 [\d,]+개 보기$/ })).toBeVisible();
    await sheet.getByRole('button', { name: /^상품 [\d,]+개 보기$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(filterButton).toHaveAccessibleName('필터, 1개 적용됨');
    await expect(filterButton).toContainText('1');

    // Escape closes the sheet and focus returns to the button that opened it.
    await filterButton.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filterButton).toBeFocused();

    // 초기화 clears the filters from the sheet.
    await filterButton.click();
    await sheet.getByRole('button', { name: '초기화' }).click();
    await expect(page).not.toHaveURL(/filters=/);
    await page.keyboard.press('Escape');
    await expect(filterButton).toHaveAccessibleName('필터');

    expect(await wrappedButtons(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the product page keeps 장바구니 담기 and 바로 구매 on screen, above the end of the footer', async ({ page, consoleErrors }) => {
  await page.goto('/product/list');
  await page.getByTestId('product-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/item\/\d+/);
  const addToCart = page.getByRole('button', { name: '장바구니 담기' });
  const buyNow = page.getByRole('button', { name: '바로 구매' });
  await expect(buyNow).toBeVisible();
  expect(await inViewport(addToCart, page)).toBe(true);
  expect(await inViewport(buyNow, page)).toBe(true);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  expect(await inViewport(buyNow, page)).toBe(true);
  // The footer's last line ends above the bar.
  const bar = await buyNow.boundingBox();
  const lastLine = await page.getByRole('contentinfo').locator('p, li, dd').last().boundingBox();
  expect((lastLine?.y ?? 0) + (lastLine?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) - 8);

  expect(await wrappedButtons(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
