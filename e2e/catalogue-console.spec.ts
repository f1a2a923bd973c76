import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { consoleNav, operatorDesk } from './console-support';
import { paidCardOrder, signedInMember } from './order-support';
import { expectAccessible } from './page-checks';
import { call, stamp } from './support';

// The catalogue console in real Chromium against the real server: an operator makes a product
// with a 2×3 option matrix that a shopper then finds by searching and buys; an operator raises
// a price and the shopper's cart shows it; an operator imports a spreadsheet with one bad row
// and sees the row and the column named. Console pages are checked with axe.

/** Korean words only this run's products hold, so a search finds them and nothing seeded. */
const koreanStamp = [...stamp].map((char) => '가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허'[char.charCodeAt(0) % 28]).join('');

async function fillNewProduct(desk: Page, name: string): Promise<number> {
  await desk.getByRole('link', { name: '상품 등록' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: '상품 등록' })).toBeVisible();
  await desk.getByLabel('상품명').fill(name);
  await desk.getByRole('combobox', { name: /^브랜드/ }).selectOption({ label: '소반가구' });
  await desk.getByRole('combobox', { name: /^카테고리/ }).selectOption({ label: '가구 > 수납' });
  await desk.getByLabel('정가 (원)').fill('189000');
  await desk.getByLabel('판매가 (원)').fill('159000');
  await desk.getByLabel('고시 분류').selectOption('FURNITURE');
  const noticeInputs = desk.locator('input[id^="notice-"]');
  for (let index = 0; index < (await noticeInputs.count()); index++) await noticeInputs.nth(index).fill('상세페이지 참조');
  await expect(desk.getByText('모든 항목을 채웠습니다.')).toBeVisible();
  await desk.getByLabel('판매 상태').selectOption('ON_SALE');

  await desk.getByLabel('옵션명 1').fill('색상');
  await desk.getByLabel('옵션값 1 (쉼표 또는 줄바꿈으로 구분)').fill('내추럴, 월넛');
  await desk.getByRole('button', { name: '옵션 그룹 추가' }).click();
  await desk.getByLabel('옵션명 2').fill('크기');
  await desk.getByLabel('옵션값 2 (쉼표 또는 줄바꿈으로 구분)').fill('소, 중, 대');
  await desk.getByRole('button', { name: '조합 만들기' }).click();
  await expect(desk.getByText('조합 6개')).toBeVisible();
  for (const colour of ['내추럴', '월넛']) for (const size of ['소', '중', '대']) await desk.getByLabel(`${colour} / ${size} 재고`).fill('12');
  await desk.getByLabel(`월넛 / 대 추가금액`).fill('30000');
  await desk.getByRole('button', { name: '상품 등록', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin\/products\/\d+$/);
  return Number(new URL(desk.url()).pathname.split('/').pop());
}

