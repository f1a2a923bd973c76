import { paidOrder, type ShopCall } from '@maru/testing';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findOptions, type Option, runPhone, signedInMember } from './order-support';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { call } from './support';

// Issue 26, after the order: the complete page shows what was bought, where it goes, when it
// arrives and the amounts; a cancel of part of a line (2 of 5) asks first, naming the pieces
// and the refund, and the order then shows the part cancelled; the orderer's phone and
// e-mail stay whole on a phone's width. The order is placed and paid through the API as
// the checkout does it (sheet, order, the sandbox's payment, completion).

const won = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
// Long enough that at 360 px it cannot share a line with the name and the phone number.
const EMAIL = 'trust-check@example.com';
// The estimate counts business days, so neither end falls on a Saturday or a Sunday.
const ESTIMATE = /^\d{1,2}월 \d{1,2}일\([월화수목금]\)~\d{1,2}월 \d{1,2}일\([월화수목금]\) 도착 예정$/;

let option: Option;

test.beforeAll(async ({ request }) => {
  option = (await findOptions(request, 1))[0]!;
});

async function fiveBoxOrder(page: Page): Promise<string> {
  const shop: ShopCall = (method, path, body) => call(page, method, path, body);
  const order = await paidOrder(shop, [{ productNo: option.productNo, optionGroupSeq: option.itemGroupSeq, qty: 5 }], { orderer: { name: '김신뢰', phone: runPhone, email: EMAIL } });
  return order.orderNo;
}

/** Each piece of text is laid out on one line: its box is no taller than a line of its text. */
async function expectOneLineEach(page: Page, texts: string[]) {
  for (const text of texts) {
    const box = page.getByTestId('orderer').getByText(text, { exact: true });
    const [height, lineHeight] = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.6;
      return [element.getBoundingClientRect().height, line];
    });
    expect(height, text).toBeLessThan(lineHeight * 1.5);
  }
}

for (const viewport of [{ width: 360, height: 800 }, { width: 1280, height: 900 }]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    // Two orders' worth of sign-up, payment and cancel on a shared two-core machine.
    test.setTimeout(240_000);

    test('the complete page tells what, where, when and how much; part of a line is cancelled after a confirmation', async ({ page }) => {
      await signedInMember(page, `trust${viewport.width}`);
      const orderNo = await fiveBoxOrder(page);

      await page.goto(`/order/complete?orderNo=${orderNo}`);
      await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' })).toBeVisible();
      await expect(page.getByTestId('delivery-estimate')).toHaveText(ESTIMATE);
      const line = page.getByTestId('order-line');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('5개');
      await expect(line.locator('img')).toHaveAttribute('src', /.+/);
      await expect(page.getByTestId('receiver-address')).not.toBeEmpty();
      const amounts = page.getByRole('region', { name: '결제 금액' });
      for (const testId of ['product-amount', 'discount-amount', 'delivery-fee', 'pay-amount']) await expect(amounts.getByTestId(testId)).toHaveText(/원$/);
      const paid = won(await amounts.getByTestId('pay-amount').textContent());
      expect(paid).toBeGreaterThan(0);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);

      await page.goto(`/mypage/order/${orderNo}`);
      await expect(page.getByRole('heading', { level: 1, name: '주문 상세' })).toBeVisible();
      await expectOneLineEach(page, [runPhone, EMAIL]);
      await page.getByTestId('order-line').getByRole('link', { name: '주문 취소' }).click();

      await expect(page.getByRole('heading', { level: 1, name: '주문 취소' })).toBeVisible();
      await page.getByRole('combobox', { name: '취소 수량' }).selectOption('2');
      await page.getByRole('radio', { name: '단순 변심' }).check();
      const quote = await call<{ refund: number }>(page, 'GET', `/api/order/v1/${orderNo}/refund-quote?kind=CANCEL&lineNos=1&quantities=1:2`);
      expect(quote.data!.refund).toBeGreaterThan(0);
      await expect(page.getByTestId('refund-amount')).toHaveText(`${quote.data!.refund.toLocaleString('ko-KR')}원`);
      await page.getByRole('button', { name: '취소 신청' }).click();

      // Nothing is sent yet: the confirmation names the pieces and the refund.
      const dialog = page.getByRole('dialog', { name: '주문을 취소할까요?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('claim-confirm-items')).toContainText('2개');
      await expect(dialog.getByTestId('confirm-refund-amount')).toHaveText(`${quote.data!.refund.toLocaleString('ko-KR')}원`);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: '취소하기' }).click();

      await expect(page).toHaveURL(/\/mypage\/order\/cancel\/detail\/[^/?]+$/);
      await expect(page.getByTestId('claim-status')).toHaveText('취소완료');
      expect(won(await page.getByTestId('claim-refund-amount').textContent())).toBe(quote.data!.refund);

      await page.goto(`/mypage/order/${orderNo}`);
      await expect(page.getByTestId('order-status')).toHaveText('결제완료 (부분취소)');
      const lines = page.getByTestId('order-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.first()).toContainText('3개');
      await expect(lines.first().getByTestId('line-status')).toHaveText('결제완료');
      await expect(lines.nth(1)).toContainText('2개');
      await expect(lines.nth(1).getByTestId('line-status')).toHaveText('취소완료');
      await expectOneLineEach(page, [runPhone, EMAIL]);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });
  });
}
