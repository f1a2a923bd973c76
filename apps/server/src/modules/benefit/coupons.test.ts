import { ApiCode, type EventCouponsView, type MemberCouponListView, type ProductCouponsView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickOptions, signedInStaff } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { benefitMember, couponId, download, downloaded, makeCoupon, startBenefitServer } from './benefit-test-kit';
import { benefitGlance } from './points';
import { SEED_EVENT } from './seed';

const server = serverForTests(startBenefitServer);
let productNo: number;

beforeAll(async () => {
  productNo = (await pickOptions(server, { sampleable: false, products: 1 }))[0]![0]!.productNo;
});

describe('coupons on product and event pages', () => {
  it('shows a product’s downloadable coupons to anyone, marking the member’s own downloads', async () => {
    const visitor = await server.client().get<ProductCouponsView>(`/api/coupon/v1/product/${productNo}`);
    expect(visitor.status).toBe(200);
    const list = visitor.body.data!.list;
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['전 상품 3,000원 할인', '무료배송 쿠폰', 'MD 추천 상품 2,000원 할인']));
    expect(list.every((c) => !c.downloaded)).toBe(true);
    // The sign-up coupon is given, never downloaded, and an event's coupons stay on the event page.
    expect(list.map((c) => c.name)).not.toContain('신규 가입 감사 10% 할인');
    expect(list.find((c) => c.name === '전 상품 3,000원 할인')).toMatchObject({ benefitType: 'AMOUNT', kind: 'PRODUCT', amount: 3_000, benefitLabel: '3,000원 할인', conditionLabel: '50,000원 이상 구매 시', validDays: 14 });

    const { client } = await benefitMember(server);
    await downloaded(client, await couponId(server, 'SHOP_3000'));
    const mine = await client.get<ProductCouponsView>(`/api/coupon/v1/product/${productNo}`);
    expect(mine.body.data!.list.find((c) => c.name === '전 상품 3,000원 할인')!.downloaded).toBe(true);
    expect(mine.body.data!.list.find((c) => c.name === '무료배송 쿠폰')!.downloaded).toBe(false);
  });

  it('lists an event page’s coupons; an unknown product or event is 404, a malformed one 400', async () => {
    const event = await server.client().get<EventCouponsView>(`/api/coupon/v1/event/${SEED_EVENT.event_code}`);
    expect(event.body.data).toMatchObject({ eventCode: 'WINTER2026', title: SEED_EVENT.title });
    expect(event.body.data!.list.map((c) => c.kind).sort()).toEqual(['PRODUCT', 'SHIPPING']);
    expect((await server.client().get('/api/coupon/v1/event/NOPE')).status).toBe(404);
    expect((await server.client().get('/api/coupon/v1/event/%3Cscript%3E')).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await server.client().get(`/api/coupon/v1/event/${'A'.repeat(60)}`)).status).toBe(400);
    expect((await server.client().get('/api/coupon/v1/product/999999999')).status).toBe(404);
    expect((await server.client().get('/api/coupon/v1/product/abc')).status).toBe(400);
    expect((await server.client().get('/api/coupon/v1/product/-1')).status).toBe(400);
  });
});

