import type { Page } from '@playwright/test';
import { consoleNav, operatorDesk } from './console-support';
import { expect, test } from './fixtures';
import { findOptions, type Option, paidCardOrder, runPhone, signedInMember } from './order-support';

// The order moves through the operator console: an operator finds a member's paid order,
// prepares and ships it with the carrier and tracking number; the member sees 배송중 with
// the tracking number on the order page and the 배송 시작 message in the outbox; once the
// operator marks it delivered, the member confirms the purchase.

const TRACKING_NO = '601234567890';
let options: Option[];

test.beforeAll(async ({ request }) => {
  options = await findOptions(request, 1);
});

test('an operator ships an order; the member sees 배송중, the tracking number and the message, then confirms the purchase', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(120_000);
  await signedInMember(page, 'shipped');
  const orderNo = await paidCardOrder(page, options);

  const { context: operatorContext, desk } = await operatorDesk(browser, baseURL, 'shipper', '/admin/orders');
  await desk.getByLabel('주문번호').fill(orderNo);
  await desk.getByRole('button', { name: '검색' }).click();
  await desk.getByRole('link', { name: orderNo }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `주문 ${orderNo}` })).toBeVisible();

  const line = desk.getByRole('checkbox', { name: /선택$/ }).first();
  await line.check();
  await desk.getByRole('button', { name: '상품준비중으로' }).click();
  await desk.getByRole('dialog', { name: '상품준비중으로' }).getByRole('button', { name: '상품준비중으로' }).click();
  await expect(desk.getByRole('cell', { name: '상품준비중' })).toBeVisible();

  await line.check();
  await desk.getByRole('button', { name: '배송 시작 (송장 입력)' }).click();
  const ship = desk.getByRole('dialog', { name: '배송 시작' });
  await ship.getByLabel('택배사').selectOption({ label: 'CJ대한통운' });
  await ship.getByLabel('송장번호').fill(TRACKING_NO);
  await ship.getByRole('button', { name: '배송 시작' }).click();
  await expect(desk.getByRole('cell', { name: `CJ대한통운 ${TRACKING_NO}` })).toBeVisible();

  // The member's order page: 배송중, with the carrier's tracking.
  await page.goto(`/mypage/order/${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('배송중');
  await expect(page.getByTestId('order-line').first()).toContainText(TRACKING_NO);
  // The 배송 시작 message waits in the outbox (no provider keys here).
  const outbox = await operatorContext.newPage();
  await outbox.goto(`/sandbox/outbox?to=${runPhone.replaceAll('-', '')}`);
  await expect(outbox.getByText(/배송 시작 안내/).first()).toBeVisible();
  await expect(outbox.getByText(new RegExp(`송장번호: ${TRACKING_NO}`)).first()).toBeVisible();

  await line.check();
  await desk.getByRole('button', { name: '배송완료로' }).click();
  await desk.getByRole('dialog', { name: '배송완료로' }).getByRole('button', { name: '배송완료로' }).click();
  await expect(desk.getByRole('cell', { name: '배송완료' }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('배송완료');
  await page.getByTestId('order-line').first().getByRole('button', { name: '구매확정' }).click();
  const confirm = page.getByRole('dialog', { name: '구매확정' });
  await expect(confirm).toContainText('되돌릴 수 없으며');
  await confirm.getByRole('button', { name: '구매확정' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('구매확정');

  // Every step is in the audit log, by the operator who took it.
  await consoleNav(desk).getByRole('link', { name: '감사 로그' }).click();
  for (const action of ['상품준비중 처리', '배송 시작 (송장 입력)', '배송완료 처리']) {
    await expect(desk.getByRole('row').filter({ hasText: action }).filter({ hasText: orderNo }).first()).toBeVisible();
  }
  await operatorContext.close();
  expect(consoleErrors).toEqual([]);
});

/** Opens an order on the operator's desk from the order list's search. */
async function openOrder(desk: Page, orderNo: string): Promise<void> {
  await desk.goto('/admin/orders');
  await desk.getByLabel('주문번호').fill(orderNo);
  await desk.getByRole('button', { name: '검색' }).click();
  await desk.getByRole('link', { name: orderNo }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `주문 ${orderNo}` })).toBeVisible();
}

test('an operator uploads a 송장 CSV for a paid and prepared order, checks it, applies it and sees it shipped', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(120_000);
  await signedInMember(page, 'sheet-shipped');
  const orderNo = await paidCardOrder(page, options);

  const { context: operatorContext, desk } = await operatorDesk(browser, baseURL, 'sheet-shipper', '/admin/orders');
  await openOrder(desk, orderNo);
  await desk.getByRole('checkbox', { name: /선택$/ }).first().check();
  await desk.getByRole('button', { name: '상품준비중으로' }).click();
  await desk.getByRole('dialog', { name: '상품준비중으로' }).getByRole('button', { name: '상품준비중으로' }).click();
  await expect(desk.getByRole('cell', { name: '상품준비중' })).toBeVisible();

  await desk.goto('/admin/orders');
  await desk.getByRole('button', { name: '송장 일괄 등록' }).click();
  const panel = desk.getByRole('region', { name: '송장 일괄 등록' });
  await expect(panel.getByRole('link', { name: '송장 양식 내려받기' })).toBeVisible();
  const csv = `\uFEFF주문번호,주문상품번호,택배사,송장번호\r\n${orderNo},,CJ대한통운,6012-3456-7891\r\n`;
  await panel.getByLabel('송장 CSV 파일').setInputFiles({ name: '송장.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(panel.getByRole('button', { name: '반영하기' })).toBeDisabled();
  await panel.getByRole('button', { name: '검사하기' }).click();
  await expect(panel.getByText(/검사 결과: 배송 시작 1개 상품 · 문제 0건/)).toBeVisible();
  await panel.getByRole('button', { name: '반영하기' }).click();
  const confirm = desk.getByRole('dialog', { name: '송장 반영' });
  await expect(confirm).toContainText('송장.csv');
  await confirm.getByRole('button', { name: '반영하기' }).click();
  await expect(panel.getByText(/반영 결과: 배송 시작 1개 상품/)).toBeVisible();

  await openOrder(desk, orderNo);
  await expect(desk.getByRole('cell', { name: 'CJ대한통운 601234567891' })).toBeVisible();
  await expect(desk.getByRole('cell', { name: '배송중' })).toBeVisible();
  await page.goto(`/mypage/order/${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('배송중');
  await operatorContext.close();
  expect(consoleErrors).toEqual([]);
});

