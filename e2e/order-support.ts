import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { call, newMember, signInOnPage, stamp } from './support';

// Orders for the after-sale browser tests, made through the API as the checkout makes them
// (sheet, order, the sandbox's payment, completion), by members signed in on the page.

export interface Option {
  productNo: number;
  itemGroupSeq: number;
}

/** In-stock options of different products, from the shop's own product list. */
export async function findOptions(request: APIRequestContext, wanted: number): Promise<Option[]> {
  await request.get('/api/health');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const found: Option[] = [];
  for (let listPage = 1; listPage <= 6 && found.length < wanted; listPage += 1) {
    const list = await request.post('/api/product/v1/search/list', {
      data: { categorys: [], filters: [], page: listPage, size: 60, sorted: 'NE' },
      headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    });
    for (const product of ((await list.json()).data as { productList: { productNo: number }[] }).productList) {
      const answer = await request.get(`/api/product/v1/option/itemList?productNo=${product.productNo}`);
      const rows = ((await answer.json()).data as { optionList: { itemGroupSeq: number; stockCnt: number; soldOutYn: string; inquiryProductYn?: string }[] }).optionList;
      const row = rows.find((candidate) => candidate.stockCnt >= 20 && candidate.soldOutYn !== 'Y' && candidate.inquiryProductYn !== 'Y');
      if (row) found.push({ productNo: product.productNo, itemGroupSeq: row.itemGroupSeq });
      if (found.length >= wanted) break;
    }
  }
  expect(found.length).toBe(wanted);
  return found;
}

/** A phone number of this run, so the outbox shows this run's messages. */
export const runPhone = (() => {
  const digits = String(Number.parseInt(stamp, 36) % 100_000_000).padStart(8, '0');
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
})();
export const GUEST_PASSWORD = 'guest1234';

/** A card order of these options, paid in the sandbox and completed, as the checkout would; answers its number. */
export async function paidCardOrder(page: Page, options: Option[], guest = false): Promise<string> {
  const sheet = await call<{ sheetNo: string }>(page, 'POST', '/api/order/v1/sheet', { orderType: 'PRODUCT', items: options.map((option) => ({ productNo: option.productNo, optionGroupSeq: option.itemGroupSeq, qty: 1 })) });
  expect(sheet.code, sheet.message).toBe(0);
  const placed = await call<{ orderNo: string; merchantUid: string; amount: number }>(page, 'POST', '/api/order/v1', {
    sheetNo: sheet.data!.sheetNo,
    orderer: { name: guest ? '박비회' : '김취소', phone: runPhone },
    receiver: { name: '이받음', phone: '010-9876-5432', zonecode: '06236', address: '서울 강남구 테헤란로 123', addressDetail: '4층' },
    payMethod: 'card',
    consents: guest ? { purchase: true, guestTerms: true, guestPrivacy: true, guestOrder: true } : { purchase: true },
    ...(guest ? { guestPassword: GUEST_PASSWORD } : {}),
  });
  expect(placed.code, placed.message).toBe(0);
  const { orderNo, merchantUid, amount } = placed.data!;
  const paid = (await call(page, 'POST', '/sandbox/portone/payments', { merchant_uid: merchantUid, amount, pay_method: 'card', outcome: 'paid', webhook: false })) as unknown as { response: { imp_uid: string } };
  const completed = await call<{ status: string }>(page, 'POST', '/api/order/v1/complete', { imp_uid: paid.response.imp_uid, merchant_uid: merchantUid });
  expect(completed.data?.status, completed.message).toBe('PAID');
  return orderNo;
}

export async function signedInMember(page: Page, label: string): Promise<void> {
  await page.goto('/');
  const email = await newMember(page, label);
  await page.goto('/login');
  await signInOnPage(page, email);
  await expect(page).toHaveURL('/');
}
