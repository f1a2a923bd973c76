import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, layoutShift } from './page-checks';

// Seed banners (apps/server/src/modules/content/editorial/banners.ts): 102 targets the product
// list and detail pages, 101 shows everywhere except cart and order.
const SAMPLE_EVENT = '샘플 신청 이벤트';
const FREE_SHIPPING = '5만원 이상 구매 시 무료배송';

const topBanner = (page: Page) => page.getByRole('complementary', { name: '알림 배너' });

test.describe('top banner', () => {
  test('a banner targeted at the product list shows there and not on the home page', async ({ page }) => {
    await page.goto('/product/list');
    await expect(topBanner(page)).toContainText(SAMPLE_EVENT);

    await page.goto('/');
    await expect(topBanner(page)).toContainText(FREE_SHIPPING);
    await expect(page.getByText(SAMPLE_EVENT)).toHaveCount(0);
  });

  test('a closed banner stays closed after reload, from the first paint, until its period ends', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(topBanner(page)).toContainText(FREE_SHIPPING);

    // The banner's own chunk may still be on its way (the server-rendered bar is inert until
    // it comes): a shopper whose first tap did nothing taps again.
    await expect(async () => {
      await topBanner(page).getByRole('button', { name: '닫기' }).click({ timeout: 1_000 });
      await expect(topBanner(page)).toHaveCount(0, { timeout: 500 });
    }).toPass();
    // Closed for one day (its close period): hidden through tomorrow in Korea.
    const tomorrow = new Date(Date.now() + (9 + 24) * 3_600_000).toISOString().slice(0, 10);
    const stored = await page.evaluate(() => localStorage.getItem('tmsDisplayBanners'));
    expect(JSON.parse(stored ?? '[]')).toEqual([{ bannerSeq: 101, periodeDate: tomorrow }]);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'tms_banner_closed');
    expect(cookie?.value).toBe(`101.${tomorrow}`);

    // The page comes from the server without it (the cookie), so it is never painted.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).not.toContain('data-banner-seq="101"');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText(FREE_SHIPPING)).toHaveCount(0);

    // Once the last hidden day has passed, the banner is back, in the server's HTML too.
    await page.context().addCookies([{ name: 'tms_banner_closed', value: '101.2020-01-01', url: baseURL ?? '' }]);
    await page.evaluate(() => localStorage.setItem('tmsDisplayBanners', JSON.stringify([{ bannerSeq: 101, periodeDate: '2020-01-01' }])));
    const again = await page.reload();
    expect(await again?.text()).toContain('data-banner-seq="101"');
    await expect(topBanner(page)).toContainText(FREE_SHIPPING);
  });

  test('a page the browser renders draws the banner with its first paint: nothing below it moves when it comes', async ({ page }) => {
    // The list's call answers late, as on a slow connection. /login has no server HTML: its
    // first render waits for the list and the banner's chunk (up to 800 ms), so the banner is
    // there from the first paint instead of pushing the form down under a shopper's tap.
    await page.route('**/api/banner/v1/list**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    await expect(topBanner(page)).toContainText(FREE_SHIPPING);
    // The sandbox mark above the form (e2e runs the sandboxes) is drawn with it too.
    await expect(page.getByRole('note')).toContainText('테스트 환경');
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBe(0);
  });

  test('script in banner contents never runs and the text still shows', async ({ page }) => {
    await page.route('**/api/banner/v1/list**', (route) =>
      route.fulfill({
        json: {
          code: 0,
          message: '',
          data: {
            bannerList: [
              {
                bannerSeq: 900,
                contents: '<img src=x onerror="window.__bannerHacked=1"><script>window.__bannerHacked=2</script><strong>안전한 배너 문구</strong>',
                bannerColor: '#FFFFFF',
                bgColor: '#1A1A1A',
                periodeDate: '1d',
                closePeriod: '1d',
                closeYn: 'Y',
                conditionList: [],
              },
            ],
          },
        },
      }),
    );
    // A page the browser renders itself, so the list comes from the (mocked) API call; a
    // server-rendered page brings the server's list with it, cleaned by the same rules.
    await page.goto('/login');
    await expect(topBanner(page)).toContainText('안전한 배너 문구');
    await expect(topBanner(page).locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __bannerHacked?: number }).__bannerHacked)).toBeUndefined();
  });
});

test.describe('board', () => {
  test('the FAQ accordion opens and closes, and the search finds 샘플', async ({ page }) => {
    await page.goto('/board/faq');
    const firstQuestion = page.locator('main h3 button').first();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
    const answer = page.locator(`#${await firstQuestion.getAttribute('aria-controls')}`);
    await expect(answer).toBeHidden();

    await firstQuestion.click();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await firstQuestion.click();
    await expect(answer).toBeHidden();

    await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).fill('샘플');
    await page.getByRole('main').getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/keyword=%EC%83%98%ED%94%8C/);
    await expect(page.getByRole('button', { name: /샘플은 어떻게 신청하나요/ })).toBeVisible();
  });

  test('notice paging goes to page 2 and back', async ({ page }) => {
    await page.goto('/board/notice');
    const firstPageTitle = await page.locator('main ul li a').first().textContent();
    await page.getByRole('link', { name: '2페이지' }).click();
    await expect(page).toHaveURL(/\/board\/notice\?page=2$/);
    await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main ul li a').first()).not.toHaveText(firstPageTitle ?? '');

    await page.getByRole('link', { name: '1페이지' }).click();
    await expect(page).toHaveURL(/\/board\/notice\?page=1$/);
    await expect(page.locator('main ul li a').first()).toHaveText(firstPageTitle ?? '');
  });
});

test.describe('policy pages', () => {
  for (const [category, headingCount] of [
    ['terms', 24],
    ['privacy', 13],
    ['payment', 17],
  ] as const) {
    test(`${category} lists ${headingCount} headings and jumps to an anchor`, async ({ page }) => {
      await page.goto(`/policy/${category}`);
      const contents = page.getByRole('navigation', { name: '목차' }).getByRole('link');
      await expect(contents).toHaveCount(headingCount);

      const anchor = `h_${String(headingCount).padStart(2, '0')}`;
      await contents.last().click();
      await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
    });
  }

  test('an unknown policy shows the not-found page', async ({ page }) => {
    await page.goto('/policy/unknown-policy');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const [name, url, ready] of [
    ['home', '/', '카테고리'],
    ['notice list', '/board/notice', '공지사항'],
    ['terms', '/policy/terms', '목차'],
  ] as const) {
    test(`axe finds no serious or critical violations on the ${name} page`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
      await expect(topBanner(page)).toBeVisible();
      await expectAccessible(page);
    });
  }
});
