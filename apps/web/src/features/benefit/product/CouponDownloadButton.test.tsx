import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, createStaticHandler } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/test/render-app';
import { downloadable, envelope, held, refusal, renderAt, stubFetch } from '../test/benefit-fixtures';
import { CouponDownloadButton } from './CouponDownloadButton';

const coupons = [downloadable(), downloadable({ couponId: 2, name: '10% 할인', benefitType: 'RATE', rate: 10, maxDiscount: 10_000, benefitLabel: '10% 할인 (최대 10,000원)' }), downloadable({ couponId: 3, name: '받은 쿠폰', downloaded: true })];

function productServer() {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/coupon/v1/product/10') return envelope({ list: coupons });
    if (call.method === 'POST' && call.path === '/api/coupon/v1/download') {
      const { couponId } = call.body as { couponId: number };
      if (couponId === 2) return refusal(7203, '쿠폰이 모두 소진되었습니다.');
      const coupon = coupons.find((candidate) => candidate.couponId === couponId)!;
      return envelope({ memberCoupon: held({ couponId }), coupon: { couponId, couponName: coupon.name } });
    }
    return undefined;
  });
}

/** The downloads asked for (other calls, such as a list an earlier file left mounted in the shared window, are not this button's). */
const downloadCalls = (calls: { method: string; path: string; body?: unknown }[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/coupon/v1/download');

const downloads = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'CouponDownload_Comp');

afterEach(() => {
  signOut();
  delete window.dataLayer;
});

describe('쿠폰 받기 on the product page', () => {
  it('renders the same button on the server, with no coupon call until it is opened', async () => {
    const calls = productServer();
    const handler = createStaticHandler([{ path: '/product/item/10', element: <CouponDownloadButton productNo={10} /> }]);
    const context = await handler.query(new Request('http://localhost/product/item/10'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
    expect(html).toContain('쿠폰 받기');
    expect(html).not.toContain('role="dialog"');
    renderAt(<CouponDownloadButton productNo={10} />, '/product/item/10');
    expect(screen.getByRole('button', { name: /쿠폰 받기/ })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('lists the coupons when opened; 받기 downloads one and reports CouponDownload_Comp', async () => {
    signIn();
    const user = userEvent.setup();
    const calls = productServer();
    renderAt(<CouponDownloadButton productNo={10} />, '/product/item/10');
    await user.click(screen.getByRole('button', { name: /쿠폰 받기/ }));
    const dialog = await screen.findByRole('dialog', { name: '쿠폰 받기' });
    expect(await within(dialog).findAllByText('5,000원 할인')).toHaveLength(2);
    expect(within(dialog).getByText('10% 할인 (최대 10,000원)')).toBeTruthy();
    expect(within(dialog).getAllByText('30,000원 이상 구매 시')).toHaveLength(3);
    expect(within(dialog).getAllByText('받은 날부터 30일간 사용')).toHaveLength(3);
    expect((within(dialog).getByRole('button', { name: '받은 쿠폰 받음' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: '첫 구매 5천원 할인 받기' }));
    expect(await within(dialog).findByRole('button', { name: '첫 구매 5천원 할인 받음' })).toBeTruthy();
    expect(downloadCalls(calls).map((call) => call.body)).toEqual([{ couponId: 1 }]);
    expect(downloads()).toEqual([{ event: 'CouponDownload_Comp', coupon: '첫 구매 5천원 할인', coupon_id: '1', item_id: '10' }]);
    expect(await screen.findByText('‘첫 구매 5천원 할인’ 쿠폰을 받았습니다.')).toBeTruthy();
  });

  it('모두 받기 takes every open coupon; a sold-out one is marked and reports nothing', async () => {
    signIn();
    const user = userEvent.setup();
    const calls = productServer();
    renderAt(<CouponDownloadButton productNo={10} />, '/product/item/10');
    await user.click(screen.getByRole('button', { name: /쿠폰 받기/ }));
    const dialog = await screen.findByRole('dialog', { name: '쿠폰 받기' });
    await user.click(await within(dialog).findByRole('button', { name: '모두 받기 (2장)' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '10% 할인 소진' })).toBeTruthy());
    expect(downloadCalls(calls).map((call) => call.body)).toEqual([{ couponId: 1 }, { couponId: 2 }]);
    expect(downloads()).toHaveLength(1);
    expect(await screen.findByText('쿠폰이 모두 소진되었습니다.')).toBeTruthy();
  });

  it('sends a guest to sign in and back to the product', async () => {
    const user = userEvent.setup();
    const calls = productServer();
    const { router } = renderAt(<CouponDownloadButton productNo={10} />, '/product/item/10?utm_source=x');
    await user.click(screen.getByRole('button', { name: /쿠폰 받기/ }));
    const dialog = await screen.findByRole('dialog', { name: '쿠폰 받기' });
    expect(within(dialog).getByText('쿠폰은 로그인한 회원만 받을 수 있습니다.')).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: '첫 구매 5천원 할인 받기' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/product/item/10?utm_source=x')}`);
    expect(downloadCalls(calls).length > 0).toBe(false);
  });

  it('says so when the product has no coupons', async () => {
    const user = userEvent.setup();
    stubFetch((call) => (call.path === '/api/coupon/v1/product/10' ? envelope({ list: [] }) : undefined));
    renderAt(<CouponDownloadButton productNo={10} />, '/product/item/10');
    await user.click(screen.getByRole('button', { name: /쿠폰 받기/ }));
    expect(await screen.findByText('지금 이 상품에 받을 수 있는 쿠폰이 없습니다.')).toBeTruthy();
  });
});
