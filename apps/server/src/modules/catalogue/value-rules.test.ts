import { ApiCode, type AdminProductView, type BulkProductResult, SHEET_COLUMNS, sheetStatusWords } from '@maru/domain';
import { sql } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { add, GENEROUS_ORDER_LIMITS, listCart, member, sheetOf, signedInStaff, startOrderServer } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { productChange } from './caches';
import { importProductsSheet, newConsoleProduct } from './test-kit';

// Issue 41: one set of value rules at every write path (the console's form and option rows, the
// bulk price action, the spreadsheet) with Korean sentences naming the field, backed by the
// database, and shop reads that never answer 5xx on a row that breaks them anyway.

const server = serverForTests(() => startOrderServer({ MARU_RATE_LIMITS: GENEROUS_ORDER_LIMITS }));
const PRODUCTS = '/api/admin/v1/products';
let staff: HttpClient;
beforeAll(async () => {
  staff = (await signedInStaff(server, 'CATALOGUE')).client;
});

/** The product: 45,000원 (no discount), two colours at +0 and +10,000원, on sale. */
function product45k(name: string): Promise<AdminProductView> {
  return newConsoleProduct(server, staff, name, {
    price: 45_000,
    sellingPrice: 45_000,
    options: {
      groups: [{ name: '색상', style: 'SELECT', values: ['화이트', '월넛'] }],
      combinations: [
        { values: ['화이트'], extraPrice: 0, stockCnt: 5, stockLostType: 'STOCK_ALIM' },
        { values: ['월넛'], extraPrice: 10_000, stockCnt: 5, stockLostType: 'STOCK_ALIM' },
      ],
    },
  });
}

const combinationOf = (product: AdminProductView, colour: string) => product.options.combinations.find((row) => row.values[0] === colour)!;
const storedExtra = async (itemGroupSeq: number) => (await server.db.selectFrom('product_option_row').select('extra_price').where('item_group_seq', '=', itemGroupSeq).executeTakeFirstOrThrow()).extra_price;
const storedPrices = (productNo: number) => server.db.selectFrom('product').select(['price', 'selling_price', 'price_discount']).where('product_no', '=', productNo).executeTakeFirstOrThrow();

