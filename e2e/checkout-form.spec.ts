import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findOptions } from './order-support';
import { call } from './support';

// The guest checkout form in Chromium (issue 22): searching in the postcode sheet never
// submits the order form around it (no order, no payment window, no errors), and after a
// failed submit each error goes as soon as its field is fixed while the others stay.

const fieldErrors = (page: Page) => page.locator('form[aria-label="주문서"] [id$="-error"]');

/** Opens the postcode sheet and searches: with the 검색 button, or with Enter in the field. */
async function searchAddress(page: Page, query: string, how: 'button' | 'enter') {
  await page.getByRole('button', { name: '주소 검색' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 찾기' });
  const field = dialog.getByRole('searchbox', { name: '도로명, 건물명 또는 지번' });
  await field.fill(query);
  if (how === 'enter') await field.press('Enter');
  else await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await expect(dialog.getByText(/^검색 결과 [1-9][\d,]*건$/)).toBeVisible();
  return dialog;
}

test('the postcode sheet never submits the order form, and errors go as their fields are fixed', async ({ page, context }) => {
  const orderPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order/v1') orderPosts.push(request.url());
  });
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));

  await page.goto('/');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'tma_id')).toBe(true);
  const [option] = await findOptions(page.request, 1);
  expect((await call(page, 'POST', '/api/cart/v1', { cartType: 'PRODUCT', items: [{ productNo: option!.productNo, optionGroupSeq: option!.itemGroupSeq, qty: 1 }] })).code).toBe(0);
  await page.goto('/cart');
  await page.getByRole('button', { name: /주문하기/ }).click();
  await page.getByRole('link', { name: '비회원으로 주문하기' }).click();
  await expect(page).toHaveURL(/\/order\/private\/checkout/);

  // An empty form: searching (Enter in the field) shows no error under any field.
  let dialog = await searchAddress(page, '테헤란로 123', 'enter');
  await expect(fieldErrors(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: '닫기' }).click();

  // A failed submit, then each field fixed in turn.
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await expect(page.getByText('주문자 이름을 입력해 주세요.')).toBeVisible();
  const errorsAfterSubmit = await fieldErrors(page).count();
  expect(errorsAfterSubmit).toBeGreaterThanOrEqual(6);
  await page.getByLabel('이름').fill('박비회');
  await expect(page.getByText('주문자 이름을 입력해 주세요.')).toBeHidden();
  await expect(page.getByText('주문자 휴대폰 번호를 입력해 주세요.')).toBeVisible();
  await expect(fieldErrors(page)).toHaveCount(errorsAfterSubmit - 1);
  await page.getByLabel('휴대폰 번호').first().fill('01055556666');
  await page.getByLabel('받는 분').fill('박비회');
  await page.getByLabel('연락처').fill('01055556666');
  // An address picked in the sheet: the example the field suggests finds it.
  dialog = await searchAddress(page, '테헤란로 123', 'button');
  await dialog.getByRole('list', { name: '주소 검색 결과' }).getByRole('button', { name: /테헤란로 123/ }).first().click();
  await expect(page.getByLabel('우편번호')).toHaveValue(/^\d{5}$/);
  await expect(page.getByText('주소 검색으로 배송지 주소를 입력해 주세요.')).toBeHidden();
  await page.getByRole('textbox', { name: /^주문 비밀번호( \(필수\))?$/ }).fill('guest1234');
  await page.getByRole('textbox', { name: /^주문 비밀번호 확인/ }).fill('guest1234');
  await page.getByLabel('아래 필수 약관에 모두 동의합니다').check();
  await expect(page.getByText('비회원 주문에 필요한 약관에 모두 동의해 주세요.')).toBeHidden();
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다').check();
  await expect(fieldErrors(page)).toHaveCount(0);

  // The form is valid now: searching again, with 검색 and with Enter, still places nothing.
  dialog = await searchAddress(page, '마루아파트', 'button');
  expect(orderPosts).toEqual([]);
  expect(popups).toEqual([]);
  await dialog.getByRole('searchbox').fill('역삼동');
  await dialog.getByRole('searchbox').press('Enter');
  await expect(dialog.getByText(/^검색 결과 [1-9][\d,]*건$/)).toBeVisible();
  await expect(dialog.getByRole('list', { name: '주소 검색 결과' })).toContainText('역삼동');
  expect(orderPosts).toEqual([]);
  expect(popups).toEqual([]);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(fieldErrors(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The pay button is what places it: one order, one payment window.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await (await popupOpened).close();
  await expect.poll(() => orderPosts.length).toBe(1);
  expect(popups).toHaveLength(1);
});
