import { render, screen, waitFor, act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart, CART_CHANGED_EVENT, CartCountBadge, checkCartDuplicate, mergeGuestCart, notifyCartChanged } from '.';

const envelope = (code: number, data?: unknown) => new Response(JSON.stringify({ code, message: code ? '이미 장바구니에 담긴 상품입니다.' : 'success', data }));

afterEach(() => {
  vi.unstubAllGlobals();
  window.dataLayer = [];
});

describe('cart helpers', () => {
  it('addToCart posts the items, pushes AddToCart with conversion type 3 and tells the badge', async () => {
    const fetchMock = vi.fn(async () => envelope(0, { count: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const changed = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, changed);
    await addToCart([{ productNo: 7, optionGroupSeq: 701, qty: 2 }]);
    window.removeEventListener(CART_CHANGED_EVENT, changed);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cart/v1');
    expect(JSON.parse(String(init.body))).toEqual({ cartType: 'PRODUCT', items: [{ productNo: 7, optionGroupSeq: 701, qty: 2 }] });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'AddToCart', conversionType: 3 }));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('checkCartDuplicate is true only for code 3002', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(3002)));
    expect(await checkCartDuplicate({ productNo: 7, optionGroupSeq: 701, qty: 1 })).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => envelope(0)));
    expect(await checkCartDuplicate({ productNo: 7, optionGroupSeq: 701, qty: 1 })).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => envelope(999)));
    await expect(checkCartDuplicate({ productNo: 7, optionGroupSeq: 701, qty: 1 })).rejects.toMatchObject({ code: 999 });
  });

  it('mergeGuestCart never fails the sign-in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(3007)));
    await expect(mergeGuestCart()).resolves.toBeUndefined();
  });
});

describe('CartCountBadge', () => {
  it('shows the line count and refreshes when the cart changes', async () => {
    let count = 2;
    vi.stubGlobal('fetch', vi.fn(async () => envelope(0, { count })));
    const router = createMemoryRouter([{ path: '/', element: <CartCountBadge /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('2')).toBeTruthy();
    count = 120;
    act(() => notifyCartChanged());
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('99+'));
    count = 0;
    act(() => notifyCartChanged());
    await waitFor(() => expect(screen.queryByTestId('cart-count')).toBeNull());
  });
});
