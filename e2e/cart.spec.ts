import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The cart in real Chromium: a member's earlier line, lines added as a guest, sign-in
// merging them, changing an option, deleting, and the sample tab. Lines are added through
// the API from the page itself (same cookies, XSRF header), as the product page does.

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Maru2024!cart';

interface Row {
  itemSeqList: string;
  itemNameList: string;
  itemGroupSeq: number;
  stockCnt: number;
}

async function call<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ code: number; message: string; data?: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = document.cookie.split('; ').find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'x-xsrf-token': decodeURIComponent(xsrf) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  );
}

/** A product with one option level and at least three options in stock, and a sampleable one. */
async function findProducts(page: Page) {
  let single: { productNo: number; rows: Row[] } | undefined;
  let sample: { productNo: number; row: Row } | undefined;
  for (let productNo = 100_001; productNo < 100_400 && !(single && sample); productNo += 1) {
    const options = await call<{ optionList: Row[] }>(page, 'GET', `/api/product/v1/option/itemList?productNo=${productNo}`);
    const rows = (options.data?.optionList ?? []).filter((row) => row.stockCnt >= 5);
    if (!single && rows.length >= 3 && rows.every((row) => !row.itemSeqList.includes('|'))) single = { productNo, rows };
    if (!sample && rows.length > 0) {
      const detail = await call<{ sampleYn: string }>(page, 'GET', `/api/product/v1?productNo=${productNo}`);
      if (detail.data?.sampleYn === 'Y') sample = { productNo, row: rows[0]! };
    }
  }
  expect(single && sample).toBeTruthy();
  return { single: single!, sample: sample! };
}

const add = (page: Page, productNo: number, row: Row, qty: number, cartType = 'PRODUCT') =>
  call(page, 'POST', '/api/cart/v1', { cartType, items: [{ productNo, optionGroupSeq: row.itemGroupSeq, qty }] });

async function newMember(page: Page) {
  const email = `cart-${stamp}@example.com`;
  const started = await call<{ certifyNo: string }>(page, 'GET', '/api/certify/v1');
  const certifyNo = started.data!.certifyNo;
  const person = { name: `장바구니${stamp}`.slice(0, 30), phone: '010-5555-1234', birthday: '1990-05-05', gender: 'male' };
  const made = (await call(page, 'POST', '/sandbox/portone/certifications', { merchant_uid: certifyNo, ...person })) as unknown as { response: { imp_uid: string } };
  await call(page, 'POST', '/api/certify/v1/complete', { certifyNo, certifyUid: made.response.imp_uid });
  const consents = { terms: true, privacy: true, age14: true, marketingSms: false, marketingEmail: false };
  const joined = await call(page, 'POST', '/api/membership/v1/join', { certifyNo, email, password: PASSWORD, nickName: `c${stamp}`.slice(0, 20), consents });
  expect(joined.code).toBe(0);
  return email;
}

const lineOf = (page: Page, row: Row) => page.locator(`[data-testid="cart-line"][data-option="${row.itemGroupSeq}"]`);

test('a guest cart merges at sign-in; options change, lines delete, samples have their own tab', async ({ page, consoleErrors }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: '장바구니가 비어 있습니다' })).toBeVisible();
  await call(page, 'GET', '/api/health');
  const { single, sample } = await findProducts(page);
  const [a, b, c] = single.rows as [Row, Row, Row];

  // The member already holds one piece of A, then signs out and shops as a guest.
  const email = await newMember(page);
  expect((await call(page, 'POST', '/api/membership/v1/login', { email, password: PASSWORD })).code).toBe(0);
  expect((await add(page, single.productNo, a, 1)).code).toBe(0);
  expect((await call(page, 'POST', '/api/membership/v1/logout')).code).toBe(0);
  expect((await call(page, 'POST', '/api/oauth/v1/guest/token')).code).toBe(0);
  expect((await add(page, single.productNo, a, 2)).code).toBe(0);
  expect((await add(page, single.productNo, b, 1)).code).toBe(0);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  // Signing in through the page merges the guest lines into the member cart.
  await page.goto('/login?redirectUrl=%2Fcart');
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(lineOf(page, a).getByRole('group')).toContainText('3');
  await expect(lineOf(page, b).getByRole('group')).toContainText('1');

  // Change B to C through the option dialog.
  await lineOf(page, b).getByRole('button', { name: '옵션 변경' }).click();
  const dialog = page.getByRole('dialog', { name: '옵션 변경' });
  await dialog.locator('select').first().selectOption(c.itemSeqList);
  await dialog.getByRole('button', { name: '변경하기' }).click();
  await expect(lineOf(page, c)).toBeVisible();
  await expect(lineOf(page, b)).toHaveCount(0);

  // Quantity stepper and delete with confirmation.
  await lineOf(page, a).getByRole('button', { name: '수량 늘리기' }).click();
  await expect(lineOf(page, a).getByRole('group')).toContainText('4');
  await lineOf(page, c).getByRole('button', { name: /삭제$/ }).click();
  await page.getByRole('dialog', { name: '상품 삭제' }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // The sample tab: its own lines, limit, fee and the FAQ link.
  expect((await add(page, sample.productNo, sample.row, 1, 'SAMPLE')).code).toBe(0);
  await page.getByRole('link', { name: '샘플' }).click();
  await expect(page).toHaveURL(/\/cart\/sample$/);
  await expect(page.getByTestId('sample-info')).toContainText('최대 5개');
  await expect(page.getByTestId('sample-info')).toContainText('3,000원');
  await expect(page.getByRole('link', { name: '샘플 신청 안내 (FAQ)' })).toHaveAttribute('href', '/board/faq#faq-109');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('pay-amount')).toHaveText('3,000원');
  expect(consoleErrors).toEqual([]);
});
