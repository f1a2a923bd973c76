import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { signedInMember } from './order-support';

// Styling pages (스타일링) in real Chromium: the seeded rooms (apps/server/src/modules/styling/seed)
// server-rendered, a product tag used by keyboard alone, the space filter in the address, a
// member's bookmark found again on /mypage/bookmark, a 360 px phone, and axe.

const STYLING_NO = 1;

test('a styling page is server-rendered with its title, preview image and canonical address', async ({ request }) => {
  const answer = await request.get(`/styling/${STYLING_NO}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toContain('이 공간의 상품');
  expect(html).toContain('상품 보기: ');
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]+/media/styling/${STYLING_NO}/0-1600\\.webp"`));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/styling/${STYLING_NO}"`));
  expect((await request.get('/styling/999999')).status()).toBe(404);
  expect((await request.get('/styling/abc')).status()).toBe(404);

  const list = await request.get('/styling/list?space=BATH');
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain('욕실');
  // The room pictures are real files of the size the page reserves.
  const photo = await request.get(`/media/styling/${STYLING_NO}/0-480.webp`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toContain('image/webp');
});

test('a product tag opens with Enter, closes with Escape and gives focus back', async ({ page, consoleErrors }) => {
  await page.goto(`/styling/${STYLING_NO}`);
  const first = page.getByTestId('hotspot').first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace('상품 보기: ', '');
  expect(name).not.toBe('');

  // From whatever is focusable just before the first photo, one Tab reaches its first tag.
  await first.evaluate((button) => {
    const before = document.createElement('button');
    before.textContent = '시작';
    before.id = 'tab-start';
    button.closest('figure')!.before(before);
  });
  await page.locator('#tab-start').focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  const card = page.getByRole('dialog', { name: `${name} 상품 정보` });
  await expect(card).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const link = card.getByRole('link', { name: /상품 보러 가기/ });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', /^\/product\/item\/\d+$/);

  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(first).toBeFocused();

  // The card's link leads to the product.
  await first.click();
  await page.getByRole('dialog').getByRole('link', { name: /상품 보러 가기/ }).click();
  await expect(page).toHaveURL(/\/product\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  expect(consoleErrors).toEqual([]);
});

test('the list filters by space in the address and says when nothing matches', async ({ page, consoleErrors }) => {
  await page.goto('/styling/list');
  await expect(page.getByRole('heading', { level: 1, name: '스타일링' })).toBeVisible();
  await expect(page.getByTestId('styling-card')).toHaveCount(12);
  const spaces = page.getByRole('navigation', { name: '공간 필터' });
  await spaces.getByRole('link', { name: /욕실/ }).click();
  await expect(page).toHaveURL(/\/styling\/list\?space=BATH$/);
  await expect(spaces.getByRole('link', { name: /욕실/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('styling-card')).toHaveCount(6);
  for (const tag of await page.getByTestId('styling-card').locator('p').first().allTextContents()) expect(tag).toContain('욕실');

  await page.goto('/styling/list?space=BATH&style=NORDIC&page=9');
  await expect(page.getByRole('heading', { name: '조건에 맞는 스타일링이 없어요' })).toBeVisible();
  await page.getByRole('link', { name: '필터 초기화' }).click();
  await expect(page).toHaveURL(/\/styling\/list$/);
  await expect(page.getByTestId('styling-card')).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: '페이지' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a guest who bookmarks is asked to sign in first', async ({ page }) => {
  await page.goto(`/styling/${STYLING_NO}`);
  await page.getByRole('button', { name: '스크랩' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectUrl=%2Fstyling%2F${STYLING_NO}$`));
});

test('a member bookmarks a styling page and finds it on /mypage/bookmark', async ({ page, consoleErrors }) => {
  await signedInMember(page, 'styling');
  await page.goto('/styling/2');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const bookmark = page.getByRole('button', { name: '스크랩' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/mypage/bookmark');
  await expect(page.getByRole('heading', { level: 1, name: '스크랩' })).toBeVisible();
  const listed = page.getByTestId('styling-bookmarks');
  await expect(listed.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page);

  // The page's own tab: the header links to 기획전 too (issue 26).
  await page.getByRole('main').getByRole('link', { name: '기획전' }).click();
  await expect(page).toHaveURL(/\/mypage\/bookmark\?tab=exhibition$/);
  await expect(page.getByRole('heading', { level: 2, name: '스크랩한 기획전', exact: true })).toBeVisible();

  await page.goto('/styling/2');
  await page.getByRole('button', { name: '스크랩' }).click();
  await expect(page.getByRole('button', { name: '스크랩' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/mypage/bookmark');
  await expect(page.getByRole('heading', { name: '스크랩한 스타일링이 없어요' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('axe finds nothing serious on the list and a styling page', async ({ page }) => {
  await page.goto('/styling/list');
  await expect(page.getByTestId('styling-card').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/styling/${STYLING_NO}`);
  await expect(page.getByTestId('hotspot').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('hotspot').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the list and a room fit, and a tapped tag shows its product inside the photo', async ({ page, consoleErrors }) => {
    await page.goto('/styling/list?space=LIVING');
    await expect(page.getByTestId('styling-card').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.goto(`/styling/${STYLING_NO}`);
    const photo = page.locator('figure').first();
    const first = photo.getByTestId('hotspot').first();
    await first.tap();
    const card = page.getByRole('dialog');
    await expect(card).toBeVisible();
    const [frame, box] = [await photo.locator('img').first().boundingBox(), await card.boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(frame!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 1);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: '상품 정보 닫기' }).tap();
    await expect(card).toBeHidden();
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});
