import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });

describe('the cart alarm in the header', () => {
  it('shows the cart line count once the browser is idle', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/cart/v1/list')) return envelope({ count: 3, list: [] });
      return envelope({});
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/about/brand');
    // The wait is the app's first render (its lazy chunks transformed on first import), which a
    // busy host stretches past 4 s; the idle wait itself is 200 ms here (jsdom has no requestIdleCallback).
    expect(await screen.findByRole('link', { name: '장바구니, 상품 3개' }, { timeout: 15_000 })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/cart/v1/list'))).toBe(true);
  }, 20_000);

  it('shows no badge for an empty cart', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope({ count: 0, list: [] })));
    renderApp('/about/brand');
    expect(await screen.findByRole('link', { name: '장바구니' })).toBeTruthy();
  });
});
