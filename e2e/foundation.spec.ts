import { expect, test } from './fixtures';

test.describe('the shell', () => {
  test('home loads in Korean with no console errors', async ({ page, consoleErrors }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('meta[name="format-detection"]')).toHaveAttribute('content', 'telephone=no');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  });

  test('an unknown policy type shows the not-found page', async ({ page }) => {
    await page.goto('/policy/not-a-policy');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  });

  test('a query holding "drop table" gets HTTP 500 and the SQL error page', async ({ page }) => {
    const response = await page.goto('/product/list?keyword=1%3B%20drop%20table%20product');
    expect(response?.status()).toBe(500);
    await expect(page.getByText('SQL Injection Detected')).toBeVisible();
    await expect(page.getByRole('heading', { name: '페이지로 이동할 수 없습니다' })).toBeVisible();
  });

  test('Korean search words pass the guard', async ({ page }) => {
    const response = await page.goto(`/search?keyword=${encodeURIComponent('욕실 타일')}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('SQL Injection Detected')).toHaveCount(0);
  });

  test('a view transition cut short by the next navigation logs nothing', async ({ page, consoleErrors }) => {
    await page.goto('/');
    // What React Router does when a tap comes while the last navigation still animates.
    await page.evaluate(async () => {
      const transition = document.startViewTransition(() => undefined);
      transition.skipTransition();
      await transition.finished.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(consoleErrors).toEqual([]);
  });

  test('the offline flag follows the browser', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByText(/오프라인 상태입니다/)).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByText(/오프라인 상태입니다/)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(/오프라인 상태입니다/)).toHaveCount(0);
  });

  test('the error page goes back, retries and goes home', async ({ page }) => {
    await page.goto('/about/company');
    await page.goto('/search?keyword=select%20*%20from%20member');
    await expect(page.getByText('SQL Injection Detected')).toBeVisible();

    // Retry re-runs the page: the query is still refused, and the page stays usable.
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByText('SQL Injection Detected')).toBeVisible();

    // Arrived by typing the address (no referrer inside the site): back is history back.
    await page.getByRole('button', { name: '뒤로' }).click();
    await expect(page).toHaveURL(/\/about\/company$/);

    await page.goto('/search?keyword=select%20*%20from%20member');
    await page.getByRole('link', { name: '홈으로' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
