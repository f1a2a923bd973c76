import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, newMember, PASSWORD, productListPage } from './support';

// The cart in real Chromium: a member's earlier line (set up through the API), a guest adding
// on the product page (header badge, duplicate question, 샘플 신청), sign-in merging both
// carts, changing an option, deleting, and the sample tab.

interface Row {
  itemSeqList: string;
  itemNameList: string;
  optionNameList: string;
  itemGroupSeq: number;
  stockCnt: number;
  soldOutYn: string;
  inquiryProductYn?: string;
}

async function rowsOf(request: APIRequestContext, productNo: number) {
  const answer = await request.get(`/api/product/v1/option/itemList?productNo=${productNo}`);
  const rows = ((await answer.json()).data as { optionList: Row[] }).optionList;
  return rows.filter((row) => row.stockCnt >= 5 && row.soldOutYn !== 'Y' && row.inquiryProductYn !== 'Y');
}

/** A product with two option levels and at least three combinations in stock, and a sampleable product with stock. */
async function findProducts(request: APIRequestContext) {
  let pair: { productNo: number; rows: Row[] } | undefined;
  let sample: { productNo: number; row: Row } | undefined;
  for (let listPage = 1; listPage <= 5 && !(pair && sample); listPage += 1) {
    for (const product of await productListPage(request, listPage)) {
      if (pair && sample) break;
      const wantSample = !sample && product.sampleYn === 'Y';
      if (pair && !wantSample) continue;
      const rows = await rowsOf(request, product.productNo);
      if (!pair && rows.length >= 3 && rows.every((row) => row.optionNameList.split('|').length === 2)) pair = { productNo: product.productNo, rows };
      if (wantSample && rows[0]) sample = { productNo: product.productNo, row: rows[0] };
    }
  }
  expect(pair && sample).toBeTruthy();
  return { pair: pair!, sample: sample! };
}

/** Picks a two-level combination on the product page, level by level. */
async function chooseOption(page: Page, row: Row) {
  const [first, second] = row.itemNameList.split('|') as [string, string];
  await page.locator('fieldset').nth(0).getByRole('button', { name: first, exact: true }).click();
  await page.locator('fieldset').nth(1).getByRole('button', { name: second, exact: true }).click();
  await expect(page.getByRole('list', { name: '선택한 옵션' }).getByText(`${first} / ${second}`, { exact: true })).toBeVisible();
}

/** 장바구니 담기, optionally answering the duplicate question with 더 담기, then 쇼핑 계속하기. */
async function addThroughPage(page: Page, { duplicate }: { duplicate: boolean }) {
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  if (duplicate) {
    const question = page.getByRole('dialog', { name: '장바구니' });
    await expect(question).toContainText('이미 장바구니에 담긴 상품입니다');
    await question.getByRole('button', { name: '더 담기' }).click();
  }
  const added = page.getByRole('dialog', { name: '장바구니' });
  await expect(added).toContainText('장바구니에 상품을 담았어요.');
  await added.getByRole('button', { name: '쇼핑 계속하기' }).click();
  await expect(added).toHaveCount(0);
}

const badge = (page: Page, count: number) => page.getByRole('link', { name: `장바구니, 상품 ${count}개`, exact: true });

const add = (page: Page, productNo: number, row: Row, qty: number) =>
  call(page, 'POST', '/api/cart/v1', { cartType: 'PRODUCT', items: [{ productNo, optionGroupSeq: row.itemGroupSeq, qty }] });

const lineOf = (page: Page, row: Row) => page.locator(`[data-testid="cart-line"][data-option="${row.itemGroupSeq}"]`);

