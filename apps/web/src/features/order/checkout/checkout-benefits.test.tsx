import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SheetBenefitsView, SheetView } from '@maru/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/test/render-app';
import { memberProfile as profile, payButton, renderCheckout } from '../test/checkout-harness';
import { bookAddress, envelope, order, placed, refusal, sheet, stubApi, type Call } from '../test/order-fixtures';
import { approved, paying, resetPaying } from '../test/payment-stub';

// The checkout's coupons and points (issue 14): the page sends the member's choice with the
// sheet's pricing call and shows the server's amounts; it never adds anything up itself.

vi.mock('@/features/address', () => ({
  addressQueryKey: ['mypage', 'address'],
  fetchAddresses: async () => ({ list: [bookAddress()], max: 10 }),
  createAddress: async () => ({}),
  PostcodeButton: () => null,
  AddressBookDialog: () => null,
}));
vi.mock('../payment/request-payment', () => import('../test/payment-stub').then((stub) => stub.requestPaymentStub));

const coupon = { couponId: 1, name: '5천원 할인', benefitType: 'AMOUNT' as const, kind: 'PRODUCT' as const, amount: 5_000, rate: 0, maxDiscount: null, minOrderAmount: 0, scope: 'ALL' as const, benefitLabel: '5,000원 할인', scopeLabel: '전 상품', conditionLabel: '', expiresAt: '2026-12-31T00:00:00Z', discount: 5_000, usable: true, reason: null };

/** The server's pricing of S1 (31,000원) for a choice: these numbers are the stub's, the page only shows them. */
function priced(call: Call): SheetView {
  const query = new URLSearchParams(call.search);
  const productCouponId = query.get('productCouponId') ? Number(query.get('productCouponId')) : null;
  const usePoints = Number(query.get('usePoints') ?? 0);
  const couponDiscount = productCouponId === 11 ? 5_000 : 0;
  const base = sheet();
  const benefits: SheetBenefitsView = {
    productCoupons: [{ ...coupon, memberCouponId: 11 }],
    shippingCoupons: [],
    points: { balance: 3_000, maxUsable: 3_000, minBalance: 1_000, unit: 100 },
    applied: { productCouponId, shippingCouponId: null, usePoints },
  };
  return { ...base, benefits, amounts: { ...base.amounts, couponDiscount, shippingCouponDiscount: 0, pointsUsed: usePoints, payAmount: base.amounts.payAmount - couponDiscount - usePoints } };
}

function memberServer(refuse?: (call: Call) => Response | undefined) {
  return stubApi(
    (call) => refuse?.(call),
    (call) => {
      if (call.path === '/api/mypage/v1/profile') return envelope({ profile });
      if (call.path === '/api/order/v1/orderer') return envelope({ name: '김마루', phone: '010-1234-5678', email: null });
      if (call.method === 'GET' && call.path === '/api/order/v1/sheet/S1') return envelope(priced(call));
      if (call.method === 'POST' && call.path === '/api/order/v1') return envelope(placed({ amount: 25_000 }));
      if (call.method === 'POST' && call.path === '/api/order/v1/complete') return envelope(order());
      return undefined;
    },
  );
}

const amount = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(() => {
  signOut();
  resetPaying();
});

describe('coupons and points at checkout', () => {
  it('sends the coupon and points to the server, shows its amounts and places exactly them', async () => {
    signIn();
    const user = userEvent.setup();
    const server = memberServer();
    paying.next.push(approved());
    const router = renderCheckout('/order/checkout?sheetNo=S1', server);
    const section = await screen.findByTestId('benefit-section');
    expect(amount('coupon-discount')).toBe('0원');
    expect(amount('points-used')).toBe('0원');

    await user.selectOptions(within(section).getByLabelText('상품 쿠폰'), '11');
    await waitFor(() => expect(amount('coupon-discount')).toBe('-5,000원'));
    await user.type(within(section).getByLabelText('적립금'), '1050{Enter}');
    await waitFor(() => expect(amount('points-used')).toBe('-1,000원'));
    expect(amount('pay-amount')).toBe('25,000원');
    expect(payButton().textContent).toBe('25,000원 결제하기');
    expect(server.calls.some((call) => call.path === '/api/order/v1/sheet/S1' && call.search === '?zonecode=06234&productCouponId=11&usePoints=1000')).toBe(true);

    await user.click(screen.getByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/complete'));
    expect(server.callsTo('POST', '/api/order/v1')[0]!.body).toMatchObject({ sheetNo: 'S1', productCouponId: 11, usePoints: 1_000 });
  });

  it('on a refusal keeps the last amounts, drops the refused points and says why', async () => {
    signIn();
    const user = userEvent.setup();
    const server = memberServer((call) => (new URLSearchParams(call.search).get('usePoints') === '3000' ? refusal(7206, '이 주문에는 적립금을 2,000원까지 사용할 수 있습니다.', 200) : undefined));
    renderCheckout('/order/checkout?sheetNo=S1', server);
    const section = await screen.findByTestId('benefit-section');
    await user.click(within(section).getByRole('button', { name: '전액 사용' }));
    expect(await within(section).findByRole('alert')).toHaveProperty('textContent', '이 주문에는 적립금을 2,000원까지 사용할 수 있습니다.');
    expect(amount('points-used')).toBe('0원');
    expect(amount('pay-amount')).toBe('31,000원');
    await waitFor(() => expect((within(section).getByLabelText('적립금') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('주문서를 불러오지 못했습니다')).toBeNull();
  });

  it('shows guests no coupons or points', async () => {
    const server = stubApi((call) => (call.method === 'GET' && call.path === '/api/order/v1/sheet/S1' ? envelope({ ...sheet(), benefits: null }) : undefined));
    renderCheckout('/order/private/checkout?sheetNo=S1', server);
    expect(await screen.findByRole('button', { name: /원 결제하기$/ })).toBeTruthy();
    expect(screen.queryByTestId('benefit-section')).toBeNull();
    expect(screen.queryByTestId('coupon-discount')).toBeNull();
    expect(server.calls.every((call) => !call.search.includes('usePoints'))).toBe(true);
  });
});
