import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { envelope, sheet, stubApi } from './test/order-fixtures';

// A guest who presses 주문하기 (cart) or 바로 구매 (product page) lands on sign-in, since the
// member checkout is a protected route; from there they may go on as a guest with the same lines.

const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

function stubServer() {
  const server = stubApi((call) => (call.method === 'POST' && call.path === '/api/order/v1/sheet' ? envelope(sheet({ sheetNo: 'G1' })) : undefined));
  vi.stubGlobal('fetch', server.fetchMock);
  return server;
}

describe('sign-in page on the way to checkout', () => {
  it('continues as a guest with the cart lines', async () => {
    const server = stubServer();
    const { router } = renderApp('/order/checkout?cartSeqs=1,2');
    const guestLink = await screen.findByRole('link', { name: '비회원으로 주문하기' });
    expect(router.state.location.pathname).toBe('/login');
    await userEvent.click(guestLink);
    await waitFor(() => expect(where(router)).toBe('/order/private/checkout?sheetNo=G1'));
    expect(server.callsTo('POST', '/api/order/v1/sheet')[0]!.body).toEqual({ orderType: 'PRODUCT', cartSeqList: [1, 2] });
    expect(await screen.findByRole('heading', { level: 1, name: '비회원 주문/결제' })).toBeTruthy();
  });

  it('continues as a guest with the 바로 구매 items, which waited in session storage', async () => {
    const server = stubServer();
    sessionStorage.setItem('maru:order-buy-now', JSON.stringify([{ productNo: 10, optionGroupSeq: 100, itemGroupSeq: 1001, qty: 3 }]));
    const { router } = renderApp('/order/checkout');
    await userEvent.click(await screen.findByRole('link', { name: '비회원으로 주문하기' }));
    await waitFor(() => expect(where(router)).toBe('/order/private/checkout?sheetNo=G1'));
    expect(server.callsTo('POST', '/api/order/v1/sheet')[0]!.body).toEqual({
      orderType: 'PRODUCT',
      items: [{ productNo: 10, optionGroupSeq: 100, itemGroupSeq: 1001, qty: 3 }],
    });
  });

  it('offers no guest order on an ordinary sign-in', async () => {
    stubServer();
    renderApp('/login?redirectUrl=%2Fmypage');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '비회원으로 주문하기' })).toBeNull();
  });
});
