import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductOptionRow } from '@maru/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readBuyNowItems } from '@/shared/buy-now/buy-now-read';
import { ToastProvider } from '@/shared/ui';
import { PurchaseActions } from './PurchaseActions';

const row = { optionGroupSeq: 500, itemGroupSeq: 501 } as ProductOptionRow;

describe('바로 구매', () => {
  it('goes to checkout with the lines in router state and keeps them in session storage for a sign-in on the way', async () => {
    const router = createMemoryRouter(
      [
        { path: '/product/item/77', element: <PurchaseActions productNo={77} optionGroupSeq={500} lines={[{ row, qty: 2 }]} /> },
        { path: '/order/checkout', element: <p>checkout</p> },
      ],
      { initialEntries: ['/product/item/77'] },
    );
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '바로 구매' }));
    const items = [{ productNo: 77, optionGroupSeq: 500, itemGroupSeq: 501, qty: 2 }];
    expect(router.state.location.pathname).toBe('/order/checkout');
    expect(router.state.location.state).toEqual({ items });
    expect(readBuyNowItems()).toEqual(items);
  });
});
