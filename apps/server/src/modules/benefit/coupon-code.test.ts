import { randomUUID } from 'node:crypto';
import { ApiCode, type CouponDownloadView, type MemberCouponListView } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { buyNowSheet, GENEROUS_ORDER_LIMITS, startOrderServer } from '../../../test/factories';
import { serverForTests, type TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { benefitMember, couponId, download, pricedOption, repriced, startBenefitServer, sumOfPieces } from './benefit-test-kit';
import { SEED_COUPON_CODES } from './seed';

// Issue 26: a shopper types an event code in my page's coupons or at checkout and gets its coupon.

const server = serverForTests(startBenefitServer);
const DAY = 86_400_000;

const redeem = (client: HttpClient, code: string) => client.post<CouponDownloadView>('/api/coupon/v1/code', { code });

/** A code coupon of the test's own (a fresh code, so tests do not share its quantity or holders). */
async function codeCoupon(target: TestServer, over: Partial<{ total_quantity: number | null; download_from: Date; download_until: Date | null; valid_until: Date | null; active: boolean }> = {}) {
  const code = `T${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
  await target.db
    .insertInto('coupon')
    .values({ code: `TEST_${code}`, redeem_code: code, name: '테스트 코드 쿠폰', benefit_type: 'AMOUNT', amount: 4_000, scope: 'ALL', channel: 'CODE', download_from: new Date(target.app.clock.now().getTime() - DAY), valid_days: 7, ...over })
    .execute();
  return code;
}

describe('typing an event code', () => {
  it('gives the member the seeded code’s coupon, however it is typed, and lists it in my coupons', async () => {
    const { client } = await benefitMember(server);
    const answer = await redeem(client, ` ${SEED_COUPON_CODES.amount.toLowerCase().slice(0, 4)}-${SEED_COUPON_CODES.amount.slice(4)} `);
    expect([answer.status, answer.body.code]).toEqual([200, 0]);
    expect(answer.body.data!.memberCoupon).toMatchObject({ name: '코드 입력 7,000원 할인', status: 'USABLE', benefitType: 'AMOUNT', amount: 7_000 });
    const mine = await client.get<MemberCouponListView>('/api/mypage/v1/coupon/list');
    expect(mine.body.data!.list.map((coupon) => coupon.memberCouponId)).toContain(answer.body.data!.memberCoupon.memberCouponId);
  });

  it('refuses unknown, withdrawn, not yet open, ended, already received and sold-out codes with the coupon codes, in Korean', async () => {
    const { client, memberId } = await benefitMember(server);
    const now = server.app.clock.now().getTime();
    const received = await codeCoupon(server);
    expect((await redeem(client, received)).body.code).toBe(0);
    const soldOut = await codeCoupon(server, { total_quantity: 0 });
    const cases: [string, number, string][] = [
      ['NOSUCHCODE', ApiCode.COUPON_NOT_FOUND, '등록할 수 없는 쿠폰 코드입니다. 코드를 다시 확인해 주세요.'],
      [await codeCoupon(server, { active: false }), ApiCode.COUPON_NOT_FOUND, '등록할 수 없는 쿠폰 코드입니다. 코드를 다시 확인해 주세요.'],
      [await codeCoupon(server, { download_from: new Date(now + DAY) }), ApiCode.COUPON_NOT_DOWNLOADABLE, '아직 등록 기간이 아닌 쿠폰 코드입니다. 이벤트 기간에 다시 입력해 주세요.'],
      [await codeCoupon(server, { download_until: new Date(now - 60_000) }), ApiCode.COUPON_NOT_DOWNLOADABLE, '등록 기간이 끝난 쿠폰 코드입니다.'],
      [await codeCoupon(server, { valid_until: new Date(now - 60_000) }), ApiCode.COUPON_NOT_DOWNLOADABLE, '등록 기간이 끝난 쿠폰 코드입니다.'],
      [received, ApiCode.COUPON_ALREADY_DOWNLOADED, '이미 받은 쿠폰입니다.'],
      [soldOut, ApiCode.COUPON_SOLD_OUT, '준비된 쿠폰이 모두 소진되었습니다.'],
    ];
    for (const [code, expected, message] of cases) {
      const answer = await redeem(client, code);
      expect([answer.body.code, answer.body.message], code).toEqual([expected, message]);
    }
    // Nothing was given for any refusal: the member holds the one coupon received (and the sign-up coupon).
    const held = await server.db.selectFrom('member_coupon as mc').innerJoin('coupon as c', 'c.coupon_id', 'mc.coupon_id').select('c.redeem_code').where('c.channel', '=', 'CODE').where('mc.member_id', '=', memberId).execute();
    expect(held.map((row) => row.redeem_code)).toEqual([received]);
  });

  it('answers 104 for malformed codes and 403 for guests; a code coupon is never downloadable by its id', async () => {
    const { client } = await benefitMember(server);
    for (const code of ['', '   ', '쿠폰', 'A'.repeat(41), '<script>', 'CODE;DROP']) {
      const answer = await client.post('/api/coupon/v1/code', { code });
      expect([answer.status, answer.body.code], code).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    expect((await client.post('/api/coupon/v1/code', { code: 'MARUHOME', extra: 1 })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await server.client().post('/api/coupon/v1/code', { code: SEED_COUPON_CODES.amount })).status).toBe(403);
    const byId = await download(client, await couponId(server, 'CODE_MARUHOME'));
    expect(byId.body.code).toBe(ApiCode.COUPON_NOT_FOUND);
  });

  it('lets the coupon be applied at checkout at once: the free-shipping code takes the delivery fee off', async () => {
    const { client } = await benefitMember(server);
    const sheet = await buyNowSheet(client, await pricedOption(server, 12_000));
    const redeemed = await redeem(client, SEED_COUPON_CODES.freeShipping);
    expect(redeemed.body.code).toBe(0);
    const id = redeemed.body.data!.memberCoupon.memberCouponId;
    const answer = await repriced(client, sheet.sheetNo, { shippingCouponId: id });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data!.benefits!.shippingCoupons.map((coupon) => coupon.memberCouponId)).toContain(id);
    expect(answer.body.data!.amounts).toMatchObject({ deliveryFee: 3_000, shippingCouponDiscount: 3_000 });
    expect(answer.body.data!.amounts.payAmount).toBe(sumOfPieces(answer.body.data!.amounts));
  });

  it('gives one code once to a member typing it twice at once, and never past its quantity', async () => {
    const { client } = await benefitMember(server);
    const code = await codeCoupon(server, { total_quantity: 2 });
    const pair = await Promise.all([redeem(client, code), redeem(client, code)]);
    expect(pair.map((answer) => answer.body.code).sort()).toEqual([0, ApiCode.COUPON_ALREADY_DOWNLOADED]);
    const others = await Promise.all([benefitMember(server), benefitMember(server)]);
    const codes = await Promise.all(others.map((member) => redeem(member.client, code)));
    expect(codes.map((answer) => answer.body.code).sort()).toEqual([0, ApiCode.COUPON_SOLD_OUT]);
  });
});

describe('the code box’s limit', () => {
  const limited = serverForTests(() => startOrderServer({ MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},coupon-code.perMember=3` }));

  it('stops a member guessing codes after a few tries with 429 and Retry-After', async () => {
    const { client } = await benefitMember(limited);
    for (let guess = 0; guess < 3; guess += 1) expect((await redeem(client, `GUESS${guess}`)).body.code).toBe(ApiCode.COUPON_NOT_FOUND);
    const blocked = await redeem(client, SEED_COUPON_CODES.amount);
    expect([blocked.status, blocked.body.code]).toEqual([429, ApiCode.TOO_MANY_ATTEMPTS]);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

