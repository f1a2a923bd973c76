import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { signedInMember } from './order-support';
import { call, productListPage } from './support';

// Checkout and payment in real Chromium against the real server and the PortOne and postcode
// sandboxes: a member pays by card in the popup window from the cart; a guest goes from the
// cart through sign-in's 비회원으로 주문하기, pays by virtual account, deposits in the sandbox's
// test bank and looks the order up; a sample order; an address saved through the postcode
// search; and a 360 px phone paying through the redirect flow (/order/mobile).

interface Row {
  itemGroupSeq: number;
  stockCnt: number;
  soldOutYn: string;
  inquiryProductYn?: string;
}

/** In-stock options (product, option row): several for product orders, one sampleable. */
async function findOptions(request: APIRequestContext, wanted: number) {
  const found: { productNo: number; itemGroupSeq: number }[] = [];
  let sample: { productNo: number; itemGroupSeq: number } | undefined;
  for (let listPage = 1; listPage <= 6 && (found.length < wanted || !sample); listPage += 1) {
    for (const product of await productListPage(request, listPage)) {
      const answer = await request.get(`/api/product/v1/option/itemList?productNo=${product.productNo}`);
      const rows = ((await answer.json()).data as { optionList: Row[] }).optionList.filter((row) => row.stockCnt >= 20 && row.soldOutYn !== 'Y' && row.inquiryProductYn !== 'Y');
      if (!rows[0]) continue;
      if (!sample && product.sampleYn === 'Y') sample = { productNo: product.productNo, itemGroupSeq: rows[0].itemGroupSeq };
      else if (found.length < wanted) found.push({ productNo: product.productNo, itemGroupSeq: rows[0].itemGroupSeq });
      if (found.length >= wanted && sample) break;
    }
  }
  expect(found.length).toBe(wanted);
  expect(sample).toBeTruthy();
  return { products: found, sample: sample! };
}

async function addToCart(page: Page, option: { productNo: number; itemGroupSeq: number }, cartType: 'PRODUCT' | 'SAMPLE' = 'PRODUCT') {
  const answer = await call(page, 'POST', '/api/cart/v1', { cartType, items: [{ productNo: option.productNo, optionGroupSeq: option.itemGroupSeq, qty: 1 }] });
  expect(answer.code).toBe(0);
}

