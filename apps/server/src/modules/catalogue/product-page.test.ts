import { type CreateProductRequest, NOTICE_GROUPS, noticeGroupForDepartment } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { signedInStaff, startOrderServer } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';

// What the product page shows beside the purchase box (issue 26): the 상품정보제공고시 the
// console saved, in the 고시's order and following an edit at once, and the stars' average.

const server = serverForTests(() => startOrderServer());
const PRODUCTS = '/api/admin/v1/products';

interface Detail {
  reviewCnt: number;
  reviewAvg: number;
  notice: { groupLabel: string; rows: { key: string; label: string; value: string }[] } | null;
}

const furniture = NOTICE_GROUPS.FURNITURE;
/** Every item answered, in reverse order: the answer must still follow the group's order. */
const noticeItems = Object.fromEntries([...furniture.items].reverse().map((item) => [item.key, `${item.label} 값`]));

async function createdProduct(notice: CreateProductRequest['notice']): Promise<number> {
  const staff = await signedInStaff(server, 'CATALOGUE');
  const sample = await server.db.selectFrom('product').select(['category_no', 'brand_no']).where('department', '=', 'FURNITURE').orderBy('product_no').executeTakeFirstOrThrow();
  const body: CreateProductRequest = {
    productName: '마루고시 시험 소파',
    brandNo: sample.brand_no,
    categoryNo: sample.category_no,
    price: 900_000,
    sellingPrice: 900_000,
    vatRate: 10,
    deliveries: [{ method: 'DIRECT', fee: 0, freeOver: null, payType: 'PREPAY' }],
    description: '<p>시험 소파</p>',
    searchKeywords: [],
    sampleable: false,
    status: 'ON_SALE',
    displayFrom: null,
    displayUntil: null,
    lowStockThreshold: 5,
    notice,
    options: { groups: [{ name: '색상', style: 'SELECT', values: ['샌드'] }], combinations: [{ values: ['샌드'], extraPrice: 0, stockCnt: 5, stockLostType: 'STOCK_ALIM' }] },
  };
  const answer = await staff.client.post<{ productNo: number }>(PRODUCTS, body);
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!.productNo;
}

// The first sign-in of staff hashes a password and creates a product: slow on shared cores.
const SLOW_MS = 60_000;

const detailOf = async (productNo: number) => (await server.client().get<Detail>(`/api/product/v1?productNo=${productNo}`)).body;

describe('the product detail answer', () => {
  it('carries the notice as its group labels and values, in the group order', async () => {
    const productNo = await createdProduct({ group: 'FURNITURE', items: { ...noticeItems, leftOver: '다른 고시의 값' } });
    const notice = (await detailOf(productNo)).data!.notice!;
    expect(notice.groupLabel).toBe(furniture.label);
    expect(notice.rows.map((row) => row.label)).toEqual(furniture.items.map((item) => item.label));
    expect(notice.rows[0]).toEqual({ key: 'productName', label: '품명', value: '품명 값' });
    expect(notice.rows.find((row) => row.key === 'kcCertification')?.value).toBe('KC 인증 필 유무 값');
  }, SLOW_MS);

  it('follows a console edit of the notice at once', async () => {
    const productNo = await createdProduct({ group: 'FURNITURE', items: noticeItems });
    expect((await detailOf(productNo)).data!.notice!.rows[0]!.value).toBe('품명 값');
    const staff = await signedInStaff(server, 'CATALOGUE');
    const edited = await staff.client.patch(`${PRODUCTS}/${productNo}`, { notice: { group: 'FURNITURE', items: { ...noticeItems, productName: '포엠 3인 소파' } } });
    expect(edited.body.code, edited.body.message).toBe(0);
    expect((await detailOf(productNo)).data!.notice!.rows[0]!.value).toBe('포엠 3인 소파');
  }, SLOW_MS);

  it('answers null for a product the console has not given a notice yet', async () => {
    // The console refuses to put such a product on sale; products older than the rule may be.
    const productNo = await createdProduct({ group: 'FURNITURE', items: noticeItems });
    await server.db.deleteFrom('product_notice').where('product_no', '=', productNo).execute();
    expect((await detailOf(productNo)).data!.notice).toBeNull();
  }, SLOW_MS);

  it('answers the stars average to one decimal beside the count', async () => {
    const product = await server.db.selectFrom('product').select('product_no').where('department', '=', 'BATH').orderBy('product_no', 'desc').executeTakeFirstOrThrow();
    await server.db.updateTable('product').set({ review_cnt: 3, review_rating_sum: 13 }).where('product_no', '=', product.product_no).execute();
    expect((await detailOf(product.product_no)).data).toMatchObject({ reviewCnt: 3, reviewAvg: 4.3 });
  });

  it('uses the group of the department for a seeded product', async () => {
    const tile = await server.db.selectFrom('product_notice as n').innerJoin('product as p', 'p.product_no', 'n.product_no').select('p.product_no').where('p.department', '=', 'TILE').orderBy('p.product_no').executeTakeFirstOrThrow();
    expect((await detailOf(tile.product_no)).data!.notice!.groupLabel).toBe(noticeGroupForDepartment('TILE').label);
  });
});
