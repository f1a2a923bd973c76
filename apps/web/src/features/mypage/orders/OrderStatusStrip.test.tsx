import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderStatusStrip } from './OrderStatusStrip';
import { renderRoutes } from '@/test/render-app';

const counts = { WAITING_DEPOSIT: 1, PAID: 2, PREPARING: 0, SHIPPING: 3, DELIVERED: 4, CONFIRMED: 9, CANCEL_REQUESTED: 1, CANCELLED: 2, RETURN_REQUESTED: 0, RETURN_PICKED_UP: 0, RETURNED: 0 };

describe('my page home: 주문 처리 현황', () => {
  it('draws its boxes before the counts arrive, then shows them, each a link to the list filtered by it', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname === '/api/mypage/v1/order/counts' ? new Promise<Response>((resolve) => (answer = resolve)) : new Response('{}', { status: 404 }),
    );
    renderRoutes([{ path: '*', element: <OrderStatusStrip /> }], '/mypage');
    const strip = screen.getByRole('region', { name: '주문 처리 현황' });
    // The same boxes while loading: nothing below moves when the numbers come.
    expect(within(strip).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByTestId('count-PAID').textContent).toBe('–');
    expect(strip.getAttribute('aria-busy')).toBe('true');

    answer(new Response(JSON.stringify({ code: 0, message: 'success', data: { counts, openClaims: 1 } }), { headers: { 'content-type': 'application/json' } }));
    expect(await within(strip).findByRole('link', { name: '결제완료 2' })).toBeTruthy();
    expect(strip.getAttribute('aria-busy')).toBeNull();
    expect(within(strip).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['입금대기 1', '/mypage/order/list?status=WAITING_DEPOSIT&period=3M'],
      ['결제완료 2', '/mypage/order/list?status=PAID&period=3M'],
      ['상품준비중 0', '/mypage/order/list?status=PREPARING&period=3M'],
      ['배송중 3', '/mypage/order/list?status=SHIPPING&period=3M'],
      ['배송완료 4', '/mypage/order/list?status=DELIVERED&period=3M'],
      ['취소·반품 진행 중 1건', '/mypage/order/cancel/list'],
    ]);
  });
});
