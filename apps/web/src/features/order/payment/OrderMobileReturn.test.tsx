import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, order, refusal, stubApi } from '../test/order-fixtures';
import { OrderMobileReturn } from './OrderMobileReturn';
import { readPendingPayment, savePendingPayment } from './pending-payment';
import { renderRoutes } from '@/test/render-app';

function renderReturn(url: string, server: ReturnType<typeof stubApi>) {
  vi.stubGlobal('fetch', server.fetchMock);
  return renderRoutes(
    [
      { path: '/order/mobile', element: <OrderMobileReturn guest={false} /> },
      { path: '/order/private/mobile', element: <OrderMobileReturn guest /> },
      { path: '/order/complete', element: <p>주문 완료 페이지</p> },
    ],
    url,
  ).router;
}

const completeServer = (answer: () => Response) => stubApi((call) => (call.method === 'POST' && call.path === '/api/order/v1/complete' ? answer() : undefined));

describe('the m_redirect_url return (/order/mobile)', () => {
  it('clears the ids from the address bar, confirms the payment and replaces the page with the complete page', async () => {
    savePendingPayment({ orderNo: 'O1', merchantUid: 'maru_O1', checkoutPath: '/order/checkout?sheetNo=S1' });
    const server = completeServer(() => envelope(order()));
    const router = renderReturn('/order/mobile?imp_uid=imp_1&merchant_uid=maru_O1&imp_success=true', server);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/order/complete?orderNo=O1'));
    expect(server.callsTo('POST', '/api/order/v1/complete').map((call) => call.body)).toEqual([{ imp_uid: 'imp_1', merchant_uid: 'maru_O1' }]);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(readPendingPayment()).toBeUndefined();
  });

  it('shows a failed payment without confirming anything, with the way back to the checkout', async () => {
    savePendingPayment({ orderNo: 'O1', merchantUid: 'maru_O1', checkoutPath: '/order/checkout?sheetNo=S1' });
    const server = completeServer(() => envelope(order()));
    const router = renderReturn(`/order/mobile?imp_uid=imp_1&merchant_uid=maru_O1&success=false&error_msg=${encodeURIComponent('사용자가 결제를 취소하셨습니다')}`, server);
    expect(await screen.findByText('사용자가 결제를 취소하셨습니다')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '결제가 완료되지 않았습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문서로 돌아가기' }).getAttribute('href')).toBe('/order/checkout?sheetNo=S1');
    expect(router.state.location.search).toBe('');
    expect(server.callsTo('POST', '/api/order/v1/complete')).toHaveLength(0);
    // The order lets go of its coupon, points and stock at once, not when its hold runs out.
    await waitFor(() => expect(server.callsTo('POST', '/api/order/v1/O1/abandon')).toHaveLength(1));
  });

  it("shows the server's refusal (goods sold out at payment) and links the order", async () => {
    savePendingPayment({ orderNo: 'O1', merchantUid: 'maru_O1', checkoutPath: '/order/private/checkout?sheetNo=S1' });
    const message = '결제 사이에 상품이 품절되어 결제를 취소했습니다. 취소된 금액은 결제 수단으로 환불됩니다.';
    const server = completeServer(() => refusal(5006, message, 409));
    renderReturn('/order/private/mobile?imp_uid=imp_1&merchant_uid=maru_O1&imp_success=true', server);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 상세' }).getAttribute('href')).toBe('/order/detail?orderNo=O1');
  });

  it('says so when the return carries no result', async () => {
    const server = completeServer(() => envelope(order()));
    renderReturn('/order/mobile', server);
    expect(await screen.findByText(/결제 결과를 받지 못했습니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' }).getAttribute('href')).toBe('/cart');
    expect(server.callsTo('POST', '/api/order/v1/complete')).toHaveLength(0);
  });
});