test('a seller cancel asks first, naming the order, the line and the amount refunded', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(120_000);
  await signedInMember(page, 'seller-cancelled');
  const orderNo = await paidCardOrder(page, options);

  const { context: operatorContext, desk } = await operatorDesk(browser, baseURL, 'canceller', '/admin/orders');
  await openOrder(desk, orderNo);
  const paid = ((await desk.locator('dt', { hasText: /^결제 금액$/ }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
  expect(paid).toMatch(/^[\d,]+원$/);

  await desk.getByRole('checkbox', { name: /선택$/ }).first().check();
  await desk.getByRole('button', { name: '판매자 취소' }).click();
  const dialog = desk.getByRole('dialog', { name: '판매자 취소' });
  await expect(dialog).toContainText(orderNo);
  // The whole order cancelled: the server's quote is what was paid.
  await expect(dialog.getByText(paid, { exact: true })).toBeVisible();
  // Backing out changes nothing.
  await dialog.getByText('닫기', { exact: true }).click();
  await expect(desk.getByRole('cell', { name: '결제완료' })).toBeVisible();

  await desk.getByRole('button', { name: '판매자 취소' }).click();
  await expect(dialog.getByText(paid, { exact: true })).toBeVisible();
  await dialog.getByLabel('고객에게 알릴 내용 (필수)').fill('재고가 없어 취소합니다.');
  await dialog.getByRole('button', { name: '판매자 취소' }).click();
  await expect(desk.getByRole('cell', { name: '취소완료' }).first()).toBeVisible();
  await expect(desk.getByRole('region', { name: '취소·반품' })).toContainText(paid);
  await operatorContext.close();
  expect(consoleErrors).toEqual([]);
});