/** A new delivery address through the postcode sandbox dialog. */
async function fillNewAddress(page: Page, name: string) {
  await page.getByLabel('받는 분').fill(name);
  await page.getByLabel('연락처').fill('01098765432');
  await page.getByRole('button', { name: '주소 검색' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await expect(dialog.getByText('테스트 환경 — 우편번호 검색 샌드박스', { exact: false })).toBeVisible();
  await dialog.getByRole('searchbox', { name: '도로명, 건물명 또는 지번' }).fill('서울');
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await dialog.getByRole('list', { name: '주소 검색 결과' }).getByRole('button').first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('우편번호')).toHaveValue(/^\d{5}$/);
  await page.getByLabel('상세 주소').fill('101동 1001호');
}

async function agreeAndPay(page: Page) {
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다').check();
  await page.getByRole('button', { name: /결제하기$/ }).click();
}

let options: Awaited<ReturnType<typeof findOptions>>;

test.beforeAll(async ({ request }) => {
  options = await findOptions(request, 3);
});

test('a member pays by card in the sandbox popup from the cart', async ({ page }) => {
  await signedInMember(page, 'buyer');
  await addToCart(page, options.products[0]!);

  await page.goto('/cart');
  await page.getByRole('button', { name: /주문하기/ }).click();
  await expect(page).toHaveURL(/\/order\/checkout\?sheetNo=/);
  await expect(page.getByLabel('이름')).not.toHaveValue('');
  await page.getByRole('radio', { name: '새 배송지' }).check();
  await fillNewAddress(page, '김받음');
  await page.getByRole('radio', { name: /신용\/체크카드/ }).check();
  await expectAccessible(page);

  const popupOpened = page.waitForEvent('popup');
  await agreeAndPay(page);
  const popup = await popupOpened;
  await expect(popup.getByText('테스트 환경 — 결제(PortOne) 샌드박스', { exact: false })).toBeVisible();
  await popup.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  const orderNo = await page.getByTestId('order-no').textContent();
  expect(orderNo).toMatch(/^\d{8,}/);
  await expectAccessible(page);

  const cart = await call<{ list: { itemGroupSeq: number }[] }>(page, 'GET', '/api/cart/v1/list?cartType=PRODUCT');
  expect(cart.data!.list.map((line) => line.itemGroupSeq)).not.toContain(options.products[0]!.itemGroupSeq);
  const order = await call<{ status: string }>(page, 'GET', `/api/order/v1/${orderNo}`);
  expect(order.data!.status).toBe('PAID');
});

test('a guest orders from the cart without an account, pays by virtual account, deposits and looks the order up', async ({ page, context }) => {
  await page.goto('/');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'tma_id')).toBe(true);
  await addToCart(page, options.products[1]!);
  await page.goto('/cart');
  await page.getByRole('button', { name: /주문하기/ }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  await page.getByRole('link', { name: '비회원으로 주문하기' }).click();
  await expect(page).toHaveURL(/\/order\/private\/checkout/);

  await page.getByLabel('이름').fill('박비회');
  await page.getByLabel('휴대폰 번호').first().fill('01055556666');
  await fillNewAddress(page, '박비회');
  await page.getByRole('textbox', { name: /^주문 비밀번호( \(필수\))?$/ }).fill('guest1234');
  await page.getByRole('textbox', { name: /^주문 비밀번호 확인/ }).fill('guest1234');
  await page.getByLabel('아래 필수 약관에 모두 동의합니다').check();
  await page.getByRole('radio', { name: /가상계좌/ }).check();

  const popupOpened = page.waitForEvent('popup');
  await agreeAndPay(page);
  const popup = await popupOpened;
  await popup.getByRole('button', { name: '가상계좌 발급' }).click();

  await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });
  const account = page.getByRole('region', { name: '입금 계좌 안내' });
  await expect(account).toContainText('KB국민은행');
  await expect(account).toContainText('23:59');
  const orderNo = (await page.getByTestId('order-no').textContent())!;

  const bank = await context.newPage();
  await bank.goto('/sandbox/portone/vbank');
  await bank.locator('fieldset', { hasText: orderNo }).getByRole('button', { name: '입금하기' }).click();
  await expect(bank.getByRole('status')).toContainText('입금했습니다');

  await page.goto('/order/private/checked');
  await page.getByLabel('주문번호').fill(orderNo);
  await page.getByLabel('주문자 휴대폰 번호').fill('010-5555-6666');
  await page.getByRole('textbox', { name: /^주문 비밀번호/ }).fill('wrong-pass');
  await page.getByRole('button', { name: '주문 조회' }).click();
  await expect(page.getByRole('alert')).toContainText('일치하는 주문이 없습니다');

  // The deposit reaches the shop through PortOne's notice; the lookup shows it once settled.
  await expect(async () => {
    await page.getByRole('textbox', { name: /^주문 비밀번호/ }).fill('guest1234');
    await page.getByRole('button', { name: '주문 조회' }).click();
    await expect(page.getByText('결제완료').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test('a sample order pays only the sample fee', async ({ page }) => {
  await signedInMember(page, 'sampler');
  await addToCart(page, options.sample, 'SAMPLE');
  await page.goto('/cart/sample');
  await page.getByRole('button', { name: /주문하기/ }).click();
  await expect(page).toHaveURL(/\/order\/checkout\/sample\?sheetNo=/);
  await expect(page.getByText('샘플 배송비').first()).toBeVisible();
  await page.getByRole('radio', { name: '새 배송지' }).check();
  await fillNewAddress(page, '최샘플');
  await page.getByRole('radio', { name: /신용\/체크카드/ }).check();
  await expect(page.getByRole('button', { name: '3,000원 결제하기' })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await agreeAndPay(page);
  await (await popupOpened).getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible({ timeout: 15_000 });
});

test('an address saved through the postcode search is the default in the address book', async ({ page }) => {
  await signedInMember(page, 'addr');
  await page.goto('/mypage/address/registration');
  await page.getByLabel('배송지명').fill('우리집');
  await page.getByLabel('받는 분').fill('정주소');
  await page.getByLabel('휴대폰 번호').fill('01012345678');
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-1234-5678');
  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  await dialog.getByRole('searchbox').fill('제주시');
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await dialog.getByRole('list', { name: '주소 검색 결과' }).getByRole('button').first().click();
  await expect(page.getByLabel('우편번호')).toHaveValue(/^63\d{3}$/);
  await page.getByLabel('상세 주소').fill('2층');
  await page.getByRole('button', { name: '배송지 저장' }).click();
  await expect(page).toHaveURL('/mypage/address');
  const card = page.getByTestId('address-card').filter({ hasText: '우리집' });
  await expect(card).toContainText('기본 배송지');
  await expect(card).toContainText('010-1234-5678');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', isMobile: true, hasTouch: true });

  test('pays through the redirect flow and /order/mobile', async ({ page }) => {
    await signedInMember(page, 'mobile');
    await addToCart(page, options.products[2]!);
    await page.goto('/cart');
    await page.getByRole('button', { name: /주문하기/ }).click();
    await expect(page).toHaveURL(/\/order\/checkout\?sheetNo=/);
    await page.getByRole('radio', { name: '새 배송지' }).check();
    await fillNewAddress(page, '모바일');
    await page.getByRole('radio', { name: /카카오페이/ }).check();
    await expectNoHorizontalOverflow(page);
    await agreeAndPay(page);
    await expect(page).toHaveURL(/\/sandbox\/portone\/pay\?/);
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  });
});
