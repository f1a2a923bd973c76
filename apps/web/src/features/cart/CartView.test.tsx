import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine } from './cart-fixture';
import { CartView } from './CartView';
import { renderRoutes } from '@/test/render-app';

const cart = {
  cartType: 'PRODUCT',
  list: [
    cartLine({ cartSeq: 1, productName: '테라조 타일' }),
    cartLine({ cartSeq: 2, productName: '오크 의자', price: 20_000, priceDiscount: 0, sellingPrice: 20_000, orderPrice: 20_000, orderPriceDiscount: 20_000 }),
    cartLine({ cartSeq: 3, productName: '품절 수전', stockCnt: 0, productOptionsStatus: 'STOCK_ALIM', maxQty: 0 }),
  ],
  // The server's totals of the payable lines (the page totals the ticked ones itself).
  totals: { productAmount: 30_000, discountAmount: 2_000, deliveryFee: 3_000, arrivalDeliveryFee: 0, payAmount: 31_000, count: 2 },
  count: 3,
  lineMaxQty: 99,
  sampleLimit: 5,
  sampleFee: 3_000,
};

function renderCart(body: unknown = cart) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, message: 'success', data: body })));
  vi.stubGlobal('fetch', fetchMock);
  const { router } = renderRoutes(
    [
      { path: '/cart', element: <CartView cartType="PRODUCT" /> },
      { path: '/order/checkout', element: <p>checkout</p> },
    ],
    '/cart',
  );
  return { router, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('CartView', () => {
  it('ticks the orderable lines, keeps the sold-out one apart, and totals live', async () => {
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByText('전체 선택 (2/2)')).toBeTruthy();
    const soldOut = screen.getByRole('region', { name: '주문할 수 없는 상품' });
    expect(within(soldOut).getByText('품절 (재입고 알림 가능)')).toBeTruthy();
    expect(within(soldOut).getByRole('checkbox')).toHaveProperty('disabled', true);
    // 8,000 + 20,000 with 3,000 parcel delivery.
    expect(screen.getByTestId('pay-amount').textContent).toBe('31,000원');
    await user.click(screen.getByRole('checkbox', { name: /오크 의자/ }));
    expect(screen.getByTestId('pay-amount').textContent).toBe('11,000원');
    await user.click(screen.getByRole('checkbox', { name: /전체 선택/ }));
    expect(screen.getByTestId('pay-amount').textContent).toBe('31,000원');
  });

  it('orders the ticked lines through checkout', async () => {
    const user = userEvent.setup();
    const { router } = renderCart();
    await user.click(await screen.findByRole('checkbox', { name: /테라조 타일/ }));
    await user.click(screen.getByRole('button', { name: '1개 상품 주문하기' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/order/checkout?cartSeqs=2');
  });

  it('asks before deleting the selected lines, then deletes them by id', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCart();
    await user.click(await screen.findByRole('button', { name: '선택 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '상품 삭제' });
    expect(within(dialog).getByText('선택한 상품 2개를 장바구니에서 삭제할까요?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    const deleteCall = fetchMock.mock.calls.find((call) => (call as unknown as [string, RequestInit])[1]?.method === 'DELETE') as unknown as [string];
    expect(deleteCall[0]).toBe('/api/cart/v1?cartSeqs=1%2C2');
  });

  it('shows a designed empty cart with ways back to shopping', async () => {
    renderCart({ ...cart, list: [], count: 0 });
    expect(await screen.findByRole('heading', { name: '장바구니가 비어 있습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' })).toBeTruthy();
  });
});
