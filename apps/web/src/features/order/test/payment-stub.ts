import type { PaymentOutcome, PaymentStart } from '../payment/request-payment';

// The payment window is tested on its own (request-payment.test.ts); the checkout tests put
// this stand-in in its place, which answers as the test tells it:
//   vi.mock('../payment/request-payment', () => import('../test/payment-stub').then((stub) => stub.requestPaymentStub));

export const paying = {
  mode: 'popup' as 'popup' | 'redirect',
  /** Every payment window asked for, in order. */
  starts: [] as PaymentStart[],
  /** The next windows' outcomes; with none left, the shopper closes the window. */
  next: [] as (() => Promise<PaymentOutcome>)[],
};

export function resetPaying() {
  paying.mode = 'popup';
  paying.starts = [];
  paying.next = [];
}

export const requestPaymentStub = {
  paymentMode: () => paying.mode,
  openPaymentWindow: () => null,
  requestPayment: (start: PaymentStart): Promise<PaymentOutcome> => {
    paying.starts.push(start);
    const answer = paying.next.shift();
    return answer ? answer() : Promise.resolve({ kind: 'cancelled', message: '결제 창이 닫혀 결제가 진행되지 않았습니다. 다시 결제해 주세요.' });
  },
};

/** An approved payment of the order with this merchant uid. */
export const approved =
  (merchantUid = 'maru_O1') =>
  async (): Promise<PaymentOutcome> => ({ kind: 'approved', impUid: 'imp_1', merchantUid });