describe('prices and extra prices, through the console API', () => {
  it('refuses an extra price of −60,000 on a 45,000원 product, naming the field and the lowest it may be', async () => {
    const product = await product45k('음수 추가금액 의자');
    const white = combinationOf(product, '화이트');
    const answer = await staff.patch(`${PRODUCTS}/options/${white.itemGroupSeq}`, { extraPrice: -60_000 });
    expect(answer.body.code).toBe(ApiCode.PRODUCT_OPTIONS_INVALID);
    expect(answer.body.message).toContain('옵션 "화이트"의 추가금액');
    expect(answer.body.message).toContain('-45,000원 이상');
    expect(await storedExtra(white.itemGroupSeq)).toBe(0);
    // −45,000 brings it to exactly 0원: the lowest allowed.
    expect((await staff.patch(`${PRODUCTS}/options/${white.itemGroupSeq}`, { extraPrice: -45_000 })).body.code).toBe(0);
  });

  it('refuses a new product whose combination would cost less than 0원', async () => {
    const answer = await staff.post(PRODUCTS, {
      ...(await baseBody('음수 조합 새 상품')),
      options: { groups: [{ name: '크기', style: 'SELECT', values: ['소'] }], combinations: [{ values: ['소'], extraPrice: -60_000, stockCnt: 1, stockLostType: 'STOCK_ALIM' }] },
    });
    expect(answer.body.code).toBe(ApiCode.PRODUCT_OPTIONS_INVALID);
    expect(answer.body.message).toContain('옵션 "소"의 추가금액');
    expect(await server.db.selectFrom('product').select('product_no').where('name', '=', '음수 조합 새 상품').executeTakeFirst()).toBeUndefined();
  });

  it('refuses 판매가 0 unless the product is 가격문의, and the shop does not sell a 가격문의 product at 0원', async () => {
    const product = await product45k('판매가 0 테이블');
    const zero = await staff.patch(`${PRODUCTS}/${product.productNo}`, { sellingPrice: 0 });
    expect(zero.body.code).toBe(ApiCode.PRODUCT_PRICE_RULE);
    expect(zero.body.message).toContain('판매가는 0원일 수 없습니다');
    expect((await storedPrices(product.productNo)).selling_price).toBe(45_000);

    const inquiry = await staff.patch<AdminProductView>(`${PRODUCTS}/${product.productNo}`, { sellingPrice: 0, inquiryProduct: true });
    expect(inquiry.body.code, inquiry.body.message).toBe(0);
    expect(inquiry.body.data).toMatchObject({ sellingPrice: 0, inquiryProduct: true, saleBlock: '가격문의 상품이라 온라인으로 팔지 않습니다.' });
    const options = await server.client().get<{ optionList: { stockCnt: number; soldOutYn: string; inquiryProductYn: string }[] }>(`/api/product/v1/option/itemList?productNo=${product.productNo}`);
    expect(options.status).toBe(200);
    expect(options.body.data!.optionList.map((row) => [row.stockCnt, row.soldOutYn, row.inquiryProductYn])).toEqual([[0, 'Y', 'Y'], [0, 'Y', 'Y']]);
    const page = await server.client().get<{ sellingPrice: number; inquiryProductYn: string; soldOutYn: string }>(`/api/product/v1?productNo=${product.productNo}`);
    expect(page.body.data).toMatchObject({ sellingPrice: 0, inquiryProductYn: 'Y', soldOutYn: 'Y' });
  });

  it('refuses 판매가 above 정가', async () => {
    const product = await product45k('정가보다 비싼 판매가');
    const answer = await staff.patch(`${PRODUCTS}/${product.productNo}`, { sellingPrice: 50_000 });
    expect(answer.body.code).toBe(ApiCode.PRODUCT_PRICE_RULE);
    expect(answer.body.message).toBe('판매가(50,000원)는 정가(45,000원)보다 높을 수 없습니다.');
  });

  it('refuses a lower 판매가 that would take an option with a negative extra price below 0원', async () => {
    const product = await product45k('할인 옵션 소파');
    const white = combinationOf(product, '화이트');
    expect((await staff.patch(`${PRODUCTS}/options/${white.itemGroupSeq}`, { extraPrice: -20_000 })).body.code).toBe(0);
    const answer = await staff.patch(`${PRODUCTS}/${product.productNo}`, { sellingPrice: 15_000 });
    expect(answer.body.code).toBe(ApiCode.PRODUCT_OPTIONS_INVALID);
    expect(answer.body.message).toContain('옵션 "화이트"의 추가금액(-20,000원)');
    expect((await storedPrices(product.productNo)).selling_price).toBe(45_000);
  });

  it('refuses a display period that ends before it starts (104)', async () => {
    const product = await product45k('노출 기간 거꾸로');
    const answer = await staff.patch(`${PRODUCTS}/${product.productNo}`, { displayFrom: '2027-03-10T00:00:00Z', displayUntil: '2027-03-01T00:00:00Z' });
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([400, ApiCode.REQUIRED_PARAMETER, '노출 종료는 노출 시작보다 뒤여야 합니다.']);
  });
});

async function baseBody(name: string) {
  const product = await server.db.selectFrom('product').select(['brand_no', 'category_no']).where('department', '=', 'FURNITURE').orderBy('product_no').executeTakeFirstOrThrow();
  return {
    productName: name,
    brandNo: product.brand_no,
    categoryNo: product.category_no,
    price: 45_000,
    sellingPrice: 45_000,
    deliveries: [{ method: 'PARCEL', fee: 3_000, freeOver: 50_000, payType: 'PREPAY' }],
  };
}

