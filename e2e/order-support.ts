import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { GUEST_PASSWORD, orderableOptions, paidOrder, type ShopCall } from '@maru/testing';
import { call, newMember, requestShopCall, signInOnPage, stamp } from './support';

// Orders for the after-sale browser tests, made through the API as the checkout makes them
// (sheet, order, the sandbox's payment, completion), by members signed in on the page.

export interface Option {
  productNo: number;
  itemGroupSeq: number;
}

/** In-stock options of different products, from the shop's own product list (@maru/testing). */
export async function findOptions(request: APIRequestContext, wanted: number): Promise<Option[]> {
  const options = await orderableOptions(requestShopCall(request), wanted);
  return options.map((option) => ({ productNo: option.productNo, itemGroupSeq: option.optionGroupSeq }));
}

/** A phone number of this run, so the outbox shows this run's messages. */
export const runPhone = (() => {
  const digits = String(Number.parseInt(stamp, 36) % 100_000_000).padStart(8, '0');
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
})();
export { GUEST_PASSWORD };

/** A card order of these options, paid in the sandbox and completed, as the checkout would (@maru/testing); answers its number. */
export async function paidCardOrder(page: Page, options: Option[], guest = false): Promise<string> {
  const shop: ShopCall = (method, path, body) => call(page, method, path, body);
  const items = options.map((option) => ({ productNo: option.productNo, optionGroupSeq: option.itemGroupSeq }));
  const order = await paidOrder(shop, items, { guest, orderer: { name: guest ? '박비회' : '김취소', phone: runPhone } });
  return order.orderNo;
}

export async function signedInMember(page: Page, label: string): Promise<void> {
  await page.goto('/');
  const email = await newMember(page, label);
  await page.goto('/login');
  await signInOnPage(page, email);
  await expect(page).toHaveURL('/');
}
