import { ApiCode, type AdminProductView, type CreateProductRequest, noticeGroupForDepartment } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { add, listCart, member, paidOrder, signedInStaff, startOrderServer, AFTERSALE_LIMITS, GENEROUS_ORDER_LIMITS } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// The console's catalogue calls over HTTP on a real database: who may use them, the price,
// category and notice rules, and that the shop follows an edit at once (search, product
// page, cart), a hidden product disappears, and the stock ledger explains every option's stock.

const server = serverForTests(() => startOrderServer({ MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${AFTERSALE_LIMITS}` }));
const PRODUCTS = '/api/admin/v1/products';

const furnitureNotice = () => ({
  group: 'FURNITURE' as const,
  items: Object.fromEntries(noticeGroupForDepartment('FURNITURE').items.map((item) => [item.key, `${item.label} 시험 값`])),
});

async function leafCategoryAndBrand(department = 'FURNITURE') {
  const brand = await server.db.selectFrom('brand').select('brand_no').where('department', '=', department as 'FURNITURE').orderBy('brand_no').executeTakeFirstOrThrow();
  const product = await server.db.selectFrom('product').select('category_no').where('department', '=', department as 'FURNITURE').orderBy('product_no').executeTakeFirstOrThrow();
  return { brandNo: brand.brand_no, categoryNo: product.category_no };
}

async function newProductBody(name: string, overrides: Partial<CreateProductRequest> = {}): Promise<CreateProductRequest> {
  return {
    productName: name,
    ...(await leafCategoryAndBrand()),
    price: 250_000,
    sellingPrice: 219_000,
    vatRate: 10,
    deliveries: [{ method: 'FREIGHT', fee: 45_000, freeOver: null, payType: 'ARRIVAL' }],
    description: '<p>손으로 엮은 <strong>라탄</strong> 수납장입니다.</p><script>alert(1)</script>',
    searchKeywords: ['수납', '라탄장'],
    sampleable: false,
    status: 'ON_SALE',
    displayFrom: null,
    displayUntil: null,
    lowStockThreshold: 5,
    notice: furnitureNotice(),
    options: {
      groups: [
        { name: '색상', style: 'SELECT', values: ['화이트', '월넛'] },
        { name: '크기', style: 'SELECT', values: ['소', '중', '대'] },
      ],
      combinations: ['화이트', '월넛'].flatMap((colour, c) => ['소', '중', '대'].map((size, s) => ({ values: [colour, size], extraPrice: s * 30_000, stockCnt: 10 + c * 3 + s, stockLostType: 'STOCK_ALIM' as const }))),
    },
    ...overrides,
  };
}

async function create(staff: HttpClient, name: string, overrides: Partial<CreateProductRequest> = {}): Promise<AdminProductView> {
  const answer = await staff.post<AdminProductView>(PRODUCTS, await newProductBody(name, overrides));
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
}

const search = (client: HttpClient, keyword: string) =>
  client.post<{ productList: { productNo: number; productName: string; soldOutYn: string }[] }>('/api/product/v1/search/list', { keyword, size: 100 });
const foundBy = async (client: HttpClient, keyword: string) => ((await search(client, keyword)).body.data?.productList ?? []).map((card) => card.productNo);

describe('who may use the catalogue console', () => {
  it('catalogue staff edit products but are refused orders, inquiries, bookings, business members and the audit log', async () => {
    const catalogue = await signedInStaff(server, 'CATALOGUE');
    expect((await catalogue.client.get(`${PRODUCTS}?size=1`)).body.code).toBe(0);
    for (const path of ['/api/admin/v1/orders', '/api/admin/v1/inquiries', '/api/admin/v1/bookings', '/api/admin/v1/business', '/api/admin/v1/audit', '/api/admin/v1/staff']) {
      const answer = await catalogue.client.get(path);
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, ApiCode.STAFF_ROLE_REFUSED]);
    }
  });

  it('a shopper or a visitor gets nothing from any catalogue call', async () => {
    for (const client of [await member(server), server.client()]) {
      for (const answer of [await client.get(PRODUCTS), await client.patch(`${PRODUCTS}/100001`, { productName: '침입' }), await client.get(`${PRODUCTS}/export`)]) {
        expect([answer.status, answer.body.code]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN]);
      }
    }
    expect((await server.db.selectFrom('product').select('name').where('product_no', '=', 100001).executeTakeFirstOrThrow()).name).not.toBe('침입');
  });
});

describe('the product list', () => {
  it('pages every product, hidden ones too, and finds by number, name and brand', async () => {
    const { client } = await signedInStaff(server, 'OPERATOR');
    const all = await client.get<{ total: number; list: unknown[] }>(`${PRODUCTS}?size=100&page=2`);
    expect(all.body.data!.total).toBe(Number((await server.db.selectFrom('product').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n));
    expect(all.body.data!.list).toHaveLength(100);
    const byNumber = await client.get<{ list: { productNo: number }[] }>(`${PRODUCTS}?keyword=100007`);
    expect(byNumber.body.data!.list.map((row) => row.productNo)).toContain(100007);
    const named = await server.db.selectFrom('product').select(['name', 'brand_no']).where('product_no', '=', 100007).executeTakeFirstOrThrow();
    const byName = await client.get<{ list: { productNo: number; productName: string }[] }>(`${PRODUCTS}?keyword=${encodeURIComponent(named.name)}&size=100`);
    expect(byName.body.data!.list.map((row) => row.productNo)).toContain(100007);
    const byBrand = await client.get<{ list: { brandNo: number }[] }>(`${PRODUCTS}?brandNo=${named.brand_no}&size=20`);
    expect(new Set(byBrand.body.data!.list.map((row) => row.brandNo))).toEqual(new Set([named.brand_no]));
  });

  it('filters by state, stock and price range', async () => {
    const { client } = await signedInStaff(server, 'OPERATOR');
    const cheap = await client.get<{ list: { sellingPrice: number }[] }>(`${PRODUCTS}?priceMin=10000&priceMax=20000&size=50`);
    expect(cheap.body.data!.list.length).toBeGreaterThan(0);
    for (const row of cheap.body.data!.list) expect(row.sellingPrice >= 10_000 && row.sellingPrice <= 20_000).toBe(true);
    const soldOut = await client.get<{ list: { stockCnt: number }[] }>(`${PRODUCTS}?stock=SOLD_OUT&size=20`);
    for (const row of soldOut.body.data!.list) expect(row.stockCnt).toBe(0);
    const low = await client.get<{ list: { lowStock: boolean; stockCnt: number }[] }>(`${PRODUCTS}?stock=LOW&size=20`);
    for (const row of low.body.data!.list) expect(row.lowStock && row.stockCnt > 0).toBe(true);
    expect((await client.get(`${PRODUCTS}?status=DELETED`)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });
});

describe('creating and editing a product', () => {
  it('creates a product with a 2×3 option matrix that shoppers find by its Korean name, in two syllables and in part', async () => {
    const { client } = await signedInStaff(server, 'CATALOGUE');
    const product = await create(client, '마루손뜨개 라탄 수납장');
    expect(product.options.combinations).toHaveLength(6);
    expect(product.options.combinations.map((row) => row.values.join('/'))).toEqual(['화이트/소', '화이트/중', '화이트/대', '월넛/소', '월넛/중', '월넛/대']);
    const shopper = server.client();
    for (const keyword of ['손뜨개', '뜨개', '마루손', '라탄장']) expect([keyword, await foundBy(shopper, keyword)]).toEqual([keyword, expect.arrayContaining([product.productNo])]);
    // Its option value 화이트 is the colour filter of its category: the filtered list finds it at once.
    const white = await server.db.selectFrom('filter_item as f').innerJoin('filter_item_category as c', 'c.item_no', 'f.item_no').select('f.item_no').where('f.name', '=', '화이트').where('c.category_no', '=', product.categoryNo).executeTakeFirstOrThrow();
    const filtered = await shopper.post<{ productList: { productNo: number }[] }>('/api/product/v1/search/list', { categorys: [product.categoryNo], filters: [white.item_no], size: 100, sorted: 'NE' });
    expect(filtered.body.data!.productList.map((card) => card.productNo)).toContain(product.productNo);
    const suggestions = await shopper.get<{ productList: { productNo: number }[] }>(`/api/product/v1/search/keyword?keyword=${encodeURIComponent('뜨개')}`);
    expect(suggestions.body.data!.productList.map((row) => row.productNo)).toContain(product.productNo);
    const detail = await shopper.get<{ productName: string; description: string; descriptionHtml: string }>(`/api/product/v1?productNo=${product.productNo}`);
    expect(detail.body.data!.productName).toBe('마루손뜨개 라탄 수납장');
    // The rich text is cleaned on the way out: the script is gone, the emphasis stays.
    expect(detail.body.data!.descriptionHtml).toBe('<p>손으로 엮은 <strong>라탄</strong> 수납장입니다.</p>');
    expect(detail.body.data!.description).toBe('손으로 엮은 라탄 수납장입니다.');
  });

  it('an edit reaches search, the product page and a cart line at once, and the audit log keeps before and after', async () => {
    const staff = await signedInStaff(server, 'CATALOGUE');
    const product = await create(staff.client, '마루시험 원목 선반');
    const shopper = await member(server);
    const combination = product.options.combinations[0]!;
    expect((await add(shopper, { productNo: product.productNo, optionGroupSeq: combination.itemGroupSeq })).body.code).toBe(0);
    expect((await shopper.get(`/api/product/v1?productNo=${product.productNo}`)).body.code).toBe(0);

    const edited = await staff.client.patch<AdminProductView>(`${PRODUCTS}/${product.productNo}`, { productName: '마루시험 호두나무 선반', price: 300_000, sellingPrice: 259_000 });
    expect(edited.body.code).toBe(0);
    expect(await foundBy(shopper, '호두')).toContain(product.productNo);
    expect(await foundBy(shopper, '원목 선반')).not.toContain(product.productNo);
    const detail = await shopper.get<{ productName: string; sellingPrice: number }>(`/api/product/v1?productNo=${product.productNo}`);
    expect(detail.body.data).toMatchObject({ productName: '마루시험 호두나무 선반', sellingPrice: 259_000 });
    const line = (await listCart(shopper)).list.find((row) => row.optionGroupSeq === combination.itemGroupSeq)!;
    expect(line).toMatchObject({ productName: '마루시험 호두나무 선반' });
    expect(JSON.stringify(line)).toContain('259000');

    const audit = await server.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'product.update').where('target_id', '=', String(product.productNo)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ before: { productName: '마루시험 원목 선반', price: 250_000, sellingPrice: 219_000 }, after: { productName: '마루시험 호두나무 선반', price: 300_000, sellingPrice: 259_000 } });
  });

  it('refuses a price below 0, a selling price above 정가, an unknown category and sale without a complete notice', async () => {
    const { client } = await signedInStaff(server, 'CATALOGUE');
    const product = await create(client, '마루규칙 의자');
    const patch = (body: object) => client.patch(`${PRODUCTS}/${product.productNo}`, body);
    expect((await patch({ sellingPrice: -1 })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await patch({ sellingPrice: 300_000 })).body.code).toBe(ApiCode.PRODUCT_PRICE_RULE);
    expect((await patch({ categoryNo: 999_999 })).body.code).toBe(ApiCode.PRODUCT_CATEGORY_UNKNOWN);
    expect((await patch({ status: 'NOPE' })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await patch({ notice: null })).body.code).toBe(ApiCode.PRODUCT_NOTICE_INCOMPLETE);
    expect((await client.post(PRODUCTS, await newProductBody('마루고시 없음', { notice: null }))).body.code).toBe(ApiCode.PRODUCT_NOTICE_INCOMPLETE);
    expect((await client.patch(`${PRODUCTS}/99999999`, { productName: '없음' })).body.code).toBe(ApiCode.PRODUCT_NOT_FOUND);
    // Nothing of the refused edits landed.
    const after = await client.get<AdminProductView>(`${PRODUCTS}/${product.productNo}`);
    expect(after.body.data).toMatchObject({ price: 250_000, sellingPrice: 219_000, status: 'ON_SALE', notice: furnitureNotice() });
  });

  it('a hidden product leaves lists, search, suggestions and the sitemap, and its page is not found; 품절 shows it unbuyable', async () => {
    const { client } = await signedInStaff(server, 'OPERATOR');
    const product = await create(client, '마루숨김 협탁');
    const shopper = server.client();
    expect(await foundBy(shopper, '숨김')).toContain(product.productNo);
    expect((await client.patch(`${PRODUCTS}/${product.productNo}`, { status: 'SOLD_OUT' })).body.code).toBe(0);
    const soldOut = (await search(shopper, '숨김')).body.data!.productList.find((card) => card.productNo === product.productNo)!;
    expect(soldOut.soldOutYn).toBe('Y');
    const option = product.options.combinations[0]!;
    expect((await add(await member(server), { productNo: product.productNo, optionGroupSeq: option.itemGroupSeq })).body.code).not.toBe(0);

    expect((await client.patch(`${PRODUCTS}/${product.productNo}`, { status: 'HIDDEN' })).body.code).toBe(0);
    expect(await foundBy(shopper, '숨김')).not.toContain(product.productNo);
    expect((await shopper.get(`/api/product/v1?productNo=${product.productNo}`)).body.code).toBe(ApiCode.NO_DATA);
    const suggestions = await shopper.get<{ productList: { productNo: number }[] }>(`/api/product/v1/search/keyword?keyword=${encodeURIComponent('숨김')}`);
    expect(suggestions.body.data!.productList.map((row) => row.productNo)).not.toContain(product.productNo);
    expect((await shopper.get(`/api/product/v1/${product.productNo}/documents`)).body.code).toBe(ApiCode.NO_DATA);
    const sitemap = await fetch(`${server.url}/sitemap-products-1.xml`).then((response) => response.text());
    expect(sitemap).not.toContain(`/product/item/${product.productNo}<`);
  });
});

describe('bulk changes', () => {
  it('cuts selling prices by a percentage rounded to 100원, moves categories, and skips what it may not change', async () => {
    const { client } = await signedInStaff(server, 'CATALOGUE');
    const first = await create(client, '마루일괄 의자 하나', { price: 51_000, sellingPrice: 45_900 });
    const second = await create(client, '마루일괄 의자 둘', { price: 100_000, sellingPrice: 100_000, status: 'HIDDEN', notice: null });
    const cut = await client.post<{ updated: number }>(`${PRODUCTS}/bulk`, { productNos: [first.productNo, second.productNo], action: { kind: 'price', mode: 'PERCENT', value: -10 } });
    expect(cut.body.data!.updated).toBe(2);
    expect((await client.get<AdminProductView>(`${PRODUCTS}/${first.productNo}`)).body.data!.sellingPrice).toBe(41_300);
    expect((await client.get<AdminProductView>(`${PRODUCTS}/${second.productNo}`)).body.data!.sellingPrice).toBe(90_000);

    const onSale = await client.post<{ updated: number; skipped: { productNo: number; reason: string }[] }>(`${PRODUCTS}/bulk`, { productNos: [first.productNo, second.productNo, 99_999_999], action: { kind: 'status', status: 'ON_SALE' } });
    expect(onSale.body.data!.skipped.map((row) => row.productNo).sort()).toEqual([second.productNo, 99_999_999].sort());
    expect(onSale.body.data!.skipped.find((row) => row.productNo === second.productNo)!.reason).toContain('상품정보제공고시');

    const target = await server.db.selectFrom('product').select('category_no').where('department', '=', 'BATH').orderBy('product_no').executeTakeFirstOrThrow();
    const moved = await client.post<{ updated: number }>(`${PRODUCTS}/bulk`, { productNos: [first.productNo], action: { kind: 'category', categoryNo: target.category_no } });
    expect(moved.body.data!.updated).toBe(1);
    const listed = await server.client().post<{ productList: { productNo: number }[] }>('/api/product/v1/search/list', { categorys: [target.category_no], keyword: '마루일괄', size: 10 });
    expect(listed.body.data!.productList.map((card) => card.productNo)).toContain(first.productNo);
    expect((await client.post(`${PRODUCTS}/bulk`, { productNos: [first.productNo], action: { kind: 'category', categoryNo: 999_999 } })).body.code).toBe(ApiCode.PRODUCT_CATEGORY_UNKNOWN);
  });
});

describe('stock and its ledger', () => {
  it('records 입고, 조정 and orders with who and why, sums to the stock, refuses going below 0 and lists low stock; a placed order keeps its price', async () => {
    const staff = await signedInStaff(server, 'CATALOGUE');
    const product = await create(staff.client, '마루원장 스툴');
    const option = product.options.combinations[0]!;
    const move = (change: number, reason = 'RECEIPT', memo = '') => staff.client.post<{ stockCnt: number }>(`${PRODUCTS}/options/${option.itemGroupSeq}/stock`, { change, reason, memo });
    expect((await move(20, 'RECEIPT', '3차 입고')).body.data!.stockCnt).toBe(option.stockCnt + 20);
    expect((await move(-3, 'ADJUST', '파손')).body.data!.stockCnt).toBe(option.stockCnt + 17);
    expect((await move(-1000, 'ADJUST')).body.code).toBe(ApiCode.STOCK_BELOW_ZERO);
    expect((await move(0)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);

    const buyer = await member(server);
    const order = await paidOrder(buyer, [{ productNo: product.productNo, optionGroupSeq: option.itemGroupSeq }], { qty: 2 });
    // A price changed after the order leaves the order's own price as it was paid.
    const paidLine = JSON.stringify((await buyer.get(`/api/order/v1/${order.orderNo}/detail`)).body.data);
    expect((await staff.client.patch(`${PRODUCTS}/${product.productNo}`, { price: 400_000, sellingPrice: 399_000 })).body.code).toBe(0);
    const afterChange = JSON.stringify((await buyer.get(`/api/order/v1/${order.orderNo}/detail`)).body.data);
    expect(afterChange).toBe(paidLine);
    expect(afterChange).toContain('219000');
    expect(afterChange).not.toContain('399000');

    const ledger = await staff.client.get<{ list: { change: number; reason: string; memo: string; staffName: string | null; orderNo: string | null }[]; total: number }>(`${PRODUCTS}/options/${option.itemGroupSeq}/ledger`);
    expect(ledger.body.data!.list.map(({ change, reason, memo, staffName, orderNo }) => ({ change, reason, memo, staffName, orderNo }))).toEqual([
      { change: -2, reason: 'ORDER', memo: '', staffName: null, orderNo: order.orderNo },
      { change: -3, reason: 'ADJUST', memo: '파손', staffName: staff.name, orderNo: null },
      { change: 20, reason: 'RECEIPT', memo: '3차 입고', staffName: staff.name, orderNo: null },
      { change: option.stockCnt, reason: 'OPENING', memo: '', staffName: null, orderNo: null },
    ]);
    const rows = await server.db.selectFrom('product_option_row').select(['item_group_seq', 'stock_cnt']).where('product_no', '=', product.productNo).execute();
    const sums = await server.db.selectFrom('stock_ledger').select(['item_group_seq', (eb) => eb.fn.sum<string>('change').as('total')]).where('product_no', '=', product.productNo).groupBy('item_group_seq').execute();
    expect(new Map(sums.map((row) => [row.item_group_seq, Number(row.total)]))).toEqual(new Map(rows.map((row) => [row.item_group_seq, row.stock_cnt])));

    await staff.client.patch(`${PRODUCTS}/${product.productNo}`, { lowStockThreshold: 50 });
    const lowProducts = await staff.client.get<{ list: { productNo: number; lowStock: boolean }[] }>(`${PRODUCTS}?stock=LOW&keyword=${encodeURIComponent('마루원장')}`);
    expect(lowProducts.body.data!.list).toEqual([expect.objectContaining({ productNo: product.productNo, lowStock: true })]);
    const low = await staff.client.get<{ list: { stockCnt: number; threshold: number }[]; total: number }>(`${PRODUCTS}/low-stock?size=100`);
    expect(low.body.data!.total).toBeGreaterThan(0);
    for (const row of low.body.data!.list) expect(row.stockCnt).toBeLessThanOrEqual(row.threshold);
  });
});

describe('options of an existing product', () => {
  it('adds values to a group and makes every new combination with its opening stock; refuses a value it has and a group it lacks', async () => {
    const staff = await signedInStaff(server, 'CATALOGUE');
    const product = await create(staff.client, '마루옵션추가 벤치');
    const add = (body: object) => staff.client.post<AdminProductView>(`${PRODUCTS}/${product.productNo}/options/values`, body);
    const added = await add({ level: 0, values: ['블랙'], stockCnt: 4 });
    expect(added.body.code, added.body.message).toBe(0);
    const combinations = added.body.data!.options.combinations;
    expect(combinations.map((row) => row.values.join('/'))).toEqual(['화이트/소', '화이트/중', '화이트/대', '월넛/소', '월넛/중', '월넛/대', '블랙/소', '블랙/중', '블랙/대']);
    expect(combinations.slice(6).map((row) => row.stockCnt)).toEqual([4, 4, 4]);
    expect(added.body.data!.options.groups[0]!.values).toEqual(['화이트', '월넛', '블랙']);
    // Earlier combinations keep their numbers (carts and orders name them).
    expect(combinations.slice(0, 6).map((row) => row.itemGroupSeq)).toEqual(product.options.combinations.map((row) => row.itemGroupSeq));

    const shopRows = await server.client().get<{ optionList: { itemNameList: string; stockCnt: number }[] }>(`/api/product/v1/option/itemList?productNo=${product.productNo}`);
    expect(shopRows.body.data!.optionList.filter((row) => row.itemNameList.startsWith('블랙|')).map((row) => row.stockCnt)).toEqual([4, 4, 4]);
    const opening = await server.db.selectFrom('stock_ledger').select(['reason', 'change']).where('item_group_seq', '=', combinations[6]!.itemGroupSeq).execute();
    expect(opening).toEqual([{ reason: 'OPENING', change: 4 }]);

    expect((await add({ level: 0, values: ['월넛'] })).body.code).toBe(ApiCode.PRODUCT_OPTIONS_INVALID);
    expect((await add({ level: 2, values: ['특대'] })).body.code).toBe(ApiCode.PRODUCT_OPTIONS_INVALID);
    expect((await add({ level: 7, values: ['특대'] })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    const sizes = await add({ level: 1, values: ['특대'], stockCnt: 1 });
    expect(sizes.body.data!.options.combinations.filter((row) => row.values[1] === '특대').map((row) => row.values[0])).toEqual(['화이트', '월넛', '블랙']);
  });
});

describe('renaming an option value', () => {
  it('renames the value in every combination holding it: the shop’s options, a cart line and search follow, a placed order keeps its name', async () => {
    const staff = await signedInStaff(server, 'CATALOGUE');
    const product = await create(staff.client, '마루이름바꿈 콘솔장');
    const walnut = product.options.combinations.find((row) => row.values.join('/') === '월넛/중')!;
    const buyer = await member(server);
    const order = await paidOrder(buyer, [{ productNo: product.productNo, optionGroupSeq: walnut.itemGroupSeq }]);
    expect((await add(buyer, { productNo: product.productNo, optionGroupSeq: walnut.itemGroupSeq })).body.code).toBe(0);
    const orderedAs = JSON.stringify((await buyer.get(`/api/order/v1/${order.orderNo}/detail`)).body.data);
    expect(orderedAs).toContain('월넛');

    const rename = (body: object) => staff.client.patch<AdminProductView>(`${PRODUCTS}/${product.productNo}/options/values`, body);
    const renamed = await rename({ level: 0, from: '월넛', to: '다크호두' });
    expect(renamed.body.code, renamed.body.message).toBe(0);
    const combinations = renamed.body.data!.options.combinations;
    expect(renamed.body.data!.options.groups[0]!.values).toEqual(['화이트', '다크호두']);
    expect(combinations.map((row) => row.values.join('/'))).toEqual(['화이트/소', '화이트/중', '화이트/대', '다크호두/소', '다크호두/중', '다크호두/대']);
    // The same combinations: numbers and stock unchanged.
    expect(combinations.map((row) => [row.itemGroupSeq, row.stockCnt])).toEqual(
      product.options.combinations.map((row) => [row.itemGroupSeq, row.itemGroupSeq === walnut.itemGroupSeq ? row.stockCnt - 1 : row.stockCnt]),
    );

    const shopRows = await server.client().get<{ optionList: { itemNameList: string }[] }>(`/api/product/v1/option/itemList?productNo=${product.productNo}`);
    expect(shopRows.body.data!.optionList.map((row) => row.itemNameList)).toContain('다크호두|중');
    const line = (await listCart(buyer)).list.find((row) => row.optionGroupSeq === walnut.itemGroupSeq)!;
    expect(JSON.stringify(line)).toContain('다크호두');
    expect(await foundBy(buyer, '다크호두')).toContain(product.productNo);
    expect(JSON.stringify((await buyer.get(`/api/order/v1/${order.orderNo}/detail`)).body.data)).toBe(orderedAs);

    expect((await rename({ level: 0, from: '월넛', to: '블랙' })).body.code).toBe(ApiCode.PRODUCT_OPTIONS_INVALID);
    expect((await rename({ level: 0, from: '화이트', to: '다크호두' })).body.code).toBe(ApiCode.PRODUCT_OPTIONS_INVALID);
    expect((await rename({ level: 2, from: '소', to: '스몰' })).body.code).toBe(ApiCode.PRODUCT_OPTIONS_INVALID);
    expect((await rename({ level: 1, from: '소', to: '' })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    const audit = await server.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'option.update').where('target_id', '=', String(product.productNo)).execute();
    expect(audit).toEqual([{ before: { optionValues: ['화이트', '월넛'] }, after: { optionValues: ['화이트', '다크호두'], level: 1 } }]);
  });
});
