import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { operatorDesk } from './console-support';
import { expect, test } from './fixtures';
import { signedInMember } from './order-support';
import { expectAccessible } from './page-checks';
import { stamp } from './support';

// 기획전 관리 and 스타일링 관리 (issue 27) in real Chromium: (a) an operator builds an exhibition
// with a product group and a coupon block, publishes it, and a member takes the coupon on the
// exhibition's page; (b) an operator places two hotspots on a new styling room by keyboard,
// tags products, publishes, and a shopper opens both on the room's page. axe on every console
// page used.

/** A photo-like picture, as an operator's camera would give one. */
const picture = async (name: string, colour: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .composite([{ input: { create: { width: 300, height: 300, channels: 3, background: { r: 240, g: 240, b: 230 } } }, top: 250, left: 450 }])
    .png()
    .toBuffer(),
});

/** The Korean wall-clock time `hours` from now, as a datetime-local field takes it. */
const koreanLocal = (hours: number) => new Date(Date.now() + (hours + 9) * 3_600_000).toISOString().slice(0, 16);

/** The first result on sale (its line carries no 품절/숨김) among a search's results, added. */
async function addFirstOnSale(scope: Locator, skip = 0): Promise<string> {
  const results = scope.getByRole('list', { name: '찾은 상품' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const buttons = results.getByRole('button', { name: /^\d+ · .+원\) 추가$/ });
  const button = buttons.nth(skip);
  const label = (await button.getAttribute('aria-label'))!;
  await button.click();
  // "123 · 상품명 (브랜드, 12,000원) 추가" → 상품명
  return label.replace(/^\d+ · /, '').replace(/ \([^()]*\) 추가$/, '');
}

async function publishNow(form: Locator, hoursToEnd: number | null) {
  await form.getByLabel('게시 상태').selectOption('PUBLISHED');
  await form.getByLabel('시작 (한국 시각)').fill(koreanLocal(-1));
  if (hoursToEnd !== null) await form.getByLabel('종료 (한국 시각)').fill(koreanLocal(hoursToEnd));
}

const savedNumber = (desk: Page, section: string) => Number(new RegExp(`/admin/${section}/(\\d+)$`).exec(desk.url())![1]);

test('an operator builds an exhibition with a product group and a coupon block, publishes it, and a member takes the coupon there', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(180_000);
  const title = `콘솔 기획전 ${stamp}`;
  const couponTitle = `기획전 쿠폰 ${stamp}`;
  const couponName = '겨울 집꾸미기 5,000원 할인';

  const { context, desk } = await operatorDesk(browser, baseURL, 'exhibitions', '/admin/exhibitions');
  await expect(desk.getByRole('heading', { name: '기획전 관리', level: 1 })).toBeVisible();
  await expect(desk.getByRole('link', { name: '욕실을 바꾸는 작은 변화' })).toBeVisible();
  await expectAccessible(desk);

  await desk.getByRole('link', { name: '새 기획전 만들기' }).click();
  await expect(desk.getByRole('heading', { name: '새 기획전', level: 1 })).toBeVisible();
  const form = desk.getByRole('form', { name: '기획전 정보' });
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('요약').fill('콘솔에서 만든 욕실 기획전');
  await form.getByLabel('표지 사진 올리기').setInputFiles(await picture('cover.png', { r: 70, g: 130, b: 120 }));
  await expect(form.getByLabel('다른 표지 사진 올리기')).toBeVisible();
  await form.getByLabel('표지 대체 텍스트').fill('초록 타일 욕실');
  await publishNow(form, 48);

  // A product group, filled by search.
  await form.getByLabel('추가할 블록').selectOption('상품 묶음');
  await form.getByRole('button', { name: '블록 추가' }).click();
  const group = form.getByTestId('block').nth(0);
  await group.getByLabel('묶음 제목').fill('콘솔 추천 타일');
  await group.getByLabel('상품 찾기 (상품번호, 상품명·브랜드)').fill('타일');
  await group.getByLabel('상품 찾기 (상품번호, 상품명·브랜드)').press('Enter');
  const productName = await addFirstOnSale(group);
  await expect(group.getByRole('list', { name: '1번째 블록의 상품' })).toContainText(productName);

  // A coupon block with the seeded event's coupon.
  await form.getByLabel('추가할 블록').selectOption('쿠폰');
  await form.getByRole('button', { name: '블록 추가' }).click();
  const coupon = form.getByTestId('block').nth(1);
  await coupon.getByLabel('블록 제목').fill(couponTitle);
  await coupon.getByLabel('이벤트 쿠폰 찾기 (쿠폰 이름, 이벤트)').fill('겨울 집꾸미기');
  await coupon.getByRole('button', { name: '찾기' }).click();
  await coupon.getByRole('list', { name: '찾은 쿠폰' }).getByRole('button', { name: new RegExp(`^${couponName} .* 추가$`) }).click();
  await expect(coupon.getByRole('list', { name: '2번째 블록의 쿠폰' })).toContainText(couponName);

  // The coupon block goes first, by the keyboard on its handle.
  await coupon.getByRole('button', { name: '2번째 블록 (쿠폰) 순서 옮기기' }).focus();
  await desk.keyboard.press('ArrowUp');
  await expect(form.getByTestId('block').nth(0)).toHaveAttribute('data-kind', 'COUPON');
  await expect(desk.getByRole('button', { name: '1번째 블록 (쿠폰) 순서 옮기기' })).toBeFocused();
  await expectAccessible(desk);

  await form.getByRole('button', { name: '기획전 만들기' }).click();
  await expect(desk.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(desk).toHaveURL(/\/admin\/exhibitions\/\d+$/);
  const exhibitionNo = savedNumber(desk, 'exhibitions');
  await expect(desk.getByText('게시 중')).toBeVisible();
  await expect(desk.getByRole('region', { name: `기획전 ${exhibitionNo} 미리보기` })).toBeVisible();
  await expectAccessible(desk);
  await context.close();

  // A member opens it and takes the block's coupon.
  await signedInMember(page, 'exhibitor');
  await page.goto(`/exhibition/${exhibitionNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.getByTestId('exhibition-block').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-kind')))).toEqual(['COUPON', 'PRODUCT']);
  await expect(page.getByRole('region', { name: '콘솔 추천 타일' }).getByTestId('product-card')).toHaveCount(1);
  const coupons = page.getByRole('region', { name: couponTitle });
  await coupons.scrollIntoViewIfNeeded();
  await coupons.getByRole('button', { name: `${couponName} 받기`, exact: true }).click();
  await expect(coupons.getByRole('button', { name: `${couponName} 받음`, exact: true })).toBeDisabled();
  const mine = await page.request.get('/api/mypage/v1/coupon/list');
  expect(JSON.stringify(await mine.json())).toContain(couponName);
  expect(consoleErrors).toEqual([]);
});

test('an operator places two hotspots on a new styling room by keyboard, tags products, publishes, and a shopper opens both', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(180_000);
  const title = `콘솔 스타일링 ${stamp}`;
  const { context, desk } = await operatorDesk(browser, baseURL, 'styling', '/admin/styling');
  await expect(desk.getByRole('heading', { name: '스타일링 관리', level: 1 })).toBeVisible();
  await expectAccessible(desk);

  await desk.getByRole('link', { name: '새 스타일링 만들기' }).click();
  const form = desk.getByRole('form', { name: '스타일링 정보' });
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('요약').fill('창가의 원목 욕실');
  // 사무 공간: no other browser test counts its rooms (styling.spec counts the seeded 욕실 ones).
  await form.getByLabel('공간').selectOption('사무 공간');
  await form.getByLabel('스타일').selectOption('내추럴');
  await form.getByLabel('설명', { exact: true }).fill('첫 문단.\n\n둘째 문단.');
  await form.getByLabel('사진 올리기', { exact: true }).setInputFiles(await picture('room.png', { r: 180, g: 150, b: 110 }));
  await expect(form.getByTestId('hotspot-photo')).toBeVisible();

  // Two tags, each added at the centre and moved with the keyboard, then given a product.
  const names: string[] = [];
  for (const [index, key] of [[1, 'ArrowLeft'], [2, 'ArrowRight']] as const) {
    await form.getByRole('button', { name: '가운데에 태그 추가' }).click();
    const spot = form.getByTestId('editor-hotspot').nth(index - 1);
    await expect(spot).toBeFocused();
    for (let press = 0; press < 5; press += 1) await desk.keyboard.press(`Shift+${key}`);
    await desk.keyboard.press('ArrowDown');
    await expect(spot).toHaveAttribute('aria-label', new RegExp(`^상품 태그 ${index}: 상품 없음 \\(가로 ${index === 1 ? 25 : 75}%, 세로 51%\\)$`));
    const row = form.getByTestId('hotspot-row').nth(index - 1);
    const search = row.getByLabel(`상품 태그 ${index}에 넣을 상품 찾기 (상품번호, 상품명·브랜드)`);
    await search.fill('타일');
    await search.press('Enter');
    names.push(await addFirstOnSale(row, index - 1));
    await expect(row).toContainText(names[index - 1]!);
  }
  await expect(form.getByLabel('상품 태그 2 가로 (%)')).toHaveValue('75');
  await publishNow(form, null);
  await expectAccessible(desk);
  await form.getByRole('button', { name: '스타일링 만들기' }).click();
  await expect(desk.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const stylingNo = savedNumber(desk, 'styling');
  await expect(desk.getByTestId('editor-hotspot')).toHaveCount(2);
  await expectAccessible(desk);
  await context.close();

  // A shopper opens the room and both of its tags.
  await page.goto(`/styling/${stylingNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const spots = page.getByTestId('hotspot');
  await expect(spots).toHaveCount(2);
  for (const [index, name] of names.entries()) {
    await spots.nth(index).click();
    await expect(page.getByRole('dialog', { name: `${name} 상품 정보` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const listed = await page.request.get('/api/styling/v1/list?space=OFFICE&size=48');
  expect(JSON.stringify(await listed.json())).toContain(title);
  expect(consoleErrors).toEqual([]);
});
