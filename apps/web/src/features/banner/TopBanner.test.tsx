import { StorageKey } from '@maru/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TopBannerData } from './banner-storage';
import TopBanner from './TopBanner';

const everywhere: TopBannerData = { bannerSeq: 101, contents: '<strong>무료배송</strong>', periodeDate: '1d' };
const productsOnly: TopBannerData = {
  bannerSeq: 102,
  contents: '샘플 이벤트',
  conditionList: [{ conditionList: [{ incType: 'INCLUDE', parameterType: 'PAGE_PATH', compareType: 'INCLUDE', parameterVal: '/product/list' }] }],
};

function renderAt(url: string, banners: TopBannerData[]) {
  sessionStorage.setItem(StorageKey.banners, JSON.stringify(banners));
  const router = createMemoryRouter([{ path: '*', Component: TopBanner }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('TopBanner', () => {
  it('shows the first matching banner and re-evaluates on navigation', async () => {
    const router = renderAt('/product/list', [productsOnly, everywhere]);
    expect(await screen.findByText('샘플 이벤트')).toBeTruthy();
    await act(() => router.navigate('/'));
    expect(await screen.findByText('무료배송')).toBeTruthy();
    expect(screen.queryByText('샘플 이벤트')).toBeNull();
  });

  it('hides a banner once closed and shows the next match', async () => {
    renderAt('/product/list', [productsOnly, everywhere]);
    await userEvent.click(await screen.findByRole('button', { name: '닫기' }));
    expect(screen.queryByText('샘플 이벤트')).toBeNull();
    expect(await screen.findByText('무료배송')).toBeTruthy();
    expect(localStorage.getItem(StorageKey.closedBanners)).toContain('"bannerSeq":102');
  });

  it('renders nothing for empty contents', async () => {
    renderAt('/', [{ ...everywhere, contents: '  ' }]);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('opens a pcLink with targetBlankYn Y in a new tab and hides the close button when closeYn is N', async () => {
    renderAt('/', [{ ...everywhere, closeYn: 'N', pcLink: { bannerLink: '/board/faq', targetBlankYn: 'Y' } }]);
    const link = await screen.findByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: '닫기' })).toBeNull();
  });
});
