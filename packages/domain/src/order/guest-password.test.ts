import { describe, expect, it } from 'vitest';
import { guestCheckRequest, placeOrderRequest } from './contract';

// A guest's order password: new orders need 6–20 characters, not one character repeated;
// the look-up still takes the shorter passwords of orders placed before that rule.

const guestPassword = placeOrderRequest.shape.guestPassword;

describe('the guest order password of a new order', () => {
  it.each(['abc123', 'aaaaab', '가나다라마바', 'p'.repeat(19) + 'q'])('takes %s', (password) => {
    expect(guestPassword.safeParse(password).success).toBe(true);
  });

  it.each([
    ['four characters, the old minimum', 'ab12'],
    ['five characters', 'abc12'],
    ['one character six times', 'aaaaaa'],
    ['one digit over and over', '1111111111'],
    ['21 characters', 'abcdefghij0123456789x'],
    ['nothing', ''],
  ])('refuses %s, saying the rule in Korean', (_case, password) => {
    const parsed = guestPassword.safeParse(password);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('주문 비밀번호는 6~20자로, 같은 문자만 반복하지 않게 입력해 주세요.');
  });
});

describe('looking a guest order up', () => {
  it('still takes the 4–5 character passwords orders were placed with before', () => {
    for (const password of ['ab12', 'abc12', 'aaaa']) {
      expect(guestCheckRequest.safeParse({ orderNo: '20261123000042', phone: '010-2345-6789', password }).success).toBe(true);
    }
  });
});
