import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderSummaryView } from '@maru/domain';
import { describe, expect, it, vi } from 'vitest';
import { OrderListView } from './OrderListView';
import { renderRoutes } from '@/test/render-app';

function summary(orderNo: string, status: NonNullable<OrderSummaryView['lines'][number]['status']>, statusLabel: string): OrderSummaryView {
  return {
    orderNo,
    orderType: 'PRODUCT',
    status: 'PAID',
    displayStatus: statusLabel,
    createdAt: '2025-11-23T05:00:00.000Z',
    payAmount: 11_000,
    refundedAmount: 0,
    payMethod: 'card',
    unpaidActions: { payAgain: false, abandon: false },
    lines: [{ lineNo: 1, productNo: 10, productName: `상품 ${orderNo}`, brandName: '마루', optionName: '기본', imageUrl: '/media/products/10/320.webp', qty: 1, sellingPrice: 8_000, status, statusLabel, actions: { cancel: status === 'PAID', requestReturn: false, confirm: false, track: status === 'SHIPPING' } }],
  };
}

/** The list API: 23 paid orders, 1 shipping; answers 10 a page for the filter asked. */
function serveList() {
  const asked: URLSearchParams[] = [];
  const paid = Array.from({ length: 23 }, (_, index) => summary(`P${index + 1}`, 'PAID', '결제완료'));
  const shipping = [summary('S1', 'SHIPPING', '배송중')];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/mypage/v1/order/list') return new Response('{}', { status: 404 });
    asked.push(url.searchParams);
    const status = url.searchParams.get('status');
    const page = Number(url.searchParams.get('page'));
    const all = status === 'SHIPPING' ? shipping : status === 'ALL' ? [...shipping, ...paid] : status === 'PAID' ? paid : [];
    const data = { list: all.slice((page - 1) * 10, page * 10), page, size: 10, total: all.length };
    return new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

function renderList(url: string) {
  return renderRoutes([{ path: '/mypage/order/list', element: <OrderListView /> }], url, { toasts: false }).router;
}

const cardsShown = () => screen.getAllByTestId('order-card').map((card) => within(card).getByRole('heading').textContent);
const location = (router: ReturnType<typeof renderList>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('the order list', () => {
  it('reads its filters from the address and asks the server for them', async () => {
    const asked = serveList();
    renderList('/mypage/order/list?status=PAID&period=1M&page=3');
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(3));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ status: 'PAID', period: '1M', page: '3' });
    expect(screen.getByLabelText('주문 상태')).toHaveProperty('value', 'PAID');
    const periods = screen.getByRole('navigation', { name: '조회 기간' });
    expect(within(periods).getByRole('link', { name: '1개월' }).getAttribute('aria-current')).toBe('true');
    expect(within(periods).getByRole('link', { name: '3개월' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('결제완료 주문 23건');
    expect(screen.getByRole('link', { name: '3페이지' }).getAttribute('aria-current')).toBe('page');
  });

  it('falls back to what the server would use for values it does not know', async () => {
    const asked = serveList();
    renderList('/mypage/order/list?status=BOGUS&period=2Y&page=-4');
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(10));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ status: 'ALL', period: '3M', page: '1' });
  });

  it('puts every change in the address, from page 1, so back and forward walk through them', async () => {
    const user = userEvent.setup();
    const asked = serveList();
    const router = renderList('/mypage/order/list');
    await waitFor(() => expect(cardsShown()).toHaveLength(10));

    await user.click(screen.getByRole('link', { name: '2페이지' }));
    await waitFor(() => expect(location(router)).toBe('/mypage/order/list?period=3M&page=2'));
    await waitFor(() => expect(cardsShown()[0]).toContain('P10'));

    await user.click(within(screen.getByRole('navigation', { name: '조회 기간' })).getByRole('link', { name: '6개월' }));
    await waitFor(() => expect(location(router)).toBe('/mypage/order/list?period=6M'));

    await user.selectOptions(screen.getByLabelText('주문 상태'), '배송중');
    await waitFor(() => expect(location(router)).toBe('/mypage/order/list?status=SHIPPING&period=6M'));
    await waitFor(() => expect(cardsShown()).toHaveLength(1));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ status: 'SHIPPING', period: '6M', page: '1' });

    await act(() => router.navigate(-1));
    expect(location(router)).toBe('/mypage/order/list?period=6M');
    await waitFor(() => expect(screen.getByLabelText('주문 상태')).toHaveProperty('value', 'ALL'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardsShown()[0]).toContain('P10'));
    expect(screen.getByRole('link', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
    await act(() => router.navigate(1));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: '조회 기간' })).getByRole('link', { name: '6개월' }).getAttribute('aria-current')).toBe('true'));
  });

  it('offers per line the shortcuts its state allows, and says when nothing matches', async () => {
    serveList();
    renderList('/mypage/order/list?status=ALL');
    const [shipping, paid] = await waitFor(() => {
      const cards = screen.getAllByTestId('order-card');
      expect(cards).toHaveLength(10);
      return cards.map((card) => within(card));
    });
    expect(paid!.getByRole('link', { name: '주문 취소' }).getAttribute('href')).toBe('/mypage/order/cancel?orderNo=P1&lineNos=1');
    expect(paid!.queryByRole('link', { name: '배송 조회' })).toBeNull();
    expect(shipping!.queryByRole('link', { name: '주문 취소' })).toBeNull();
    expect(shipping!.getByRole('link', { name: '배송 조회' }).getAttribute('href')).toBe('/mypage/order/S1');
    expect(shipping!.getByTestId('order-display-status').textContent).toBe('배송중');
  });

  it('shows an empty state when no order matches', async () => {
    serveList();
    renderList('/mypage/order/list?status=CONFIRMED');
    expect(await screen.findByRole('heading', { name: '주문 내역이 없습니다' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('구매확정 주문 0건');
  });
});