test('a guest adds on the product page and asks for a sample; sign-in merges both carts; options change, lines delete', async ({ page, request, consoleErrors }) => {
  test.setTimeout(60_000);
  const { pair, sample } = await findProducts(request);
  const [a, b, c] = pair.rows as [Row, Row, Row];
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: '장바구니가 비어 있습니다' })).toBeVisible();
  await call(page, 'GET', '/api/health');

  // The member already holds one piece of A, then signs out and shops as a guest.
  const email = await newMember(page, 'cart');
  expect((await call(page, 'POST', '/api/membership/v1/login', { email, password: PASSWORD })).code).toBe(0);
  expect((await add(page, pair.productNo, a, 1)).code).toBe(0);
  expect((await call(page, 'POST', '/api/membership/v1/logout')).code).toBe(0);
  expect((await call(page, 'POST', '/api/oauth/v1/guest/token')).code).toBe(0);

  // As a guest on the product page: A once, the badge counts it; A again after the duplicate question; then B.
  await page.goto(`/product/item/${pair.productNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^장바구니, 상품/ })).toHaveCount(0);
  await chooseOption(page, a);
  await addThroughPage(page, { duplicate: false });
  await expect(badge(page, 1)).toBeVisible();
  await addThroughPage(page, { duplicate: true });
  await expect(badge(page, 1)).toBeVisible();
  const aLabel = a.itemNameList.split('|').join(' / ');
  await page.getByRole('button', { name: `${aLabel} 삭제` }).click();
  await chooseOption(page, b);
  await addThroughPage(page, { duplicate: false });
  await expect(badge(page, 2)).toBeVisible();

  // 샘플 신청 on a sampleable product: added once, a second try is a duplicate, then the sample cart.
  await page.goto(`/product/item/${sample.productNo}`);
  await expect(page.getByTestId('sample-note')).toContainText('3,000원');
  await expect(page.getByRole('link', { name: '샘플 신청 안내 (FAQ)' })).toHaveAttribute('href', '/board/faq#faq-109');
  const sampleDialog = page.getByRole('dialog', { name: '샘플 신청' });
  for (const attempt of ['added', 'duplicate'] as const) {
    await page.getByRole('button', { name: '샘플 신청' }).click();
    await sampleDialog.getByLabel('샘플 옵션').selectOption(String(sample.row.itemGroupSeq));
    await sampleDialog.getByRole('button', { name: '샘플 담기' }).click();
    if (attempt === 'added') {
      await expect(sampleDialog.getByRole('status')).toHaveText('샘플 장바구니에 담았어요.');
      await sampleDialog.getByRole('button', { name: '쇼핑 계속하기' }).click();
      await expect(sampleDialog).toHaveCount(0);
    } else {
      await expect(sampleDialog.getByRole('alert')).toHaveText('이미 샘플 장바구니에 담긴 샘플입니다.');
    }
  }
  await sampleDialog.getByRole('link', { name: '샘플 장바구니 보기' }).click();
  await expect(page).toHaveURL(/\/cart\/sample$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(badge(page, 2)).toBeVisible();

  // Signing in through the page merges the guest lines into the member cart.
  await page.goto('/login?redirectUrl=%2Fcart');
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(lineOf(page, a).getByRole('group')).toContainText('3');
  await expect(lineOf(page, b).getByRole('group')).toContainText('1');
  await expect(badge(page, 2)).toBeVisible();

  // Change B to C through the option dialog, level by level.
  await lineOf(page, b).getByRole('button', { name: '옵션 변경' }).click();
  const dialog = page.getByRole('dialog', { name: '옵션 변경' });
  const [cFirst, cSecond] = c.itemSeqList.split('|') as [string, string];
  await dialog.locator('select').nth(0).selectOption(cFirst);
  await dialog.locator('select').nth(1).selectOption(cSecond);
  await dialog.getByRole('button', { name: '변경하기' }).click();
  await expect(lineOf(page, c)).toBeVisible();
  await expect(lineOf(page, b)).toHaveCount(0);

  // Quantity stepper and delete with confirmation.
  await lineOf(page, a).getByRole('button', { name: '수량 늘리기' }).click();
  await expect(lineOf(page, a).getByRole('group')).toContainText('4');
  await lineOf(page, c).getByRole('button', { name: /삭제$/ }).click();
  await page.getByRole('dialog', { name: '상품 삭제' }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(badge(page, 1)).toBeVisible();

  // The sample tab holds the guest's sample: its own lines, limit, fee and the FAQ link.
  await page.getByRole('link', { name: '샘플' }).click();
  await expect(page).toHaveURL(/\/cart\/sample$/);
  await expect(page.getByTestId('sample-info')).toContainText('최대 5개');
  await expect(page.getByTestId('sample-info')).toContainText('3,000원');
  await expect(page.getByRole('link', { name: '샘플 신청 안내 (FAQ)' })).toHaveAttribute('href', '/board/faq#faq-109');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(lineOf(page, sample.row)).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText('3,000원');
  expect(consoleErrors).toEqual([]);
});
