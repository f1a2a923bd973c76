import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { findOptions, GUEST_PASSWORD, type Option, paidCardOrder, runPhone, signedInMember } from './order-support';
import { call } from './support';

// The shopper's side after the sale, in real Chromium against the real server and the
// PortOne sandbox: a member cancels one line of a paid card order from the order page and
// sees the partial refund (preview, claim, order, outbox); a guest looks an order up from
// a fresh browser and cancels it there; and at 360 px the list, the order and the cancel
// form neither overflow nor break accessibility rules. Orders are made through the API as
// the checkout makes them (sheet, order, the sandbox's payment, completion).

const won = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

let options: Option[];

test.beforeAll(async ({ request }) => {
  options = await findOptions(request, 3);
});

test('a member cancels one line of a paid card order and sees the partial refund', async ({ page, consoleErrors }) => {
  // A purchase, a quoted confirmation, a cancel and the refund's arrival: a whole flow, not a 30 s page check.
  test.setTimeout(90_000);
  await signedInMember(page, 'canceller');
  const orderNo = await paidCardOrder(page, options.slice(0, 2));

  await page.goto(`/mypage/order/${orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: '주문 상세' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('결제완료');
  const lines = page.getByTestId('order-line');
  await expect(lines).toHaveCount(2);
  const firstName = (await lines.first().locator('[id$="-name"]').textContent())!;
  await lines.first().getByRole('link', { name: '주문 취소' }).click();

  await expect(page).toHaveURL(new RegExp(`/mypage/order/cancel\\?orderNo=${orderNo}&lineNos=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: '주문 취소' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(firstName) })).toBeChecked();
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  await expect(page.getByText('결제한 수단으로 영업일 기준 3일 이내 환불')).toBeVisible();
  const preview = won(await page.getByTestId('refund-amount').textContent());
  expect(preview).toBeGreaterThan(0);
  await page.getByRole('radio', { name: '단순 변심' }).check();
  await page.getByRole('button', { name: '취소 신청' }).click();
  // Issue 26: nothing is sent before the confirmation names the refund.
  await expect(page.getByRole('dialog', { name: '주문을 취소할까요?' }).getByTestId('confirm-refund-amount')).toHaveText(`${preview.toLocaleString('ko-KR')}원`);
  await page.getByRole('dialog', { name: '주문을 취소할까요?' }).getByRole('button', { name: '취소하기' }).click();

  await expect(page).toHaveURL(/\/mypage\/order\/cancel\/detail\/[^/?]+$/);
  await expect(page.getByRole('status').filter({ hasText: '주문을 취소했습니다.' })).toBeVisible();
  await expect(page.getByTestId('claim-status')).toHaveText('취소완료');
  expect(won(await page.getByTestId('claim-refund-amount').textContent())).toBe(preview);
  const claimNo = (await page.getByTestId('claim-no').textContent())!;
  // Spec 01 §9: the refund reaches the data layer once, and not again when the claim is opened again.
  const refunds = () => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'refund'));
  expect(await refunds()).toEqual([expect.objectContaining({ event: 'refund', transaction_id: orderNo, value: preview, currency: 'KRW' })]);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('claim-refund-status')).toHaveText('환불완료', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(await refunds()).toEqual([]);

  await page.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(`/mypage/order/${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('결제완료 (부분취소)');
  await expect(page.getByTestId('refunded-amount')).toHaveText(`${preview.toLocaleString('ko-KR')}원`);
  await expect(lines.first().getByTestId('line-status')).toHaveText('취소완료');
  await expect(lines.nth(1).getByTestId('line-status')).toHaveText('결제완료');
  await expect(page.getByRole('link', { name: `취소 ${claimNo}` })).toBeVisible();

  // The list and my page home count what happened.
  await page.goto('/mypage/order/list?status=CLAIMS');
  await expect(page.getByTestId('order-card').filter({ hasText: orderNo }).getByTestId('order-display-status')).toHaveText('결제완료 (부분취소)');
  await page.goto('/mypage/order/cancel/list');
  await expect(page.getByTestId('claim-card').filter({ hasText: claimNo })).toContainText('취소완료');
  await page.goto('/mypage');
  await expect(page.getByTestId('count-PAID')).toHaveText('1');

  const outbox = await page.context().newPage();
  await expect(async () => {
    await outbox.goto(`/sandbox/outbox?to=${runPhone.replaceAll('-', '')}`);
    const messages = outbox.locator('article').filter({ hasText: orderNo });
    await expect(messages.filter({ has: outbox.getByRole('heading', { name: '주문 취소' }) })).toHaveCount(1, { timeout: 1_000 });
    await expect(messages.filter({ has: outbox.getByRole('heading', { name: '환불 완료' }) })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(outbox.locator('article').filter({ hasText: orderNo }).filter({ hasText: '환불 완료' })).toContainText(preview.toLocaleString('ko-KR'));
  expect(consoleErrors).toEqual([]);
});

test('a guest looks the order up from a fresh browser and cancels it there', async ({ page, context, browser, consoleErrors }) => {
  await page.goto('/');
  // The guest's own token arrives just after the first page.
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'tma_id')).toBe(true);
  const orderNo = await paidCardOrder(page, [options[2]!], true);

  const fresh = await browser.newContext();
  const guest = await fresh.newPage();
  await guest.goto('/order/private/checked');
  await guest.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await guest.getByLabel('주문번호').fill(orderNo);
  await guest.getByLabel('주문자 휴대폰 번호').fill(runPhone);
  await guest.getByRole('textbox', { name: /^주문 비밀번호/ }).fill(GUEST_PASSWORD);
  await guest.getByRole('button', { name: '주문 조회' }).click();

  const line = guest.getByTestId('order-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-status')).toHaveText('결제완료');
  await line.getByRole('button', { name: '주문 취소' }).click();
  const form = guest.getByRole('form', { name: '주문 취소' });
  await expect(guest.getByRole('heading', { level: 2, name: '주문 취소' })).toBeFocused();
  await expect(form.getByRole('checkbox')).toBeChecked();
  const preview = won(await form.getByTestId('refund-amount').textContent());
  expect(preview).toBeGreaterThan(0);
  await form.getByRole('radio', { name: '주문 실수(옵션·수량)' }).check();
  await form.getByLabel(/^자세한 사유/).fill('수량을 잘못 골랐어요');
  await form.getByRole('button', { name: '취소 신청' }).click();
  await guest.getByRole('dialog', { name: '주문을 취소할까요?' }).getByRole('button', { name: '취소하기' }).click();

  await expect(guest.getByRole('heading', { level: 2, name: '취소·반품 상세' })).toBeVisible();
  await expect(guest.getByTestId('claim-status')).toHaveText('취소완료');
  expect(won(await guest.getByTestId('claim-refund-amount').textContent())).toBe(preview);
  await expect(guest.getByText('수량을 잘못 골랐어요')).toBeVisible();
  await guest.getByRole('button', { name: '주문으로 돌아가기' }).click();
  await expect(guest.getByTestId('order-status')).toHaveText('취소완료');
  await expect(line.getByRole('button', { name: '주문 취소' })).toHaveCount(0);

  // Without the lookup, the other browser's order stays closed to this one.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/');
  const refused = await call(stranger, 'GET', `/api/order/v1/${orderNo}/detail`);
  expect(refused.code).toBe(5003);
  await fresh.close();
  expect(consoleErrors).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', isMobile: true, hasTouch: true });

  test('the order list, the order and the cancel form fit and pass axe', async ({ page, consoleErrors }) => {
    // A purchase, then axe on three pages at phone size.
    test.setTimeout(90_000);
    await signedInMember(page, 'phone');
    const orderNo = await paidCardOrder(page, options.slice(0, 2));

    await page.goto('/mypage/order/list');
    await expect(page.getByTestId('order-card').filter({ hasText: orderNo })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    await page.goto(`/mypage/order/${orderNo}`);
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: '전체 취소' }).click();
    await expect(page).toHaveURL(/\/mypage\/order\/cancel\?/);
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(page.getByTestId('refund-amount')).toBeVisible();
    await page.getByRole('radio', { name: '배송 지연' }).check();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});
