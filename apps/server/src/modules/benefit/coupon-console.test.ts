import { randomUUID } from 'node:crypto';
import {
  ApiCode, type AdminCouponListView, type AdminCouponView, type CouponCsvResult, type CouponHolderListView, type CouponIssueResult, type CouponRecallResult, type CouponSegmentPreview,
  type CouponWriteInput, type MemberCouponListView, type ProductCouponsView,
} from '@maru/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockFrom } from '../../core/time/clock';
import {
  AFTERSALE_LIMITS, auditEntriesOf, buyNowSheet, completeOf, GENEROUS_ORDER_LIMITS, orderBody, orderRow, placeOf, postFiles, sandboxPay, signedInStaff, type SignedInStaff,
} from '../../../test/factories';
import { serverForTests, startTestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { benefitMember, pricedOption, repriced, type TestMember } from './benefit-test-kit';

// 쿠폰 관리 (issue 27): coupons made, edited, published, issued (chosen members, a segment, a CSV),
// counted and recalled in the console, and what shoppers then see and can use.

const DAY = 86_400_000;
/** A Tuesday morning in Korea; the tests move it on to see copies expire. */
const clock = clockFrom(new Date('2026-12-08T01:00:00Z'));
const server = serverForTests(() =>
  startTestServer({
    clock,
    env: {
      MARU_REDIS_PREFIX: `test:${randomUUID()}:`,
      MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${AFTERSALE_LIMITS},coupon-download.perIp=5000,coupon-download.perMember=500,coupon-code.perIp=500,coupon-code.perMember=500`,
    },
  }),
);

const COUPONS = '/api/admin/v1/coupons';
let promotions: SignedInStaff;
let operator: SignedInStaff;
let contentStaff: SignedInStaff;
let catalogueStaff: SignedInStaff;

beforeAll(async () => {
  [promotions, operator, contentStaff, catalogueStaff] = await Promise.all([
    signedInStaff(server, 'PROMOTIONS'),
    signedInStaff(server, 'OPERATOR'),
    signedInStaff(server, 'CONTENT'),
    signedInStaff(server, 'CATALOGUE'),
  ]);
});

const now = () => clock.now();
const at = (ms: number) => new Date(now().getTime() + ms).toISOString();

function couponBody(over: Partial<CouponWriteInput> = {}): CouponWriteInput {
  return {
    name: '콘솔 5,000원 할인',
    benefitType: 'AMOUNT',
    amount: 5_000,
    minOrderAmount: 30_000,
    scope: 'ALL',
    channel: 'ISSUE',
    schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null },
    validDays: 7,
    ...over,
  };
}

async function created(over: Partial<CouponWriteInput> = {}, client: HttpClient = promotions.client): Promise<AdminCouponView> {
  const answer = await client.post<AdminCouponView>(COUPONS, couponBody(over));
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
}

const detail = async (couponId: number) => (await promotions.client.get<AdminCouponView>(`${COUPONS}/${couponId}`)).body.data!;
const issue = (couponId: number, memberIds: number[], client: HttpClient = promotions.client) => client.post<CouponIssueResult>(`${COUPONS}/${couponId}/issue`, { memberIds });
const recall = (couponId: number, body: unknown) => promotions.client.post<CouponRecallResult>(`${COUPONS}/${couponId}/recall`, body);
const myCoupons = async (member: TestMember, status = 'usable') => (await member.client.get<MemberCouponListView>(`/api/mypage/v1/coupon/list?status=${status}`)).body.data!;
const heldIds = async (member: TestMember, couponId: number) => (await myCoupons(member)).list.filter((coupon) => coupon.couponId === couponId).map((coupon) => coupon.memberCouponId);

describe('making and editing coupons', () => {
  it('creates every kind with its terms, lists it with counts and logs it', async () => {
    const amount = await created();
    expect(amount).toMatchObject({
      name: '콘솔 5,000원 할인', benefitType: 'AMOUNT', kind: 'PRODUCT', amount: 5_000, minOrderAmount: 30_000, scope: 'ALL', channel: 'ISSUE', validDays: 7, validUntil: null,
      benefitLabel: '5,000원 할인', conditionLabel: '30,000원 이상 구매 시', counts: { issued: 0, usable: 0, used: 0, expired: 0, recalled: 0 }, termsLocked: false, previewPath: null,
      schedule: { state: 'PUBLISHED', status: 'LIVE', startsAt: expect.any(String), endsAt: null },
    });
    const validUntil = at(30 * DAY);
    const rate = await created({ name: '정률 12%', benefitType: 'RATE', amount: 0, rate: 12, maxDiscount: 8_000, scope: 'CATEGORY', scopeIds: [1, 2], channel: 'DOWNLOAD', validDays: null, validUntil });
    expect(rate).toMatchObject({ benefitType: 'RATE', rate: 12, maxDiscount: 8_000, benefitLabel: '12% 할인 (최대 8,000원)', scope: 'CATEGORY', scopeIds: [1, 2], validUntil, validDays: null });
    const shipping = await created({ name: '무료배송 코드', benefitType: 'FREE_DELIVERY', amount: 0, minOrderAmount: 0, channel: 'CODE', redeemCode: ' free-ship 27 ', totalQuantity: 50 });
    expect(shipping).toMatchObject({ kind: 'SHIPPING', benefitLabel: '무료배송', redeemCode: 'FREESHIP27', totalQuantity: 50 });
    const event = await created({ name: '겨울 이벤트 쿠폰', channel: 'EVENT', eventCode: 'WINTER2026', schedule: { state: 'DRAFT', startsAt: null, endsAt: null } });
    expect(event).toMatchObject({ eventCode: 'WINTER2026', schedule: { state: 'DRAFT', status: 'DRAFT' }, previewPath: '/events/coupon/WINTER2026' });

    const list = (await promotions.client.get<AdminCouponListView>(`${COUPONS}?keyword=${encodeURIComponent('무료배송 코드')}`)).body.data!;
    expect(list.list.map((row) => row.couponId)).toEqual([shipping.couponId]);
    const drafts = (await promotions.client.get<AdminCouponListView>(`${COUPONS}?status=DRAFT&size=100`)).body.data!;
    expect(drafts.list.map((row) => row.couponId)).toContain(event.couponId);
    expect(drafts.list.map((row) => row.couponId)).not.toContain(amount.couponId);
    const events = (await promotions.client.get<{ list: { eventCode: string }[] }>(`${COUPONS}/events`)).body.data!;
    expect(events.list.map((row) => row.eventCode)).toContain('WINTER2026');

    const [entry] = await auditEntriesOf(server, 'coupon', rate.couponId);
    expect(entry).toMatchObject({ action: 'coupon.create', staff_id: promotions.staffId, before: null, after: { name: '정률 12%', benefitType: 'RATE', rate: 12, maxDiscount: 8_000, scopeIds: [1, 2], channel: 'DOWNLOAD' } });
  });

  it('refuses terms that do not hold together with 400/104 naming the field, in Korean', async () => {
    const bad: [Partial<CouponWriteInput>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ benefitType: 'RATE', amount: 0, rate: 0 }, 'rate'],
      [{ benefitType: 'RATE', amount: 0, rate: 101 }, 'rate'],
      [{ maxDiscount: 3_000 }, 'maxDiscount'],
      [{ scope: 'BRAND', scopeIds: [] }, 'scopeIds'],
      [{ scope: 'ALL', scopeIds: [3] }, 'scopeIds'],
      [{ channel: 'CODE', redeemCode: null }, 'redeemCode'],
      [{ channel: 'CODE', redeemCode: '쿠폰' }, 'redeemCode'],
      [{ channel: 'EVENT', eventCode: null }, 'eventCode'],
      [{ validDays: null, validUntil: null }, 'validDays'],
      [{ schedule: { state: 'PUBLISHED', startsAt: at(2 * DAY), endsAt: at(DAY) } }, 'endsAt'],
      [{ name: ' ' }, 'name'],
    ];
    for (const [over, field] of bad) {
      const answer = await promotions.client.post(COUPONS, couponBody(over));
      expect([field, answer.status, answer.body.code]).toEqual([field, 400, ApiCode.REQUIRED_PARAMETER]);
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    const unknownEvent = await promotions.client.post(COUPONS, couponBody({ channel: 'EVENT', eventCode: 'NOSUCHEVENT' }));
    expect([unknownEvent.status, unknownEvent.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    const taken = await promotions.client.post(COUPONS, couponBody({ channel: 'CODE', redeemCode: 'MARUHOME' }));
    expect(taken.body.code).toBe(ApiCode.COUPON_CODE_TAKEN);
  });

  it('edits a coupon (audited with before and after), and fixes its terms once a member holds it', async () => {
    const coupon = await created({ name: '수정 전' });
    const edited = await promotions.client.put<AdminCouponView>(`${COUPONS}/${coupon.couponId}`, couponBody({ name: '수정 후', amount: 6_000, totalQuantity: 10 }));
    expect(edited.body.data).toMatchObject({ name: '수정 후', amount: 6_000, totalQuantity: 10 });
    const [, update] = await auditEntriesOf(server, 'coupon', coupon.couponId);
    expect(update).toMatchObject({ action: 'coupon.update', before: { name: '수정 전', amount: 5_000, totalQuantity: null }, after: { name: '수정 후', amount: 6_000, totalQuantity: 10 } });

    const member = await benefitMember(server);
    expect((await issue(coupon.couponId, [member.memberId])).body.data).toEqual({ issued: 1, skipped: 0 });
    expect((await detail(coupon.couponId)).termsLocked).toBe(true);
    const locked = await promotions.client.put(`${COUPONS}/${coupon.couponId}`, couponBody({ name: '수정 후', amount: 9_000, totalQuantity: 10 }));
    expect(locked.body.code).toBe(ApiCode.COUPON_TERMS_LOCKED);
    // The name, the schedule and the quantity still change; not below what was given.
    const renamed = await promotions.client.put<AdminCouponView>(`${COUPONS}/${coupon.couponId}`, couponBody({ name: '이름만 바꿈', amount: 6_000, totalQuantity: 5 }));
    expect(renamed.body.data).toMatchObject({ name: '이름만 바꿈', amount: 6_000, totalQuantity: 5 });
    const tooFew = await promotions.client.put(`${COUPONS}/${coupon.couponId}`, couponBody({ name: '이름만 바꿈', amount: 6_000, totalQuantity: null, validDays: 7 }));
    expect(tooFew.body.code).toBe(0);
    expect((await myCoupons(member)).list.find((held) => held.couponId === coupon.couponId)).toMatchObject({ name: '이름만 바꿈', amount: 6_000 });
    expect((await promotions.client.get(`${COUPONS}/999999`)).status).toBe(404);
  });
});

describe('publishing to the product page and as an event code', () => {
  it('shows a published coupon under 쿠폰 받기 at once; a draft or a scheduled one only in the console’s preview', async () => {
    const option = await pricedOption(server);
    const scheduled = await created({ name: '다음 주 상품 쿠폰', channel: 'DOWNLOAD', scope: 'PRODUCT', scopeIds: [option.productNo], schedule: { state: 'PUBLISHED', startsAt: at(7 * DAY), endsAt: null } });
    expect(scheduled).toMatchObject({ schedule: { status: 'SCHEDULED' }, previewPath: `/product/item/${option.productNo}` });
    const onPage = async (headers: Record<string, string> = {}) =>
      (await server.client().get<ProductCouponsView>(`/api/coupon/v1/product/${option.productNo}`, { headers })).body.data!.list.map((coupon) => coupon.couponId);
    expect(await onPage()).not.toContain(scheduled.couponId);
    const token = (await promotions.client.post<{ token: string }>('/api/admin/v1/preview', { items: [{ kind: 'coupon', id: scheduled.couponId }], viewAs: 'GUEST' })).body.data!.token;
    expect(await onPage({ 'x-maru-preview': token })).toContain(scheduled.couponId);

    const member = await benefitMember(server);
    expect((await member.client.post('/api/coupon/v1/download', { couponId: scheduled.couponId })).body.code).toBe(ApiCode.COUPON_NOT_DOWNLOADABLE);
    await promotions.client.put(`${COUPONS}/${scheduled.couponId}`, couponBody({ name: '다음 주 상품 쿠폰', channel: 'DOWNLOAD', scope: 'PRODUCT', scopeIds: [option.productNo] }));
    expect(await onPage()).toContain(scheduled.couponId);
    expect((await member.client.post('/api/coupon/v1/download', { couponId: scheduled.couponId })).body.code).toBe(0);
    // Taken back to a draft, it leaves the page (the member keeps the copy they took).
    await promotions.client.put(`${COUPONS}/${scheduled.couponId}`, couponBody({ name: '다음 주 상품 쿠폰', channel: 'DOWNLOAD', scope: 'PRODUCT', scopeIds: [option.productNo], schedule: { state: 'DRAFT', startsAt: null, endsAt: null } }));
    expect(await onPage()).not.toContain(scheduled.couponId);
    expect(await heldIds(member, scheduled.couponId)).toHaveLength(1);
  });

  it('gives an event-code coupon for its code, and an issue-only coupon never for download', async () => {
    const code = `CONSOLE${randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    const coded = await created({ name: '코드 쿠폰', channel: 'CODE', redeemCode: code.toLowerCase() });
    const member = await benefitMember(server);
    const redeemed = await member.client.post('/api/coupon/v1/code', { code });
    expect(redeemed.body).toMatchObject({ code: 0, data: { coupon: { couponId: coded.couponId } } });
    const issueOnly = await created();
    expect((await member.client.post('/api/coupon/v1/download', { couponId: issueOnly.couponId })).body.code).toBe(ApiCode.COUPON_NOT_FOUND);
  });
});

describe('issuing to members', () => {
  it('gives one copy per member however often it is issued, and skips members that are not active', async () => {
    const coupon = await created();
    const [a, b] = [await benefitMember(server), await benefitMember(server)];
    const withdrawn = await benefitMember(server);
    await server.db.updateTable('member').set({ status: 'WITHDRAWN' }).where('member_id', '=', withdrawn.memberId).execute();
    expect((await issue(coupon.couponId, [a.memberId, b.memberId, withdrawn.memberId, 2_000_000_000])).body.data).toEqual({ issued: 2, skipped: 2 });
    expect((await issue(coupon.couponId, [a.memberId, b.memberId])).body.data).toEqual({ issued: 0, skipped: 2 });
    expect(await heldIds(a, coupon.couponId)).toHaveLength(1);
    const copy = (await myCoupons(a)).list.find((held) => held.couponId === coupon.couponId)!;
    expect(Date.parse(copy.expiresAt) - Date.parse(copy.issuedAt)).toBe(7 * DAY);
    expect((await detail(coupon.couponId)).counts).toEqual({ issued: 2, usable: 2, used: 0, expired: 0, recalled: 0 });
    const entries = await auditEntriesOf(server, 'coupon', coupon.couponId);
    expect(entries.map((entry) => entry.action)).toEqual(['coupon.create', 'coupon.issue']);
    expect(entries[1]).toMatchObject({ before: { issuedCount: 0 }, after: { issuedCount: 2, issued: 2, skipped: 2, via: 'MEMBERS', memberIds: [a.memberId, b.memberId].sort((x, y) => x - y) } });
  });

  it('gives one copy when the same member is issued it many times at once', async () => {
    const coupon = await created();
    const member = await benefitMember(server);
    const answers = await Promise.all(Array.from({ length: 6 }, () => issue(coupon.couponId, [member.memberId])));
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(answers.reduce((sum, answer) => sum + answer.body.data!.issued, 0)).toBe(1);
    const rows = await server.db.selectFrom('member_coupon').select('member_coupon_id').where('coupon_id', '=', coupon.couponId).execute();
    expect(rows).toHaveLength(1);
    expect((await server.db.selectFrom('coupon').select('issued_count').where('coupon_id', '=', coupon.couponId).executeTakeFirstOrThrow()).issued_count).toBe(1);
  });

  it('refuses a draft, a coupon not begun or ended, a quantity too small, and bad bodies', async () => {
    const member = await benefitMember(server);
    const draft = await created({ schedule: { state: 'DRAFT', startsAt: null, endsAt: null } });
    const later = await created({ schedule: { state: 'PUBLISHED', startsAt: at(DAY), endsAt: null } });
    for (const coupon of [draft, later]) expect((await issue(coupon.couponId, [member.memberId])).body.code).toBe(ApiCode.COUPON_NOT_ISSUABLE);
    const few = await created({ totalQuantity: 1 });
    const other = await benefitMember(server);
    expect((await issue(few.couponId, [member.memberId, other.memberId])).body.code).toBe(ApiCode.COUPON_SOLD_OUT);
    expect((await detail(few.couponId)).counts.issued).toBe(0);
    for (const body of [{}, { memberIds: [] }, { memberIds: ['x'] }, { memberIds: Array.from({ length: 1_001 }, (_, index) => index + 1) }, { memberIds: [1], extra: 1 }]) {
      const answer = await promotions.client.post(`${COUPONS}/${few.couponId}/issue`, body);
      expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    expect((await issue(999_999, [member.memberId])).body.code).toBe(ApiCode.COUPON_NOT_FOUND);
  });
});

describe('issuing to a segment', () => {
  it('counts members who joined in a period, business members and buyers of a category or brand in a period, then issues to them', async () => {
    const joined = [await benefitMember(server), await benefitMember(server), await benefitMember(server)];
    const dates = ['2019-03-01T00:30:00+09:00', '2019-03-31T23:59:00+09:00', '2019-04-01T00:00:00+09:00'];
    for (const [index, member] of joined.entries()) await sql`update member set created_at = ${new Date(dates[index]!)} where member_id = ${member.memberId}`.execute(server.db);
    const coupon = await created();
    const preview = (segment: unknown) => promotions.client.post<CouponSegmentPreview>(`${COUPONS}/${coupon.couponId}/segment/preview`, { segment });
    const march = { kind: 'JOINED', from: '2019-03-01', to: '2019-03-31' };
    expect((await preview(march)).body.data).toEqual({ members: 2, alreadyHeld: 0 });
    expect((await issue(coupon.couponId, [joined[0]!.memberId])).body.data!.issued).toBe(1);
    expect((await preview(march)).body.data).toEqual({ members: 2, alreadyHeld: 1 });
    const issued = await promotions.client.post<CouponIssueResult>(`${COUPONS}/${coupon.couponId}/segment/issue`, { segment: march });
    expect(issued.body.data).toEqual({ issued: 1, skipped: 1 });
    expect(await heldIds(joined[1]!, coupon.couponId)).toHaveLength(1);
    expect(await heldIds(joined[2]!, coupon.couponId)).toHaveLength(0);
    const entry = (await auditEntriesOf(server, 'coupon', coupon.couponId)).at(-1)!;
    expect(entry.after).toMatchObject({ via: 'SEGMENT', segment: march, issued: 1 });

    const business = await benefitMember(server);
    const before = (await preview({ kind: 'BUSINESS' })).body.data!.members;
    await server.db.updateTable('member').set({ auth_no: 17 }).where('member_id', '=', business.memberId).execute();
    expect((await preview({ kind: 'BUSINESS' })).body.data!.members).toBe(before + 1);

    // Bought: a paid order's line, paid in the period; a cancelled line does not count.
    const buyer = await benefitMember(server);
    const option = await pricedOption(server);
    const product = await server.db.selectFrom('product').select(['brand_no', 'category_nos']).where('product_no', '=', option.productNo).executeTakeFirstOrThrow();
    const sheet = await buyNowSheet(buyer.client, option);
    const placed = (await placeOf(buyer.client, orderBody(sheet.sheetNo))).body.data!;
    expect((await completeOf(buyer.client, await sandboxPay(buyer.client, placed), placed.merchantUid)).body.code).toBe(0);
    await server.db.updateTable('shop_order').set({ paid_at: new Date('2018-06-15T03:00:00Z') }).where('order_no', '=', placed.orderNo).execute();
    const bought = (scope: 'CATEGORY' | 'BRAND', ids: number[], from = '2018-06-01', to = '2018-06-30') => preview({ kind: 'PURCHASED', scope, ids, from, to });
    expect((await bought('BRAND', [product.brand_no])).body.data!.members).toBeGreaterThanOrEqual(1);
    const category = product.category_nos[0]!;
    const inCategory = (await bought('CATEGORY', [category])).body.data!.members;
    expect(inCategory).toBeGreaterThanOrEqual(1);
    expect((await bought('CATEGORY', [category], '2018-07-01', '2018-07-31')).body.data!.members).toBe(0);
    await server.db.updateTable('shop_order_line').set({ status: 'CANCELLED' }).where('order_id', '=', (await orderRow(server, placed.orderNo)).order_id).execute();
    expect((await bought('CATEGORY', [category])).body.data!.members).toBe(inCategory - 1);

    for (const segment of [{ kind: 'JOINED', from: '2019-04-01', to: '2019-03-01' }, { kind: 'JOINED', from: '2019-02-30', to: '2019-03-01' }, { kind: 'PURCHASED', scope: 'BRAND', ids: [], from: '2019-01-01', to: '2019-01-02' }, { kind: 'EVERYONE' }]) {
      expect((await preview(segment)).status).toBe(400);
    }
  });
});

describe('issuing from a CSV of member numbers', () => {
  const upload = (couponId: number, csv: string, dryRun: boolean) =>
    postFiles<{ code: number; message: string; data?: CouponCsvResult }>(promotions.client, `${COUPONS}/${couponId}/issue/csv?dryRun=${dryRun}`, [{ name: 'members.csv', type: 'text/csv', bytes: Buffer.from(`\uFEFF${csv}`) }], 'file');

  it('names each bad row by row and column, gives nothing while one is bad, and issues a clean file once', async () => {
    const coupon = await created();
    const [a, b, c] = [await benefitMember(server), await benefitMember(server), await benefitMember(server)];
    const bad = `이름,회원번호\n가,${a.memberId}\n나,abc\n다,\n라,${a.memberId}\n마,2000000000\n바,1.23E+05\n사,${b.memberId}\n`;
    const checked = await upload(coupon.couponId, bad, true);
    expect(checked.body.code).toBe(0);
    expect(checked.body.data).toMatchObject({ members: 2, issued: 2, skipped: 0 });
    expect(checked.body.data!.errors.map((error) => [error.row, error.column])).toEqual([
      [3, '회원번호'],
      [4, '회원번호'],
      [5, '회원번호'],
      [7, '회원번호'],
      [6, '회원번호'],
    ]);
    expect(checked.body.data!.errors.find((error) => error.row === 5)!.message).toBe(`2행과 같은 회원입니다: ${a.memberId}`);
    const refused = await upload(coupon.couponId, bad, false);
    expect(refused.body.code).toBe(ApiCode.COUPON_CSV_HAS_ERRORS);
    expect(refused.body.data!.errors).toHaveLength(5);
    expect((await detail(coupon.couponId)).counts.issued).toBe(0);

    const clean = `회원번호\n${a.memberId}\n${b.memberId}\n${c.memberId}\n`;
    expect((await upload(coupon.couponId, clean, false)).body.data).toEqual({ members: 3, issued: 3, skipped: 0, errors: [] });
    expect((await upload(coupon.couponId, clean, true)).body.data).toEqual({ members: 3, issued: 0, skipped: 3, errors: [] });
    expect((await upload(coupon.couponId, '번호\n1\n', true)).body.data!.errors).toEqual([{ row: 1, column: '회원번호', message: expect.stringContaining('꼭 있어야 하는 열') }]);
    expect((await auditEntriesOf(server, 'coupon', coupon.couponId)).at(-1)!.after).toMatchObject({ via: 'CSV', issued: 3, rows: 3 });
  });
});

describe('recalling copies, and the counts', () => {
  it('takes unused copies away from chosen members: gone from their coupons and refused at checkout; used copies stay', async () => {
    const coupon = await created({ minOrderAmount: 10_000 });
    const [kept, taken, user] = [await benefitMember(server), await benefitMember(server), await benefitMember(server)];
    await issue(coupon.couponId, [kept.memberId, taken.memberId, user.memberId]);
    const [takenCopy] = await heldIds(taken, coupon.couponId);
    const [userCopy] = await heldIds(user, coupon.couponId);
    const paidSheet = await buyNowSheet(user.client, await pricedOption(server));
    const placed = (await placeOf(user.client, orderBody(paidSheet.sheetNo, { productCouponId: userCopy }))).body.data!;
    expect((await completeOf(user.client, await sandboxPay(user.client, placed), placed.merchantUid)).body.code).toBe(0);
    const sheet = await buyNowSheet(taken.client, await pricedOption(server));

    expect((await recall(coupon.couponId, { memberIds: [taken.memberId, user.memberId] })).body.data).toEqual({ recalled: 1, inUse: 1 });
    expect(await heldIds(taken, coupon.couponId)).toEqual([]);
    expect((await myCoupons(taken)).counts.usable).toBe((await myCoupons(taken)).list.length);
    expect((await repriced(taken.client, sheet.sheetNo, { productCouponId: takenCopy! })).body.code).toBe(ApiCode.COUPON_NOT_USABLE);
    expect((await placeOf(taken.client, orderBody(sheet.sheetNo, { productCouponId: takenCopy }))).body.code).toBe(ApiCode.COUPON_NOT_USABLE);
    expect((await myCoupons(user, 'used')).list.map((held) => held.memberCouponId)).toContain(userCopy);
    expect(await heldIds(kept, coupon.couponId)).toHaveLength(1);
    expect((await detail(coupon.couponId)).counts).toEqual({ issued: 3, usable: 1, used: 1, expired: 0, recalled: 1 });
    const entry = (await auditEntriesOf(server, 'coupon', coupon.couponId)).at(-1)!;
    expect(entry).toMatchObject({ action: 'coupon.recall', before: { issuedCount: 3 }, after: { issuedCount: 2, recalled: 1, inUse: 1 } });

    // Issued again, a recalled copy comes back as a fresh one.
    expect((await issue(coupon.couponId, [taken.memberId])).body.data).toEqual({ issued: 1, skipped: 0 });
    expect(await heldIds(taken, coupon.couponId)).toEqual([takenCopy]);
    // Recall everything: the rest go; nothing left to recall after that.
    expect((await recall(coupon.couponId, { all: true })).body.data).toEqual({ recalled: 2, inUse: 0 });
    expect((await recall(coupon.couponId, { all: true })).body.data).toEqual({ recalled: 0, inUse: 0 });
    for (const body of [{}, { all: false }, { memberIds: [] }, { all: true, memberIds: [1] }]) expect((await recall(coupon.couponId, body)).status).toBe(400);
  });

  it('lets an unpaid order keep a recalled copy, which does not come back when that order fails', async () => {
    const coupon = await created({ minOrderAmount: 10_000 });
    const member = await benefitMember(server);
    await issue(coupon.couponId, [member.memberId]);
    const [copy] = await heldIds(member, coupon.couponId);
    const sheet = await buyNowSheet(member.client, await pricedOption(server));
    const placed = (await placeOf(member.client, orderBody(sheet.sheetNo, { productCouponId: copy }))).body.data!;
    expect((await recall(coupon.couponId, { all: true })).body.data).toEqual({ recalled: 0, inUse: 1 });
    expect((await myCoupons(member, 'used')).list.map((held) => held.memberCouponId)).toContain(copy);
    const failed = await sandboxPay(member.client, placed, { outcome: 'failed' });
    await completeOf(member.client, failed, placed.merchantUid);
    expect((await orderRow(server, placed.orderNo)).status).toBe('FAILED');
    expect(await heldIds(member, coupon.couponId)).toEqual([]);
    expect((await myCoupons(member, 'used')).list.map((held) => held.memberCouponId)).not.toContain(copy);
    const again = await buyNowSheet(member.client, await pricedOption(server));
    expect((await repriced(member.client, again.sheetNo, { productCouponId: copy! })).body.code).toBe(ApiCode.COUPON_NOT_USABLE);
    expect((await detail(coupon.couponId)).counts).toMatchObject({ used: 0, recalled: 1, usable: 0 });
  });

  it('counts issued, used, expired and recalled copies as the clock moves on, and lists the holders masked', async () => {
    const coupon = await created({ validDays: 3, minOrderAmount: 10_000 });
    const members = [await benefitMember(server), await benefitMember(server), await benefitMember(server), await benefitMember(server)];
    await issue(coupon.couponId, members.map((member) => member.memberId));
    const [userCopy] = await heldIds(members[0]!, coupon.couponId);
    const sheet = await buyNowSheet(members[0]!.client, await pricedOption(server));
    const placed = (await placeOf(members[0]!.client, orderBody(sheet.sheetNo, { productCouponId: userCopy }))).body.data!;
    expect((await completeOf(members[0]!.client, await sandboxPay(members[0]!.client, placed), placed.merchantUid)).body.code).toBe(0);
    await recall(coupon.couponId, { memberIds: [members[1]!.memberId] });
    expect((await detail(coupon.couponId)).counts).toEqual({ issued: 4, usable: 2, used: 1, expired: 0, recalled: 1 });

    clock.advance(3 * DAY + 60_000);
    try {
      // Staff sessions end after 12 hours of the server's clock: three days on, a new sign-in.
      const later = (await signedInStaff(server, 'PROMOTIONS')).client;
      const counts = async () => (await later.get<AdminCouponView>(`${COUPONS}/${coupon.couponId}`)).body.data!.counts;
      expect(await counts()).toEqual({ issued: 4, usable: 0, used: 1, expired: 2, recalled: 1 });
      expect((await myCoupons(members[2]!, 'expired')).list.map((held) => held.couponId)).toContain(coupon.couponId);
      // An expired copy is history: recalling leaves it as it is.
      expect((await later.post(`${COUPONS}/${coupon.couponId}/recall`, { all: true })).body.data).toEqual({ recalled: 0, inUse: 1 });
      expect(await counts()).toEqual({ issued: 4, usable: 0, used: 1, expired: 2, recalled: 1 });
      const holders = (await later.get<CouponHolderListView>(`${COUPONS}/${coupon.couponId}/holders?size=10`)).body.data!;
      expect(holders.total).toBe(4);
      expect(holders.list.map((row) => row.status).sort()).toEqual(['EXPIRED', 'EXPIRED', 'RECALLED', 'USED']);
      expect(holders.list.find((row) => row.status === 'USED')).toMatchObject({ memberId: members[0]!.memberId, usedOrderNo: placed.orderNo });
      const names = await server.db.selectFrom('member').select('name').where('member_id', 'in', members.map((member) => member.memberId)).execute();
      for (const { name } of names) expect(JSON.stringify(holders)).not.toContain(name!);
      const expired = (await later.get<CouponHolderListView>(`${COUPONS}/${coupon.couponId}/holders?status=EXPIRED`)).body.data!;
      expect(expired.total).toBe(2);
    } finally {
      clock.advance(-(3 * DAY + 60_000));
    }
  });
});

describe('who may use 쿠폰 관리', () => {
  it('operators may; content and catalogue staff and shoppers are refused every call', async () => {
    const coupon = await created({}, operator.client);
    const member = await benefitMember(server);
    const calls: [string, string, unknown?][] = [
      ['GET', COUPONS],
      ['GET', `${COUPONS}/events`],
      ['POST', COUPONS, couponBody()],
      ['GET', `${COUPONS}/${coupon.couponId}`],
      ['PUT', `${COUPONS}/${coupon.couponId}`, couponBody({ name: '침입' })],
      ['POST', `${COUPONS}/${coupon.couponId}/issue`, { memberIds: [member.memberId] }],
      ['POST', `${COUPONS}/${coupon.couponId}/segment/preview`, { segment: { kind: 'BUSINESS' } }],
      ['POST', `${COUPONS}/${coupon.couponId}/segment/issue`, { segment: { kind: 'BUSINESS' } }],
      ['POST', `${COUPONS}/${coupon.couponId}/issue/csv?dryRun=false`, {}],
      ['POST', `${COUPONS}/${coupon.couponId}/recall`, { all: true }],
      ['GET', `${COUPONS}/${coupon.couponId}/holders`],
    ];
    for (const [client, expected] of [
      [contentStaff.client, [403, ApiCode.STAFF_ROLE_REFUSED]],
      [catalogueStaff.client, [403, ApiCode.STAFF_ROLE_REFUSED]],
      [member.client, [403, ApiCode.STAFF_NOT_SIGNED_IN]],
    ] as const) {
      for (const [method, path, body] of calls) {
        const answer = await client.request(method, path, { body });
        expect([method, path, answer.status, answer.body.code, answer.body.data]).toEqual([method, path, ...expected, undefined]);
      }
    }
    expect((await detail(coupon.couponId)).counts.issued).toBe(0);
    expect((await detail(coupon.couponId)).name).toBe('콘솔 5,000원 할인');
  });
});