describe('the same rules through the spreadsheet and the bulk price action', () => {
  const sheetOfRows = (product: AdminProductView, rows: { selling: number; extras: number[] }) =>
    `\uFEFF${stringify(
      [
        [SHEET_COLUMNS.productNo, SHEET_COLUMNS.productName, SHEET_COLUMNS.price, SHEET_COLUMNS.sellingPrice, SHEET_COLUMNS.status, SHEET_COLUMNS.itemGroupSeq, SHEET_COLUMNS.extraPrice],
        ...product.options.combinations.map((row, index) => [
          String(product.productNo), product.productName, String(product.price), String(rows.selling), sheetStatusWords[product.status], String(row.itemGroupSeq), String(rows.extras[index]),
        ]),
      ],
      { record_delimiter: 'windows' },
    )}`;

  it('names the 옵션추가금액 cell of an option that would cost less than 0원, and 판매가 0, and applies nothing', async () => {
    const product = await product45k('엑셀 음수 옵션');
    const negative = await importProductsSheet(staff, sheetOfRows(product, { selling: 45_000, extras: [-60_000, 10_000] }), false);
    expect(negative.data?.errors).toEqual([{ row: 2, column: SHEET_COLUMNS.extraPrice, message: expect.stringContaining('-45,000원 이상') }]);
    const zero = await importProductsSheet(staff, sheetOfRows(product, { selling: 0, extras: [0, 10_000] }), false);
    expect(zero.data?.errors).toEqual(expect.arrayContaining([{ row: 2, column: SHEET_COLUMNS.sellingPrice, message: expect.stringContaining('판매가는 0원일 수 없습니다') }]));
    expect(await storedExtra(combinationOf(product, '화이트').itemGroupSeq)).toBe(0);
    expect((await storedPrices(product.productNo)).selling_price).toBe(45_000);
  });

  it('takes a lower 판매가 together with the extra prices it needs in one file', async () => {
    const product = await product45k('엑셀 함께 바꾸기');
    expect((await staff.patch(`${PRODUCTS}/options/${combinationOf(product, '화이트').itemGroupSeq}`, { extraPrice: -20_000 })).body.code).toBe(0);
    const answer = await importProductsSheet(staff, sheetOfRows(product, { selling: 15_000, extras: [-10_000, 10_000] }), false);
    expect([answer.code, answer.data?.errors]).toEqual([0, []]);
    expect((await storedPrices(product.productNo)).selling_price).toBe(15_000);
  });

  it('the bulk price action skips a product it would bring to 0원 or whose option would fall below 0원, with the reason', async () => {
    const plain = await product45k('일괄 0원');
    const discounted = await product45k('일괄 음수 옵션');
    expect((await staff.patch(`${PRODUCTS}/options/${combinationOf(discounted, '화이트').itemGroupSeq}`, { extraPrice: -40_000 })).body.code).toBe(0);
    const toZero = await staff.post<BulkProductResult>(`${PRODUCTS}/bulk`, { productNos: [plain.productNo], action: { kind: 'price', mode: 'AMOUNT', value: -100_000 } });
    expect(toZero.body.data).toEqual({ updated: 0, skipped: [{ productNo: plain.productNo, reason: expect.stringContaining('판매가는 0원일 수 없습니다') }] });
    const tenOff = await staff.post<BulkProductResult>(`${PRODUCTS}/bulk`, { productNos: [discounted.productNo], action: { kind: 'price', mode: 'PERCENT', value: -20 } });
    expect(tenOff.body.data).toEqual({ updated: 0, skipped: [{ productNo: discounted.productNo, reason: expect.stringContaining('옵션 "화이트"의 추가금액') }] });
    expect((await storedPrices(discounted.productNo)).selling_price).toBe(45_000);
  });
});

describe('stock and percentages', () => {
  it('refuses stock above the most one option holds, and a bulk percentage beyond 100 %', async () => {
    const product = await product45k('재고 상한 선반');
    const white = combinationOf(product, '화이트');
    const tooMany = await staff.post(`${PRODUCTS}/options/${white.itemGroupSeq}/stock`, { change: 999_999, reason: 'RECEIPT' });
    expect([tooMany.status, tooMany.body.code, tooMany.body.message]).toEqual([400, ApiCode.REQUIRED_PARAMETER, '재고는 0개 이상 1,000,000개 이하의 정수로 입력해 주세요.']);
    expect((await staff.post(`${PRODUCTS}/options/${white.itemGroupSeq}/stock`, { change: 999_995, reason: 'RECEIPT' })).body.code).toBe(0);
    const percent = await staff.post(`${PRODUCTS}/bulk`, { productNos: [product.productNo], action: { kind: 'price', mode: 'PERCENT', value: -150 } });
    expect([percent.status, percent.body.code, percent.body.message]).toEqual([400, ApiCode.REQUIRED_PARAMETER, '판매가 변경 비율은 0~100% 사이의 정수로 입력해 주세요.']);
  });
});

