import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { CheckoutView } from '../checkout/CheckoutView';
import type { stubApi } from './order-fixtures';

/** The signed-in member's profile, as GET /api/mypage/v1/profile answers it. */
export const memberProfile = { identityId: 'm1', birthday: null, gender: null, nickName: '마루', recommendMyCd: 'X', authNo: 1, email: 'maru@example.com', name: '김마루', phone: '010-1234-5678', marketingSms: false, marketingEmail: false };

/**
 * The checkout pages (member, sample, guest) at `url`, over the stubbed API, with the pages
 * they lead to as plain text. Returns the router, to read where the checkout went.
 */
export function renderCheckout(url: string, server: ReturnType<typeof stubApi>, state?: unknown) {
  vi.stubGlobal('fetch', server.fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/order/checkout', element: <CheckoutView guest={false} orderType="PRODUCT" /> },
      { path: '/order/checkout/sample', element: <CheckoutView guest={false} orderType="SAMPLE" /> },
      { path: '/order/private/checkout', element: <CheckoutView guest orderType="PRODUCT" /> },
      { path: '/order/complete', element: <p>주문 완료 페이지</p> },
      { path: '/cart', element: <p>장바구니 페이지</p> },
    ],
    { initialEntries: [state ? { pathname: url, state } : url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const payButton = () => screen.getByRole('button', { name: /원 결제하기$/ });
