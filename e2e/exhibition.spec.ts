import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { signedInMember } from './order-support';

// Exhibitions (기획전) in real Chromium: /exhibition/32 (spec 01 §2) read with and without
// JavaScript, its blocks in the editor's order, a product group leading to the product, the
// bookmark for guests and members, the list of live ones, a 360 px phone, and axe.

const TITLE = '욕실을 바꾸는 작은 변화';
const BLOCK_ORDER = ['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON', 'PRODUCT', 'EDITOR'];

test('/exhibition/32 is server-rendered with its title, preview image and canonical address', async ({ browser, request }) => {
  const answer = await request.get('/exhibition/32');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(TITLE);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/exhibitions\/cover-32-1200x630\.webp"/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/exhibition\/32"/);
  expect((await request.get('/exhibition/999999')).status()).toBe(404);

  // Without scripts the page still reads: title, blocks and product links.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/exhibition/32');
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(noScript.getByRole('heading', { level: 2, name: '욕실 베스트' })).toBeVisible();
  expect(await noScript.getByTestId('exhibition-block').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-kind')))).toEqual(BLOCK_ORDER);
  await context.close();
});

test('a shopper reads /exhibition/32: blocks in order, coupons, a product group leads to the product, bookmarking asks to sign in', async ({ page, consoleErrors }) => {
  await page.goto('/exhibition/32');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByTestId('exhibition-block')).toHaveCount(BLOCK_ORDER.length);
  expect(await page.getByTestId('exhibition-block').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-kind')))).toEqual(BLOCK_ORDER);
  await expect(page.getByRole('img', { name: /세면대와 초록 타일 벽/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '작은 교체로 큰 변화를' })).toBeVisible();
  const coupons = page.getByRole('region', { name: '기획전 쿠폰 받기' });
  // The block asks for its coupons as it nears the screen, as a shopper scrolls to it.
  await coupons.scrollIntoViewIfNeeded();
  await expect(coupons.getByTestId('downloadable-coupon').first()).toBeVisible();
  await expect(coupons.getByText('쿠폰은 로그인한 회원만 받을 수 있습니다.')).toBeVisible();
  await expectAccessible(page);

  const group = page.getByRole('region', { name: '욕실 베스트' });
  await expect(group.getByTestId('product-card')).toHaveCount(8);
  const firstName = (await group.getByTestId('product-card').first().getByRole('heading').textContent()) ?? '';
  await group.getByTestId('product-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName.trim());

  await page.goBack();
  await page.getByRole('button', { name: '스크랩' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fexhibition%2F32$/);
  expect(consoleErrors).toEqual([]);
});

test('a member bookmarks /exhibition/32 and it is in their bookmark list', async ({ page, consoleErrors }) => {
  await signedInMember(page, 'exhibition');
  await page.goto('/exhibition/32');
  const bookmark = page.getByRole('button', { name: '스크랩' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  const listed = await page.request.get('/api/mypage/v1/like/exhibition/list');
  expect(((await listed.json()) as { data: { exhibitionList: { exhibitionNo: number }[] } }).data.exhibitionList.map((card) => card.exhibitionNo)).toEqual([32]);
  await page.reload();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: '스크랩' })).toHaveAttribute('aria-pressed', 'true');
  expect(consoleErrors).toEqual([]);
});

test('the list shows the live exhibitions only; an upcoming or ended one is the site’s 404 (issue 27)', async ({ page, request, consoleErrors }) => {
  await page.goto('/exhibition');
  await expect(page.getByRole('heading', { level: 1, name: '기획전' })).toBeVisible();
  const cards = page.getByTestId('exhibition-card');
  await expect(cards.first()).toBeVisible();
  const statuses = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-status')));
  expect(new Set(statuses)).toEqual(new Set(['RUNNING']));
  // No archive to show: no tabs.
  await expect(page.getByRole('navigation', { name: '기획전 구분' })).toHaveCount(0);
  await expectAccessible(page);
  // Seeded 30 has ended and 34 opens later.
  for (const id of [30, 34]) expect((await request.get(`/exhibition/${id}`)).status()).toBe(404);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('/exhibition/32 and the list fit the screen, accessible', async ({ page, consoleErrors }) => {
    await page.goto('/exhibition/32');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.getByRole('region', { name: '욕실 베스트' }).getByTestId('product-card').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    await page.goto('/exhibition');
    await expect(page.getByTestId('exhibition-card').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(consoleErrors).toEqual([]);
  });
});