describe('a row that breaks the rules anyway', () => {
  /** Writes the extra price past the database's check, as a row from before the constraint would be. */
  async function forceExtraPrice(itemGroupSeq: number, extraPrice: number) {
    await server.db.transaction().execute(async (trx) => {
      await sql`alter table product_option_row disable trigger product_option_row_final_price`.execute(trx);
      await trx.updateTable('product_option_row').set({ extra_price: extraPrice }).where('item_group_seq', '=', itemGroupSeq).execute();
      await sql`alter table product_option_row enable trigger product_option_row_final_price`.execute(trx);
    });
  }

  it('is refused by the database when written by hand', async () => {
    const product = await product45k('직접 SQL 음수');
    const white = combinationOf(product, '화이트').itemGroupSeq;
    const setExtra = (extraPrice: number) => server.db.updateTable('product_option_row').set({ extra_price: extraPrice }).where('item_group_seq', '=', white).execute();
    await expect(setExtra(-60_000)).rejects.toMatchObject({ code: '23514', constraint: 'product_option_final_price' });
    await setExtra(-40_000);
    // The product's side of the same rule: a lower price under that option.
    const lower = server.db.updateTable('product').set({ price: 30_000, selling_price: 30_000 }).where('product_no', '=', product.productNo).execute();
    await expect(lower).rejects.toMatchObject({ code: '23514', constraint: 'product_option_final_price' });
    expect(await storedExtra(white)).toBe(-40_000);
  });

  it('answers a write the database refuses with 104 in Korean, not 500', async () => {
    const product = await product45k('판매가 열과 할인가가 다른 행');
    // A legacy row whose 판매가 column says 45,000 while it is charged its 5,000원 discount price.
    await server.db.updateTable('product').set({ price_discount: 5_000 }).where('product_no', '=', product.productNo).execute();
    const answer = await staff.patch(`${PRODUCTS}/options/${combinationOf(product, '화이트').itemGroupSeq}`, { extraPrice: -10_000 });
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([400, ApiCode.REQUIRED_PARAMETER, expect.stringContaining('0원보다 낮아져 저장하지 않았습니다')]);
    expect(await storedExtra(combinationOf(product, '화이트').itemGroupSeq)).toBe(0);
  });

  it('makes no shop read answer 5xx and is shown 판매 중지, with the reason in the console', async () => {
    const product = await product45k('레거시 음수 옵션');
    const white = combinationOf(product, '화이트');
    const shopper = await member(server);
    // In the cart before the row went bad, as a shopper's cart would be.
    expect((await add(shopper, { productNo: product.productNo, optionGroupSeq: white.itemGroupSeq })).body.code).toBe(0);
    await forceExtraPrice(white.itemGroupSeq, -60_000);
    // The product page's caches learn of it as they would of any product change.
    server.app.caches.changed(productChange(product.productNo));

    const visitor = server.client();
    const reads = await Promise.all([
      visitor.get(`/api/product/v1?productNo=${product.productNo}`),
      visitor.get<{ optionList: { itemGroupSeq: number; orderPrice: number; stockCnt: number; soldOutYn: string }[] }>(`/api/product/v1/option/itemList?productNo=${product.productNo}`),
      visitor.post('/api/product/v1/search/list', { keyword: '레거시 음수 옵션', size: 10 }),
      shopper.get(`/api/cart/v1/list?cartType=PRODUCT`),
      sheetOf(shopper, { orderType: 'PRODUCT', items: [{ productNo: product.productNo, optionGroupSeq: white.itemGroupSeq, qty: 1 }] }),
    ]);
    expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200, 200, expect.any(Number)]);
    expect(reads[4]!.status).toBeLessThan(500);
    expect(reads[4]!.body.code).not.toBe(0);
    const bad = reads[1].body.data!.optionList.find((row) => row.itemGroupSeq === white.itemGroupSeq)!;
    expect(bad).toMatchObject({ orderPrice: 0, stockCnt: 0, soldOutYn: 'Y' });
    const line = (await listCart(shopper)).list.find((row) => row.optionGroupSeq === white.itemGroupSeq)!;
    expect([line.payable, line.stockCnt, line.sellingPrice]).toEqual([false, 0, 0]);
    // Adding it again is refused as not for sale, not failed.
    const again = await add(shopper, { productNo: product.productNo, optionGroupSeq: white.itemGroupSeq });
    expect([again.status < 500, again.body.code === 0]).toEqual([true, false]);

    const console = await staff.get<AdminProductView>(`${PRODUCTS}/${product.productNo}`);
    expect(console.body.data!.saleBlock).toBe('옵션 추가금액(-60,000원)을 더한 가격이 0원 미만입니다.');
  });
});