describe('downloading a coupon', () => {
  it('gives the member a copy once, with what CouponDownload_Comp needs', async () => {
    const { client } = await benefitMember(server);
    const id = await makeCoupon(server, { name: '한 번만 쿠폰', amount: 1_500, valid_days: 10 });
    const first = await download(client, id);
    expect(first.body).toMatchObject({ code: 0, data: { coupon: { couponId: id, couponName: '한 번만 쿠폰' }, memberCoupon: { couponId: id, status: 'USABLE', usedAt: null } } });
    const copy = first.body.data!.memberCoupon;
    expect(new Date(copy.expiresAt).getTime() - new Date(copy.issuedAt).getTime()).toBe(10 * 86_400_000);
    expect((await download(client, id)).body.code).toBe(ApiCode.COUPON_ALREADY_DOWNLOADED);
  });

  it('gives one copy when the member downloads twice at once', async () => {
    const { client, memberId } = await benefitMember(server);
    const id = await makeCoupon(server);
    const answers = await Promise.all([download(client, id), download(client, id)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ApiCode.COUPON_ALREADY_DOWNLOADED]);
    const copies = await server.db.selectFrom('member_coupon').select('member_coupon_id').where('coupon_id', '=', id).where('member_id', '=', memberId).execute();
    expect(copies).toHaveLength(1);
  });

  it('never gives out more than the quantity, however many members race for the last ones', async () => {
    const id = await makeCoupon(server, { total_quantity: 3 });
    const members = await Promise.all(Array.from({ length: 6 }, () => benefitMember(server)));
    const answers = await Promise.all(members.map(({ client }) => download(client, id)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === ApiCode.COUPON_SOLD_OUT)).toHaveLength(3);
    const coupon = await server.db.selectFrom('coupon').select('issued_count').where('coupon_id', '=', id).executeTakeFirstOrThrow();
    expect(coupon.issued_count).toBe(3);
    const list = await server.client().get<ProductCouponsView>(`/api/coupon/v1/product/${productNo}`);
    expect(list.body.data!.list.find((c) => c.couponId === id)!.soldOut).toBe(true);
  });

  it('refuses visitors, unknown, welcome, closed and malformed coupons', async () => {
    const { client } = await benefitMember(server);
    const id = await makeCoupon(server);
    expect((await download(server.client(), id)).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    expect((await download(client, 2_000_000_000)).body.code).toBe(ApiCode.COUPON_NOT_FOUND);
    expect((await download(client, await couponId(server, 'WELCOME_10'))).body.code).toBe(ApiCode.COUPON_NOT_FOUND);
    const closed = await makeCoupon(server);
    await server.db.updateTable('coupon').set({ download_until: new Date(Date.now() - 1_000) }).where('coupon_id', '=', closed).execute();
    expect((await download(client, closed)).body.code).toBe(ApiCode.COUPON_NOT_DOWNLOADABLE);
    for (const body of [{}, { couponId: 'x' }, { couponId: -5 }, { couponId: 1, extra: true }, { couponId: '1'.repeat(400) }]) {
      const answer = await client.post('/api/coupon/v1/download', body);
      expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
  });
});

describe('my coupons', () => {
  it('holds the sign-up coupon from the first look, and sorts coupons into usable, used and expired', async () => {
    const { client, memberId } = await benefitMember(server);
    const usable = await client.get<MemberCouponListView>('/api/mypage/v1/coupon/list');
    expect(usable.body.data!.list.map((c) => c.name)).toEqual(['신규 가입 감사 10% 할인']);
    expect(usable.body.data!.list[0]).toMatchObject({ status: 'USABLE', benefitLabel: '10% 할인 (최대 10,000원)', minOrderAmount: 30_000 });
    const old = await downloaded(client, await makeCoupon(server));
    await server.db.updateTable('member_coupon').set({ expires_at: new Date(Date.now() - 1_000) }).where('member_coupon_id', '=', old).execute();
    const expired = await client.get<MemberCouponListView>('/api/mypage/v1/coupon/list?status=expired');
    expect(expired.body.data).toMatchObject({ total: 1, counts: { usable: 1, used: 0, expired: 1 }, list: [{ memberCouponId: old, status: 'EXPIRED' }] });
    expect((await client.get<MemberCouponListView>('/api/mypage/v1/coupon/list?status=used')).body.data!.list).toEqual([]);
    // Looking again gives no second sign-up coupon.
    await client.get('/api/mypage/v1/coupon/list');
    const copies = await server.db.selectFrom('member_coupon').select('member_coupon_id').where('member_id', '=', memberId).execute();
    expect(copies).toHaveLength(2);
  });

  it('counts coupons and points at a glance for my page home', async () => {
    const { client, memberId } = await benefitMember(server);
    const soon = await downloaded(client, await makeCoupon(server, { valid_days: 3 }));
    await downloaded(client, await makeCoupon(server, { valid_days: 30 }));
    const now = new Date();
    await server.db.insertInto('point_ledger').values([
      { member_id: memberId, kind: 'EARN_REVIEW', amount: 700, expires_at: new Date(now.getTime() + 10 * 86_400_000), description: '리뷰', created_at: new Date(now.getTime() - 355 * 86_400_000) },
      { member_id: memberId, kind: 'EARN_REVIEW', amount: 500, expires_at: new Date(now.getTime() + 300 * 86_400_000), description: '리뷰', created_at: now },
    ]).execute();
    // The sign-up coupon (30 days) plus the two downloads; one expires within 7 days.
    expect(await benefitGlance(server.db, memberId, now)).toEqual({ couponCount: 3, expiringCouponCount: 1, pointBalance: 1_200, expiringPoints: 700 });
    expect(soon).toBeGreaterThan(0);
  });

  it('answers members only (an operator’s console session is no member), and refuses odd queries', async () => {
    expect((await server.client().get('/api/mypage/v1/coupon/list')).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    const staff = await signedInStaff(server);
    for (const path of ['/api/mypage/v1/coupon/list', '/api/mypage/v1/point', '/api/mypage/v1/invitation']) {
      expect((await staff.client.get(path)).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    }
    expect((await download(staff.client, await couponId(server, 'SHOP_3000'))).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    const { client } = await benefitMember(server);
    for (const query of ['status=all', 'page=0', 'page=abc', 'page=99999', 'status=usable&x=1']) {
      expect((await client.get(`/api/mypage/v1/coupon/list?${query}`)).status).toBe(400);
    }
  });
});
