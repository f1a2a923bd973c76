import sharp from 'sharp';
import { operatorDesk } from './console-support';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { findOptions, type Option, paidCardOrder, signedInMember } from './order-support';
import { call, stamp } from './support';

// Reviews with photos in real Chromium at 360 px: a member's order is shipped and delivered
// by an operator (console API calls from a signed-in console page), the member writes a
// photo review from 작성 가능한 리뷰 with the keyboard for the stars, and the review with its
// photo shows on the product page, which the server rendered without it (loaded in the
// browser). The photo carried GPS EXIF; the stored picture has none.

let options: Option[];

test.beforeAll(async ({ request }) => {
  options = await findOptions(request, 1);
});

test.use({ viewport: { width: 360, height: 800 } });

test('a member writes a photo review of a delivered line and sees it on the product page', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(300_000);
  await signedInMember(page, 'reviewer');
  const orderNo = await paidCardOrder(page, options);

  // The operator prepares, ships and delivers it.
  const { context: operatorContext, desk } = await operatorDesk(browser, baseURL, 'review-desk', '/admin/orders');
  for (const [step, body] of [
    ['prepare', { lineNos: [1] }],
    ['ship', { lineNos: [1], carrierCode: 'CJ', trackingNo: '601234567890' }],
    ['deliver', { lineNos: [1] }],
  ] as const) {
    const answer = await call(desk, 'POST', `/api/admin/v1/orders/${orderNo}/${step}`, body);
    expect(answer.code, `${step}: ${answer.message}`).toBe(0);
  }
  await operatorContext.close();

  await page.goto('/mypage/review/before');
  await expect(page.getByRole('heading', { level: 1, name: '상품 리뷰' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /리뷰 쓰기$/ }) }).first();
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('link', { name: /리뷰 쓰기$/ }).first().click();

  await expect(page).toHaveURL(new RegExp(`/mypage/review/write\\?orderNo=${orderNo}&lineNo=1$`));
  await expect(page.getByRole('heading', { level: 1, name: '리뷰 쓰기' })).toBeVisible();
  // Stars by keyboard: Tab into the group, arrows move the choice.
  await page.getByRole('radio', { name: '1점 별로예요' }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4점 좋아요' })).toBeChecked();

  const text = `타일 색이 사진과 똑같아요 ${stamp} <b>굵게</b>`;
  await page.getByLabel(/^후기/).fill(text);
  await expect(page.getByText(`${[...text].length} / 1,000자`)).toBeVisible();

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 160, b: 110 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 41/1' } })
    .toBuffer();
  await page.getByTestId('review-photo-input').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  const thumb = page.getByRole('img', { name: '사진 1' });
  await expect(thumb).toHaveAttribute('src', /\/media\/uploads\/review\/.+\/320\.webp$/, { timeout: 15_000 });
  // A file that is not a picture is refused with the server's message, and can be removed.
  await page.getByTestId('review-photo-input').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByRole('alert')).toHaveText('JPEG, PNG, WebP 사진만 올릴 수 있습니다.');
  await page.getByRole('button', { name: '사진 2 빼기' }).click();
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: '등록하기' }).click();

  await expect(page).toHaveURL('/mypage/review/register');
  const mine = page.getByRole('listitem').filter({ hasText: stamp });
  await expect(mine).toContainText('<b>굵게</b>');
  await expect(mine.getByRole('link', { name: '수정' })).toBeVisible();

  // The stored photo has no EXIF left.
  const storedUrl = (await mine.getByRole('img', { name: '리뷰 사진 1' }).getAttribute('src'))!;
  const stored = await page.request.get(storedUrl);
  expect(stored.headers()['cache-control']).toContain('immutable');
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();

  // The member's page logged only what the test caused: the refused file's 415, and Playwright's
  // trace recorder fetching the blob: preview (connect-src 'self' refuses it; shoppers never fetch it).
  expect(consoleErrors.filter((error) => !/status of 415|Connecting to 'blob:/.test(error))).toEqual([]);

  // Another shopper (no session: the page as the server renders it for everyone) sees it.
  const shopperContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width: 360, height: 800 } });
  const shopper = await shopperContext.newPage();
  const shopperErrors: string[] = [];
  shopper.on('console', (message) => void (message.type() === 'error' && shopperErrors.push(message.text())));
  shopper.on('pageerror', (error) => shopperErrors.push(String(error)));
  await shopper.goto(`/product/item/${options[0]!.productNo}`);
  await shopper.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const reviews = shopper.getByRole('region', { name: /^리뷰/ });
  await reviews.scrollIntoViewIfNeeded();
  await reviews.getByLabel('보기', { exact: true }).selectOption({ label: '사진 리뷰만' });
  const item = reviews.getByRole('listitem').filter({ hasText: stamp });
  await expect(item).toBeVisible();
  await expect(item).toContainText('<b>굵게</b>');
  await expect(item.locator('b')).toHaveCount(0);
  await expect(item.getByRole('img', { name: '별점 5점 중 4점' })).toBeVisible();
  await expect(item.getByRole('img', { name: '리뷰 사진 1' })).toBeVisible();
  await expectAccessible(shopper);
  await expectNoHorizontalOverflow(shopper);
  expect(shopperErrors).toEqual([]);
  await shopperContext.close();
});

