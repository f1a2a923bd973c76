import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOutcome, PaymentStart } from '../payment/request-payment';
import { myOrder } from '../test/aftersale-fixtures';
import { envelope, order, placed, refusal, stubApi } from '../test/order-fixtures';
import { UnpaidOrderActions } from './UnpaidOrderActions';
import { renderRoutes } from '@/test/render-app';

// The payment window is tested on its own (request-payment.test.ts); here it answers as told.
const paying = vi.hoisted(() => ({ starts: [] as PaymentStart[], next: [] as (() => Promise<PaymentOutcome>)[] }));
vi.mock('../payment/request-payment', () => ({
  paymentMode: () => 'popup',
  openPaymentWindow: () => null,
  requestPayment: (start: PaymentStart) => {
    paying.starts.push(start);
    const answer = paying.next.shift();
    return answer ? answer() : Promise.resolve({ kind: 'cancelled', message: '결제 창이 닫혀 결제가 진행되지 않았습니다. 다시 결제해 주세요.' });
  },
}));

beforeEach(() => {
  paying.starts = [];
  paying.next = [];
});

function renderActions(status: 'PAYMENT_PENDING' | 'ABANDONED', actions: { payAgain: boolean; abandon: boolean }, server: ReturnType<typeof stubApi>) {
  vi.stubGlobal('fetch', server.fetchMock);
  return renderRoutes(
    [
      { path: '/mypage/order/O1', element: <UnpaidOrderActions orderNo="O1" status={status} actions={actions} returnPath="/mypage/order/O1" /> },
      { path: '/order/complete', element: <p>주문 완료 페이지</p> },
    ],
    '/mypage/order/O1',
    { toasts: false },
  ).router;
}

const unfinishedServer = (pay: () => Response) =>
  stubApi((call) => {
    if (call.method === 'POST' && call.path === '/api/order/v1/O1/pay') return pay();
    if (call.method === 'POST' && call.path === '/api/order/v1/O1/abandon') return envelope(myOrder({ orderNo: 'O1', status: 'ABANDONED' }));
    if (call.method === 'POST' && call.path === '/api/order/v1/complete') return envelope(order());
    return undefined;
  });

describe('an order without money yet', () => {
  it('is paid again in the window, and the shopper lands on the complete page', async () => {
    const server = unfinishedServer(() => envelope(placed()));
    paying.next.push(async () => ({ kind: 'approved', impUid: 'imp_1', merchantUid: 'maru_O1' }));
    const router = renderActions('ABANDONED', { payAgain: true, abandon: false }, server);
    expect(screen.getByText(/쿠폰·적립금과 재고는 이미 돌려드렸으니 그대로 두셔도 됩니다/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '결제 그만두기' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '다시 결제' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/complete'));
    expect(paying.starts[0]!.placed.orderNo).toBe('O1');
    expect(server.callsTo('POST', '/api/order/v1/complete')).toHaveLength(1);
  });

  it('says why it cannot be paid again, and opens no window', async () => {
    const refused = unfinishedServer(() => refusal(7205, '주문에 쓴 쿠폰을 그사이 다른 주문에 사용했거나 쿠폰 사용 기간이 지나 이 주문은 다시 결제할 수 없습니다.'));
    renderActions('ABANDONED', { payAgain: true, abandon: false }, refused);
    await userEvent.click(screen.getByRole('button', { name: '다시 결제' }));
    expect((await screen.findByRole('status')).textContent).toContain('쿠폰을 그사이 다른 주문에 사용했거나');
    expect(paying.starts).toHaveLength(0);
  });

  it('while being paid may be let go, giving its coupon and points back now', async () => {
    const server = unfinishedServer(() => envelope(placed()));
    renderActions('PAYMENT_PENDING', { payAgain: true, abandon: true }, server);
    expect(screen.getByRole('button', { name: '결제 계속하기' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '결제 그만두기' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/order/v1/O1/abandon')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/order/v1/O1/pay')).toHaveLength(0);
  });

  it('shows nothing when nothing can be done', () => {
    renderActions('ABANDONED', { payAgain: false, abandon: false }, unfinishedServer(() => envelope(placed())));
    expect(screen.queryByTestId('unpaid-actions')).toBeNull();
  });
});
