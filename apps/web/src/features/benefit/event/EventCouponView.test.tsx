import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/test/render-app';
import { downloadable, envelope, held, refusal, renderAt, stubFetch } from '../test/benefit-fixtures';
import { EventCouponView } from './EventCouponView';

const coupons = [downloadable({ couponId: 5, name: '겨울 5천원' }), downloadable({ couponId: 6, name: '겨울 무료배송' }), downloadable({ couponId: 7, name: '받은 겨울 쿠폰', downloaded: true })];

function eventServer() {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/coupon/v1/event/WINTER2026') return envelope({ eventCode: 'WINTER2026', title: '겨울 쿠폰 이벤트', list: coupons });
    if (call.method === 'POST' && call.path === '/api/coupon/v1/download') {
      const { couponId } = call.body as { couponId: number };
      if (couponId === 6) return refusal(7203, '준비된 쿠폰이 모두 소진되었습니다.');
      return envelope({ memberCoupon: held({ couponId }), coupon: { couponId, couponName: coupons.find((coupon) => coupon.couponId === couponId)!.name } });
    }
    return undefined;
  });
}

const at = '/events/coupon/WINTER2026';
const view = (eventCode = 'WINTER2026') => <EventCouponView eventCode={eventCode} />;
const downloads = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'CouponDownload_Comp');

afterEach(() => {
  signOut();
  delete window.dataLayer;
});

describe('the coupon event page', () => {
  it("shows the event's name and coupons; 받기 downloads one and reports CouponDownload_Comp without a product", async () => {
    signIn();
    const user = userEvent.setup();
    const calls = eventServer();
    renderAt(view(), at);
    expect(await screen.findByRole('heading', { level: 1, name: '겨울 쿠폰 이벤트' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['겨울 5천원', '겨울 무료배송', '받은 겨울 쿠폰']);
    expect((screen.getByRole('button', { name: '받은 겨울 쿠폰 받음' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '겨울 5천원 받기' }));
    expect(await screen.findByRole('button', { name: '겨울 5천원 받음' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ couponId: 5 }]);
    expect(downloads()).toEqual([{ event: 'CouponDownload_Comp', coupon: '겨울 5천원', coupon_id: '5' }]);
  });

  it('모두 받기 takes the open ones; a sold-out one turns 소진', async () => {
    signIn();
    const user = userEvent.setup();
    const calls = eventServer();
    renderAt(view(), at);
    await user.click(await screen.findByRole('button', { name: '모두 받기 (2장)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '겨울 무료배송 소진' })).toBeTruthy());
    expect(screen.getByRole('button', { name: '겨울 5천원 받음' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ couponId: 5 }, { couponId: 6 }]);
    expect(downloads()).toHaveLength(1);
  });

  it('sends a guest to sign in and back to the event', async () => {
    const user = userEvent.setup();
    const calls = eventServer();
    const { router } = renderAt(view(), at);
    expect(await screen.findByText('쿠폰은 로그인한 회원만 받을 수 있습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '로그인하고 모두 받기' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent(at)}`);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('answers an unknown or malformed event code with a not-found state', async () => {
    stubFetch((call) =>
      call.path.endsWith('/bad%20code') ? new Response(JSON.stringify({ code: 104, message: 'invalid' }), { status: 400 }) : new Response(JSON.stringify({ code: 101, message: '이벤트를 찾을 수 없습니다.' }), { status: 404 }),
    );
    const unknown = renderAt(view('NOPE'), '/events/coupon/NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: '이벤트를 찾을 수 없습니다' })).toBeTruthy();
    unknown.unmount();
    renderAt(view('bad code'), '/events/coupon/bad%20code', '/events/coupon/:eventCode');
    expect(await screen.findByRole('heading', { level: 1, name: '이벤트를 찾을 수 없습니다' })).toBeTruthy();
  });

  it('says so when the event has no coupons left', async () => {
    stubFetch((call) => (call.path === '/api/coupon/v1/event/WINTER2026' ? envelope({ eventCode: 'WINTER2026', title: '', list: [] }) : undefined));
    renderAt(view(), at);
    expect(await screen.findByRole('heading', { level: 1, name: '쿠폰 이벤트' })).toBeTruthy();
    expect(screen.getByText('지금 받을 수 있는 쿠폰이 없습니다')).toBeTruthy();
  });
});
