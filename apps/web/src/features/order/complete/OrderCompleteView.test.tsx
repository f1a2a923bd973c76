import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, order, stubApi } from '../test/order-fixtures';
import { OrderCompleteView } from './OrderCompleteView';
import { renderRoutes } from '@/test/render-app';

function renderComplete(answer: unknown) {
  const server = stubApi((call) => (call.method === 'GET' && call.path === '/api/order/v1/O1' ? envelope(answer) : undefined));
  vi.stubGlobal('fetch', server.fetchMock);
  const view = renderRoutes([{ path: '/order/complete', element: <OrderCompleteView /> }], '/order/complete?orderNo=O1');
  return { ...view, server };
}

const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'Purchase');

afterEach(() => {
  delete window.dataLayer;
});

describe('order complete page', () => {
  it('shows the virtual account to pay into, prominently, with a copy button and the KST deadline', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderComplete(
      order({
        status: 'WAITING_DEPOSIT',
        statusLabel: '입금대기',
        paidAt: null,
        payment: {
          method: 'vbank',
          methodLabel: '가상계좌 (무통장입금)',
          impUid: 'imp_v',
          vbank: { bankCode: '004', bankName: 'KB국민은행', accountNo: '123-456-7890123', holder: '(주)마루', dueAt: '2026-11-24T14:59:59.000Z' },
          cashReceipt: null,
          failureReason: null,
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: '주문이 완료되었습니다' })).toBeTruthy();
    const account = screen.getByRole('region', { name: '입금 계좌 안내' });
    expect(within(account).getByText('KB국민은행')).toBeTruthy();
    expect(within(account).getByTestId('vbank-account').textContent).toBe('123-456-7890123');
    expect(within(account).getByText('(주)마루')).toBeTruthy();
    expect(within(account).getByText('31,000원')).toBeTruthy();
    expect(within(account).getByTestId('vbank-deadline').textContent).toBe('11월 24일 (화) 23:59까지');
    await user.click(within(account).getByRole('button', { name: '계좌번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('123-456-7890123');
    expect(await within(account).findByText('계좌번호를 복사했습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 상세' }).getAttribute('href')).toBe('/order/detail?orderNo=O1');
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' }).getAttribute('href')).toBe('/');
  });

  it('shows what was bought, where it goes, when it arrives and the amounts', async () => {
    renderComplete(order({ deliveryEstimate: { from: '2026-11-30', to: '2026-12-02', label: '11월 30일(월)~12월 2일(수) 도착 예정' } }));
    expect(await screen.findByTestId('delivery-estimate')).toHaveProperty('textContent', '11월 30일(월)~12월 2일(수) 도착 예정');
    const lines = within(screen.getByRole('region', { name: '주문 상품 (2)' })).getAllByTestId('order-line');
    expect(lines.map((line) => line.textContent)).toEqual([expect.stringContaining('테라조 타일'), expect.stringContaining('오크 의자')]);
    expect(lines[0]!.textContent).toContain('600x600 / 무광 · 1개');
    expect(lines[0]!.querySelector('img')?.getAttribute('src')).toBe('/media/products/10/320.webp');
    expect(screen.getByTestId('receiver-address').textContent).toContain(order().receiver.address);
    const amounts = screen.getByRole('region', { name: '결제 금액' });
    expect(within(amounts).getByTestId('product-amount').textContent).toBe('30,000원');
    expect(within(amounts).getByTestId('discount-amount').textContent).toBe('-2,000원');
    expect(within(amounts).getByTestId('delivery-fee').textContent).toBe('3,000원');
    expect(within(amounts).getByTestId('pay-amount').textContent).toBe('31,000원');
  });

  it('promises no arrival day before a virtual account is paid', async () => {
    renderComplete(order({ status: 'WAITING_DEPOSIT', statusLabel: '입금대기', paidAt: null, deliveryEstimate: null }));
    expect(await screen.findByText('입금이 확인되면 도착 예정일을 알려 드립니다.')).toBeTruthy();
    expect(screen.queryByTestId('delivery-estimate')).toBeNull();
  });

  it('pushes Purchase once per order, not again on a reload', async () => {
    const first = renderComplete(order());
    expect(await screen.findByTestId('complete-amount')).toBeTruthy();
    expect(screen.getByText('신용/체크카드')).toBeTruthy();
    expect(purchases()).toEqual([
      expect.objectContaining({ event: 'Purchase', conversionType: 1, transaction_id: 'O1', value: 31_000, coupon: '', currency: 'KRW' }),
    ]);
    first.unmount();
    // The reload: a fresh page and cache, the same tab's session storage.
    renderComplete(order());
    expect(await screen.findByTestId('complete-amount')).toBeTruthy();
    expect(purchases()).toHaveLength(1);
  });

  it('pushes nothing for a payment that did not go through and says why', async () => {
    renderComplete(order({ status: 'CANCELLED', statusLabel: '주문취소', payment: { ...order().payment, failureReason: '결제 사이에 상품이 품절되어 결제를 취소했습니다.' } }));
    expect(await screen.findByRole('heading', { name: '결제가 완료되지 않았습니다' })).toBeTruthy();
    expect(screen.getByText('결제 사이에 상품이 품절되어 결제를 취소했습니다.')).toBeTruthy();
    expect(purchases()).toHaveLength(0);
  });
});
