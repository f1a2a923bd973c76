import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
const signOut = () => (document.cookie = 'tms_signed=; path=/; max-age=0');

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

function answering(mypageAlarm: boolean) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/api/mypage/v1/home/common')) return envelope({ cartAlarm: false, mypageAlarm });
    if (url.includes('/api/cart/v1/list')) return envelope({ count: 0, list: [] });
    return envelope({});
  });
}

describe('the my page alarm in the header', () => {
  it('shows a dot, named "새 알림" for screen readers, when something waits for the member', async () => {
    document.cookie = 'tms_signed=1; path=/';
    vi.stubGlobal('fetch', answering(true));
    renderApp('/about/brand');
    expect(await screen.findByRole('link', { name: '마이페이지, 새 알림' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('mypage-alarm').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows none when nothing waits', async () => {
    document.cookie = 'tms_signed=1; path=/';
    const fetchMock = answering(false);
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/about/brand');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/home/common'))).toBe(true), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: '마이페이지' })).toBeTruthy();
    expect(screen.queryByTestId('mypage-alarm')).toBeNull();
  });

  it('never asks for guests', async () => {
    const fetchMock = answering(true);
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/about/brand');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/cart/v1/list'))).toBe(true), { timeout: 10_000 });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/home/common'))).toBe(false);
    expect(screen.getByRole('link', { name: '로그인' })).toBeTruthy();
  });
});
