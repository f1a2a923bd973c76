import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { operatorDesk } from './console-support';
import { expect, test } from './fixtures';
import { findOptions, type Option, paidCardOrder, signedInMember } from './order-support';
import { expectAccessible } from './page-checks';
import { call } from './support';

// The console's dashboard (issue 28) in Chromium: an operator opens the console and lands on
// 대시보드; a shopper places and pays an order (the test factories' paidOrder, as the web app
// pays in the PortOne sandbox); the operator reloads and today's orders and sales have gone up
// by that order, and the to-do link to 상품 준비할 주문 lists it. Other specs may pay orders
// at the same time, so the figures are checked to have grown by at least this order. The page
// is used from the keyboard and checked with axe.

let options: Option[];

test.beforeAll(async ({ request }) => {
  options = await findOptions(request, 1);
});

const won = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

async function todayFigures(desk: Page): Promise<{ orders: number; paid: number }> {
  const today = desk.getByRole('region', { name: /^오늘 / });
  await expect(today).toBeVisible();
  const value = (term: string) => today.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').textContent();
  return { orders: won(await value('결제 주문')), paid: won(await value('결제 금액')) };
}

test('an operator sees an order paid a moment ago in today’s orders and sales', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(180_000);
  const { context, desk } = await operatorDesk(browser, baseURL, 'dashboard', '/admin/dashboard');
  await expect(desk.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  // The console's home for an operator is the dashboard.
  await desk.goto('/admin');
  await expect(desk).toHaveURL(/\/admin\/dashboard$/);
  const before = await todayFigures(desk);

  await signedInMember(page, 'dashboard-buyer');
  const orderNo = await paidCardOrder(page, options);
  const order = await call<{ amounts: { payAmount: number } }>(page, 'GET', `/api/order/v1/${orderNo}`);
  expect(order.code).toBe(0);
  const amount = order.data!.amounts.payAmount;
  expect(amount).toBeGreaterThan(0);

  await desk.reload();
  const after = await todayFigures(desk);
  expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
  expect(after.paid).toBeGreaterThanOrEqual(before.paid + amount);
  // The period table says the same in text.
  const periods = desk.getByRole('table', { name: '오늘, 최근 7일, 최근 30일의 주문과 매출' });
  await expect(periods.getByRole('row', { name: /^오늘/ })).toContainText(`${after.orders.toLocaleString('ko-KR')}건`);

  // The chart's text alternative and the period switch, from the keyboard.
  const week = desk.getByRole('table', { name: '일별 매출 (최근 7일, 최근 날짜부터)' });
  await expect(week.getByRole('row')).toHaveCount(8);
  const thirty = desk.getByRole('button', { name: '최근 30일' });
  await thirty.focus();
  await desk.keyboard.press('Enter');
  await expect(thirty).toHaveAttribute('aria-pressed', 'true');
  await expect(desk.getByRole('table', { name: '일별 매출 (최근 30일, 최근 날짜부터)' }).getByRole('row')).toHaveCount(31);
  await expect(desk.getByRole('table', { name: '많이 팔린 상품 (최근 30일, 판매 수량 순)' })).toContainText(String(options[0]!.productNo));

  await expectAccessible(desk);
  const strict = await new AxeBuilder({ page: desk }).include('main').analyze();
  expect(strict.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // The to-do count opens the list it counts, from the keyboard.
  const prepare = desk.getByRole('link', { name: /^상품 준비할 주문 \(결제완료\)/ });
  await prepare.focus();
  await desk.keyboard.press('Enter');
  await expect(desk).toHaveURL(/\/admin\/orders\?status=PAID$/);
  await expect(desk.getByRole('row').filter({ hasText: orderNo })).toBeVisible();

  await context.close();
  expect(consoleErrors).toEqual([]);
});
