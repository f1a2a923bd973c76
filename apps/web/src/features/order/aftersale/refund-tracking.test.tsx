import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ClaimView } from '@maru/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claim, myOrder } from '../test/aftersale-fixtures';
import { envelope, stubApi } from '../test/order-fixtures';
import { ClaimDetailView } from './ClaimDetail';
import { pushRefundOnce } from './refund-tracking';

const refunds = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'refund');

afterEach(() => {
  delete window.dataLayer;
});

describe('the refund event', () => {
  it('is pushed once per claim the shopper asked for that came back completed with money to give back', () => {
    const lines = myOrder().lines;
    expect(pushRefundOnce(claim({ status: 'REQUESTED', refundAmount: null, refundStatus: 'NONE' }), lines)).toBe(false);
    expect(pushRefundOnce(claim({ refundAmount: 0 }), lines)).toBe(false);
    expect(pushRefundOnce(claim({ requestedBy: 'STAFF' }), lines)).toBe(false);
    expect(pushRefundOnce(claim({ status: 'REJECTED', refundAmount: null }), lines)).toBe(false);
    expect(refunds()).toHaveLength(0);

    expect(pushRefundOnce(claim(), lines)).toBe(true);
    expect(pushRefundOnce(claim(), lines)).toBe(false);
    expect(pushRefundOnce(claim({ claimNo: 'C2', refundAmount: 20_000, lines: [{ ...claim().lines[0]!, lineNo: 2, productName: '오크 의자' }] }), lines)).toBe(true);
    expect(refunds()).toEqual([
      { event: 'refund', transaction_id: 'O1', value: 8_000, currency: 'KRW', items: [{ item_id: '10', item_variant: '1001', item_name: '테라조 타일', price: 8_000, quantity: 1 }] },
      { event: 'refund', transaction_id: 'O1', value: 20_000, currency: 'KRW', items: [{ item_id: '11', item_variant: '1101', item_name: '오크 의자', price: 20_000, quantity: 1 }] },
    ]);
  });

  function renderClaim(answer: ClaimView) {
    const server = stubApi(
      (call) => (call.path === `/api/order/v1/claims/${answer.claimNo}` ? envelope(answer) : undefined),
      (call) => (call.path === '/api/order/v1/O1/detail' ? envelope(myOrder()) : undefined),
    );
    vi.stubGlobal('fetch', server.fetchMock);
    return render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ClaimDetailView claimNo={answer.claimNo} />
      </QueryClientProvider>,
    );
  }

  it('is pushed when the claim page shows a completed refund, and not again when the page is opened again', async () => {
    const first = renderClaim(claim());
    expect((await screen.findByTestId('claim-refund-amount')).textContent).toBe('8,000원');
    await vi.waitFor(() => expect(refunds()).toHaveLength(1));
    expect(refunds()[0]).toMatchObject({ transaction_id: 'O1', value: 8_000, items: [{ item_id: '10', quantity: 1 }] });
    first.unmount();

    // Another visit: a fresh page and cache, the same browser.
    renderClaim(claim());
    expect(await screen.findByTestId('claim-refund-amount')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refunds()).toHaveLength(1);
  });

  it('is not pushed for a return still waiting for its goods, and says when its refund is fixed', async () => {
    const server = renderClaim(claim({ claimNo: 'R1', kind: 'RETURN', kindLabel: '반품', status: 'REQUESTED', statusLabel: '반품요청', refundAmount: null, refundStatus: 'NONE', refundStatusLabel: '환불 없음', returnShippingPayer: 'SHOPPER', returnShippingFee: 6_000, refundedAt: null, completedAt: null }));
    expect((await screen.findByTestId('claim-refund-amount')).textContent).toBe('반품 상품 검수 후 확정');
    expect(screen.getByText('고객 부담 · 6,000원')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refunds()).toHaveLength(0);
    server.unmount();
  });
});
