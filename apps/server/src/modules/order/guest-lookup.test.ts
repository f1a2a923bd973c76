import { ApiCode } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { freshOption, GUEST_PASSWORD, guest, member, ORDERER, placedOrder, startOrderServer } from './order-test-kit';

// The lookup keeps its real limit here (10 per address in 10 minutes); the other limits are generous.
const server = serverForTests(startOrderServer);
let guestOrderNo: string;
let memberOrderNo: string;
beforeAll(async () => {
  const option = await freshOption(server, 10);
  guestOrderNo = (await placedOrder(await guest(server), option, { guest: true })).orderNo;
  memberOrderNo = (await placedOrder(await member(server), option)).orderNo;
});

const check = (body: Record<string, string>) => anonymous(server).post('/api/order/v1/private/check', body);

describe('POST /order/v1/private/check', () => {
  it('shows a guest their order from another browser with the number, phone and password', async () => {
    const answer = await check({ orderNo: guestOrderNo, phone: ORDERER.phone.replaceAll('-', ''), password: GUEST_PASSWORD });
    expect(answer.body).toMatchObject({ code: 0, data: { orderNo: guestOrderNo, guest: true, orderer: { name: ORDERER.name } } });
  });

  it('lets that browser read the order at both of its addresses, and no other browser', async () => {
    const browser = anonymous(server);
    expect((await browser.get(`/api/order/v1/${guestOrderNo}`)).status).toBe(404);
    const looked = await browser.post('/api/order/v1/private/check', { orderNo: guestOrderNo, phone: ORDERER.phone, password: GUEST_PASSWORD });
    expect(looked.body.code).toBe(0);
    expect((await browser.get(`/api/order/v1/${guestOrderNo}`)).body).toMatchObject({ code: 0, data: { orderNo: guestOrderNo } });
    expect((await browser.get(`/api/order/v1/${guestOrderNo}/detail`)).body).toMatchObject({ code: 0, data: { orderNo: guestOrderNo } });
    expect((await anonymous(server).get(`/api/order/v1/${guestOrderNo}`)).status).toBe(404);
  });

  it('gives one answer for a wrong phone, a wrong password, an unknown number and a member’s order', async () => {
    const answers = [
      await check({ orderNo: guestOrderNo, phone: '010-0000-0000', password: GUEST_PASSWORD }),
      await check({ orderNo: guestOrderNo, phone: ORDERER.phone, password: 'wrong-pass' }),
      await check({ orderNo: '20000101000000', phone: ORDERER.phone, password: GUEST_PASSWORD }),
      await check({ orderNo: memberOrderNo, phone: ORDERER.phone, password: GUEST_PASSWORD }),
    ];
    for (const answer of answers) {
      expect(answer.body.code).toBe(ApiCode.GUEST_ORDER_NOT_MATCHED);
      expect(answer.body).toEqual(answers[0]!.body);
      expect(answer.status).toBe(answers[0]!.status);
    }
  });

  it('stops an address after 10 tries in 10 minutes (429 / 2011)', async () => {
    // Six tries above; four more are allowed, the eleventh is refused.
    const codes: (number | string)[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) codes.push((await check({ orderNo: guestOrderNo, phone: ORDERER.phone, password: `wrong-${attempt}` })).body.code);
    expect(codes).toEqual(Array(4).fill(ApiCode.GUEST_ORDER_NOT_MATCHED));
    const refused = await check({ orderNo: guestOrderNo, phone: ORDERER.phone, password: GUEST_PASSWORD });
    expect([refused.status, refused.body.code]).toEqual([429, ApiCode.TOO_MANY_ATTEMPTS]);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