test('an operator creates a product with a 2×3 option matrix; a shopper finds it by searching and buys it', async ({ page, browser, baseURL }, testInfo) => {
  // Creation, three pictures and a whole purchase: about 30 s on two cores, over the default.
  test.setTimeout(120_000);
  const { context, desk } = await operatorDesk(browser, baseURL, 'catalogue', '/admin/products');
  await expect(consoleNav(desk).getByRole('link', { name: '상품 관리' })).toBeVisible();
  await expectAccessible(desk);
  const name = `${koreanStamp}원목 협탁`;
  const productNo = await fillNewProduct(desk, name);
  await expect(desk.getByRole('table', { name: '옵션 조합' }).getByRole('row')).toHaveCount(7);
  await expectAccessible(desk);

  // Three pictures (real PNG and JPEG files), the second made the main picture.
  const files = await Promise.all(
    [
      ['front.png', { r: 200, g: 160, b: 110 }, 'png'],
      ['side.jpg', { r: 70, g: 110, b: 60 }, 'jpeg'],
      ['top.png', { r: 40, g: 60, b: 150 }, 'png'],
    ].map(async ([name, background, format]) => {
      const file = testInfo.outputPath(name as string);
      const picture = sharp({ create: { width: 800, height: 600, channels: 3, background: background as { r: number; g: number; b: number } } });
      await (format === 'png' ? picture.png() : picture.jpeg({ quality: 85 })).toFile(file);
      return file;
    }),
  );
  const pictures = desk.getByRole('list', { name: '상품 사진 순서' });
  await desk.getByLabel('사진 올리기').setInputFiles(files);
  await expect(pictures.getByRole('listitem')).toHaveCount(3);
  const second = (await pictures.getByRole('listitem').nth(1).locator('img').getAttribute('src'))!.replace(/\/320\.webp$/, '');
  expect(second).toMatch(/^\/media\/uploads\/product\//);
  await desk.getByRole('button', { name: /^대표로 지정\s?\(2번째 사진\)$/ }).click();
  await expect(desk.getByText(/1번째로 옮겼습니다/)).toBeVisible();
  await expect(pictures).toHaveAttribute('aria-busy', 'false');
  await expect(pictures.getByRole('listitem').first().locator('img')).toHaveAttribute('src', `${second}/320.webp`);
  await expect(pictures.getByRole('listitem').first()).toContainText('대표 이미지');
  // A document for the product page's 자료 다운로드, checked by its bytes on the server.
  const certificate = testInfo.outputPath('kc.pdf');
  await writeFile(certificate, '%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  await desk.getByLabel('자료 이름', { exact: true }).fill('KC 인증서');
  await desk.getByLabel('PDF 파일').setInputFiles(certificate);
  await desk.getByRole('button', { name: '자료 올리기' }).click();
  await expect(desk.getByRole('table', { name: '상품 자료' }).getByRole('link', { name: `${name}_KC 인증서.pdf` })).toBeVisible();
  await expectAccessible(desk);
  await context.close();

  await signedInMember(page, 'finder');
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: '검색어' });
  await box.fill(koreanStamp.slice(0, 2));
  await box.press('Enter');
  await page.getByTestId('product-card').filter({ hasText: name }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/product/item/${productNo}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The main picture the operator chose comes first.
  await expect(page.getByRole('img', { name: `${name} 이미지 1` })).toHaveAttribute('src', new RegExp(`^${second}/`));
  await expect(page.getByRole('list', { name: '상품 이미지' }).getByRole('listitem')).toHaveCount(3);
  // 자료 다운로드 is asked for once its place nears the viewport: scroll a screen at a time until it has come.
  const documents = page.getByRole('region', { name: '자료 다운로드' });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect(documents).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(documents.getByText('KC 인증서')).toBeVisible();
  await page.locator('fieldset').nth(0).getByRole('button', { name: '월넛', exact: true }).click();
  await page.locator('fieldset').nth(1).getByRole('button', { name: '대', exact: true }).click();
  await expect(page.getByRole('list', { name: '선택한 옵션' }).getByText('월넛 / 대', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByRole('dialog', { name: '장바구니' })).toContainText('장바구니에 상품을 담았어요.');

  const options = await call<{ optionList: { itemGroupSeq: number; itemNameList: string }[] }>(page, 'GET', `/api/product/v1/option/itemList?productNo=${productNo}`);
  const walnutLarge = options.data!.optionList.find((row) => row.itemNameList === '월넛|대')!;
  const orderNo = await paidCardOrder(page, [{ productNo, itemGroupSeq: walnutLarge.itemGroupSeq }]);
  await page.goto(`/mypage/order/${orderNo}`);
  await expect(page.getByText(name).first()).toBeVisible();
  // 159,000원 + the option's 30,000원.
  await expect(page.getByText('189,000원').first()).toBeVisible();
});

test('an operator raises a price and the shopper’s cart shows the new price', async ({ page, browser, baseURL }) => {
  // An operator's session and a shopper's sign-in and cart in one test: 30 s ran out on a loaded machine.
  test.setTimeout(90_000);
  const { context, desk } = await operatorDesk(browser, baseURL, 'pricing', '/admin/products');
  const name = `${koreanStamp}가격 스툴`;
  const productNo = await fillNewProduct(desk, name);

  await signedInMember(page, 'pricewatch');
  const options = await call<{ optionList: { itemGroupSeq: number }[] }>(page, 'GET', `/api/product/v1/option/itemList?productNo=${productNo}`);
  expect((await call(page, 'POST', '/api/cart/v1', { cartType: 'PRODUCT', items: [{ productNo, optionGroupSeq: options.data!.optionList[0]!.itemGroupSeq, qty: 1 }] })).code).toBe(0);
  await page.goto('/cart');
  await expect(page.getByText('159,000원').first()).toBeVisible();

  // A new colour for the product on sale: its three new combinations come with their opening stock.
  await desk.getByLabel('추가할 값 (쉼표로 구분)').fill('블랙');
  await desk.getByLabel('새 조합마다 처음 재고').fill('5');
  await desk.getByRole('button', { name: '옵션 값 추가' }).click();
  await expect(desk.getByRole('table', { name: '옵션 조합' }).getByRole('row')).toHaveCount(10);
  await expect(desk.getByRole('row', { name: /블랙 \/ 대/ })).toContainText('5');

  await desk.getByLabel('정가 (원)').fill('219000');
  await desk.getByLabel('판매가 (원)').fill('199000');
  await desk.getByRole('button', { name: '저장', exact: true }).click();
  await expect(desk.getByText('저장했습니다.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('199,000원').first()).toBeVisible();
  await expect(page.getByText('159,000원')).toHaveCount(0);

  // Hidden, the product's page is the site's not-found page, server-rendered with a 404.
  await desk.getByLabel('판매 상태').selectOption('HIDDEN');
  await desk.getByRole('button', { name: '저장', exact: true }).click();
  await expect(desk.getByText('저장했습니다.').last()).toBeVisible();
  await context.close();
  await expect.poll(async () => (await page.request.get(`/product/item/${productNo}`)).status(), { timeout: 15_000 }).toBe(404);
  await page.goto(`/product/item/${productNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('찾을 수 없');
});

test('an operator imports a spreadsheet with one bad row and sees the row and the column named', async ({ browser, baseURL }, testInfo) => {
  const { context, desk } = await operatorDesk(browser, baseURL, 'sheets', '/admin/products');
  const download = desk.waitForEvent('download');
  await desk.getByLabel('검색어 (상품번호·상품명·브랜드)').fill('100001');
  await desk.getByRole('button', { name: '검색', exact: true }).click();
  await desk.getByRole('link', { name: '엑셀 내보내기' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text.startsWith('\uFEFF상품번호,')).toBe(true);
  // As an operator would in Excel: one cell of the first product row made wrong.
  const rows: string[][] = parse(text, { bom: true });
  rows[1]![rows[0]!.indexOf('재고')] = '많이';
  const edited = testInfo.outputPath('상품-오류.csv');
  await writeFile(edited, `\uFEFF${stringify(rows, { record_delimiter: 'windows' })}`);

  await desk.getByRole('link', { name: '엑셀 가져오기' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: '엑셀 가져오기' })).toBeVisible();
  await desk.getByLabel('CSV 파일').setInputFiles(edited);
  await desk.getByRole('button', { name: '검사하기' }).click();
  const problems = desk.getByRole('table', { name: /문제 \d+건/ });
  await expect(problems.getByRole('row').nth(1)).toContainText('2');
  await expect(problems.getByRole('row').nth(1)).toContainText('재고');
  await expect(problems.getByRole('row').nth(1)).toContainText('숫자가 아닙니다');
  await expect(desk.getByRole('button', { name: '반영하기' })).toBeDisabled();
  await expectAccessible(desk);
  await context.close();
});
