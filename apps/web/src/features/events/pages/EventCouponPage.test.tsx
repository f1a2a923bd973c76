import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/shared/ui';
import EventCouponPage from './EventCouponPage';

// The page brings its own query client (pages are loaded lazily, outside any provider) and
// reads the event code from the address.
describe('EventCouponPage', () => {
  it('renders on its own and asks for the event in the address', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 101, message: '이벤트를 찾을 수 없습니다.' }), { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const router = createMemoryRouter([{ path: '/events/coupon/:eventCode', element: <EventCouponPage /> }], { initialEntries: ['/events/coupon/SPRING'] });
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '이벤트를 찾을 수 없습니다' })).toBeTruthy();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/coupon/v1/event/SPRING');
    vi.unstubAllGlobals();
  });
});