// The shop's answer (판매자 답글): an operator finds a member's fresh review in 리뷰 관리 by its
// words, answers it from the keyboard, and a shopper sees 마루의 답변 under it on the product
// page; the member sees it in 내가 쓴 리뷰. Both console pages and the product page are axe-checked.
test('an operator answers a review in the console and shoppers see 마루의 답변 under it', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(240_000);
  await signedInMember(page, 'answered');
  const orderNo = await paidCardOrder(page, options);
  const { context: operatorContext, desk } = await operatorDesk(browser, baseURL, 'review-answerer', '/admin/reviews');
  for (const [step, body] of [
    ['prepare', { lineNos: [1] }],
    ['ship', { lineNos: [1], carrierCode: 'CJ', trackingNo: '601234567891' }],
    ['deliver', { lineNos: [1] }],
  ] as const) {
    const answer = await call(desk, 'POST', `/api/admin/v1/orders/${orderNo}/${step}`, body);
    expect(answer.code, `${step}: ${answer.message}`).toBe(0);
  }
  const words = `줄눈 색이 살짝 아쉬워요 ${stamp}`;
  const written = await call<{ reviewId: number }>(page, 'POST', '/api/mypage/v1/review', { orderNo, lineNo: 1, rating: 2, text: words, imageIds: [] });
  expect(written.code, written.message).toBe(0);

  // The operator: 리뷰 관리 in the menu, the review found by its words, answered with the keyboard.
  await expect(desk.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '리뷰 관리' })).toBeVisible();
  await desk.getByLabel('답변 상태').selectOption({ label: '답변 대기' });
  await desk.getByLabel('검색어 (리뷰 내용)').fill(words);
  await desk.getByLabel('검색어 (리뷰 내용)').press('Enter');
  await expect(desk).toHaveURL(/answer=UNANSWERED/);
  const link = desk.getByRole('link', { name: new RegExp(words) });
  await expect(link).toBeVisible();
  await expectAccessible(desk);
  await link.focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('heading', { name: '답변 등록' })).toBeVisible();
  await expect(desk.getByText(words)).toBeVisible();
  await expectAccessible(desk);
  const reply = `불편을 드려 죄송합니다. 같은 로트로 다시 보내 드릴게요 ${stamp}`;
  await desk.getByLabel('답변 내용').fill(reply);
  await desk.keyboard.press('Tab');
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('heading', { name: '답변 수정' })).toBeVisible();
  await expect(desk.getByText('답변을 등록했습니다. 상품 페이지에 바로 보입니다.')).toBeVisible();
  await expectAccessible(desk);
  await operatorContext.close();

  // The member's 내가 쓴 리뷰.
  await page.goto('/mypage/review/register');
  const mine = page.getByRole('listitem').filter({ hasText: words });
  await expect(mine).toContainText('마루의 답변');
  await expect(mine).toContainText(reply);

  // Any shopper, on the product page's review list (loaded in the browser, never cached).
  const shopperContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width: 360, height: 800 } });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/product/item/${options[0]!.productNo}`);
  await shopper.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const reviews = shopper.getByRole('region', { name: /^리뷰/ });
  await reviews.scrollIntoViewIfNeeded();
  const item = reviews.getByRole('listitem').filter({ hasText: words });
  await expect(item).toBeVisible();
  await expect(item).toContainText('마루의 답변');
  await expect(item).toContainText(reply);
  await item.getByText('마루의 답변').scrollIntoViewIfNeeded();
  await expectAccessible(shopper);
  await expectNoHorizontalOverflow(shopper);
  await shopperContext.close();
  expect(consoleErrors).toEqual([]);
});
