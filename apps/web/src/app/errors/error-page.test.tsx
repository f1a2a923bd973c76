import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ErrorPageBoundary } from './ErrorPageBoundary';

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

afterEach(() => {
  setReferrer('');
});

const sqlErrorUrl = '/search?q=drop%20table';

describe('error page buttons', () => {
  it('뒤로 goes home when the visitor came from inside the site', async () => {
    setReferrer(`${window.location.origin}/product/list`);
    const { router } = renderApp(sqlErrorUrl);
    await userEvent.click(await screen.findByRole('button', { name: '뒤로' }));
    expect(await screen.findByRole('heading', { level: 1, name: /오래 머무는 공간/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('뒤로 steps back in history when the visitor came from elsewhere', async () => {
    setReferrer('https://search.example/?q=maru');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { router } = renderApp(sqlErrorUrl);
    await userEvent.click(await screen.findByRole('button', { name: '뒤로' }));
    expect(back).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/search');
  });

  it('다시 시도 runs the route again', async () => {
    const { router } = renderApp(sqlErrorUrl);
    await userEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('SQL Injection Detected')).toBeTruthy();
    expect(router.state.revalidation).toBe('idle');
  });

  it('홈으로 links home', async () => {
    renderApp(sqlErrorUrl);
    expect((await screen.findByRole('link', { name: '홈으로' })).getAttribute('href')).toBe('/');
  });
});

describe('ErrorPageBoundary', () => {
  it('falls back to a bare message and a plain home link when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenErrorPage(): never {
      throw new Error('error page broke');
    }
    render(
      <ErrorPageBoundary>
        <BrokenErrorPage />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('오류 페이지를 표시하는 중 문제가 발생했습니다');
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' }).getAttribute('href')).toBe('/');
  });
});
