import { ApiCode } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { hashGuestPassword } from './guest-password';
import { buyNowSheet, freshOption, guest, orderBody, ORDERER, ordersOfSheet, placedOrder, placeOf, startOrderServer, type TestOption } from './order-test-kit';

// The guest order password (issue 22): a new order needs 6–20 characters, not one character
// repeated; orders placed under the old 4–20 rule are still looked up with theirs.

const server = serverForTests(startOrderServer);
let option: TestOption;
beforeAll(async () => {
  option = await freshOption(server, 10);
});

const RULE = '주문 비밀번호는 6~20자로, 같은 문자만 반복하지 않게 입력해 주세요.';

describe('POST /order/v1 by a guest', () => {
  it.each([
    ['five characters', 'abc12'],
    ['four characters, enough before', 'ab12'],
    ['one character repeated', 'aaaaaa'],
    ['21 characters', 'abcdefghij0123456789x'],
  ])('refuses a password of %s with 400/104 and the rule, placing nothing', async (_case, guestPassword) => {
    const shopper = await guest(server);
    const sheet = await buyNowSheet(shopper, option, 1);
    const answer = await placeOf(shopper, orderBody(sheet.sheetNo, { guest: true, guestPassword }));
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    expect(answer.body.message).toContain(RULE);
    expect(await ordersOfSheet(server, sheet.sheetNo)).toBe(0);
  });

  it('names the rule when the password is missing, and takes six characters of more than one kind', async () => {
    const shopper = await guest(server);
    const sheet = await buyNowSheet(shopper, option, 1);
    const { guestPassword: _unused, ...noPassword } = orderBody(sheet.sheetNo, { guest: true });
    const missing = await placeOf(shopper, noPassword);
    expect([missing.body.code, missing.body.message]).toEqual([ApiCode.REQUIRED_PARAMETER, '주문 조회에 쓸 비밀번호(6~20자, 같은 문자만 반복하지 않게)를 입력해 주세요.']);
    expect((await placeOf(shopper, orderBody(sheet.sheetNo, { guest: true, guestPassword: 'aaaaab' }))).body.code).toBe(0);
  });
});

describe('POST /order/v1/private/check', () => {
  it('still finds an order placed with a 4-character password before the rule', async () => {
    const placed = await placedOrder(await guest(server), option, { guest: true });
    // As the order was stored under the old rule.
    await server.db.updateTable('shop_order').set({ guest_password_hash: await hashGuestPassword('ab12') }).where('order_no', '=', placed.orderNo).execute();
    const check = (password: string) => anonymous(server).post('/api/order/v1/private/check', { orderNo: placed.orderNo, phone: ORDERER.phone, password });
    expect((await check('ab12')).body).toMatchObject({ code: 0, data: { orderNo: placed.orderNo, guest: true } });
    expect((await check('ab13')).body.code).toBe(ApiCode.GUEST_ORDER_NOT_MATCHED);
  });
});
