import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signIn, signOut } from '@/test/render-app';

afterEach(() => {
  signOut();
});

const pageHeading = () => screen.findByRole('heading', { level: 1 });

describe('query-string guard', () => {
  it('renders the error page with 500 SQL Injection Detected for an SQL keyword in the query', async () => {
    renderApp('/search?q=drop%20table');
    expect(await screen.findByRole('heading', { level: 1, name: '페이지로 이동할 수 없습니다' })).toBeTruthy();
    expect(screen.getByText(/오류 코드 500/).textContent).toContain('SQL Injection Detected');
  });

  it('checks keys as well as values', async () => {
    renderApp('/product/list?select=1');
    expect(await screen.findByText('SQL Injection Detected')).toBeTruthy();
  });

  it('lets Korean search words and ordinary queries through', async () => {
    renderApp('/search?keyword=%ED%83%80%EC%9D%BC%EA%B3%BC%20%EC%88%98%EC%A0%84&page=2');
    expect((await pageHeading()).textContent).toBe('‘타일과 수전’ 검색 결과');
  });
});

describe('not found', () => {
  it('renders the not-found page for an unknown route', async () => {
    renderApp('/no/such/page');
    expect((await pageHeading()).textContent).toBe('페이지를 찾을 수 없습니다');
    // The title is set by an effect after the heading renders: on a loaded machine it lands a moment later.
    await waitFor(() => expect(document.title).toBe('페이지를 찾을 수 없습니다 | MARU 마루'));
  });

  it('renders the not-found page for an unknown policy type', async () => {
    renderApp('/policy/cookies');
    expect((await pageHeading()).textContent).toBe('페이지를 찾을 수 없습니다');
  });

  it('renders a known policy type', async () => {
    renderApp('/policy/guest-privacy');
    expect((await pageHeading()).textContent).toBe('비회원 개인정보처리방침');
  });
});

describe('route guard', () => {
  it('sends a guest from a protected page to sign-in with redirectUrl', async () => {
    const { router } = renderApp('/mypage/coupon?page=2');
    expect((await pageHeading()).textContent).toBe('로그인');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe('/mypage/coupon?page=2');
  });

  it('sends a signed-in member from the sign-in page home', async () => {
    signIn();
    const { router } = renderApp('/login');
    await pageHeading();
    expect(router.state.location.pathname).toBe('/');
  });

  it('runs on every navigation, not only the first', async () => {
    const { router } = renderApp('/');
    await pageHeading();
    await router.navigate('/order/checkout');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('layouts', () => {
  it('gives shop pages the full header, footer and the share button', async () => {
    renderApp('/product/list');
    await pageHeading();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: '카테고리' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    // The share button is a lazy part of the layout: its chunk may come after the heading.
    expect(await screen.findByRole('button', { name: '공유하기' })).toBeTruthy();
  });

  it('gives the cart the simple header without categories or share button', async () => {
    renderApp('/cart');
    await pageHeading();
    expect(within(screen.getByRole('banner')).queryByRole('navigation', { name: '카테고리' })).toBeNull();
    expect(screen.queryByRole('button', { name: '공유하기' })).toBeNull();
  });

  it('renders callback pages without header or footer', async () => {
    renderApp('/auth/callback');
    await pageHeading();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('offers the skip link to the main landmark', async () => {
    renderApp('/');
    await pageHeading();
    expect(screen.getByRole('link', { name: '본문 바로가기' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('moves focus to main after a navigation', async () => {
    const { router } = renderApp('/');
    await pageHeading();
    await router.navigate('/board/notice');
    await screen.findByRole('heading', { level: 1, name: '공지사항' });
    // Focus moves in an effect after the page has rendered.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('shows 마이페이지 instead of 로그인 to a member', async () => {
    signIn();
    renderApp('/');
    await pageHeading();
    expect(screen.getByRole('link', { name: '마이페이지' }).getAttribute('href')).toBe('/mypage');
  });
});

describe('/route redirect helper', () => {
  it('forwards to an internal path', async () => {
    const { router } = renderApp('/route?path=%2Fabout%2Fbrand');
    expect((await pageHeading()).textContent).toBe('브랜드 소개');
    expect(router.state.location.pathname).toBe('/about/brand');
  });

  it('sends an outside address home', async () => {
    const { router } = renderApp('/route?path=https%3A%2F%2Fevil.example%2F');
    await pageHeading();
    expect(router.state.location.pathname).toBe('/');
  });
});
