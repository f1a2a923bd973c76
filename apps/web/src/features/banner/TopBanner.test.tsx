import { StorageKey } from '@maru/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient, queryClient } from '@/shared/query';
import { profileQueryKey } from '@/shared/session';
import { topBannersQuery } from './banner-query';
import { topBanner } from '@/test/banners';
import type { TopBannerData } from './banner-storage';
import TopBanner from './TopBanner';

const ORIGIN = 'http://localhost:3000';
const TopBannerHere = () => <TopBanner origin={ORIGIN} closedBanners={[]} />;

const everywhere = topBanner({ bannerSeq: 101, contents: '<strong>무료배송</strong>', periodeDate: '1d' });
const productsOnly = topBanner({
  bannerSeq: 102,
  contents: '샘플 이벤트',
  conditionList: [{ conditionList: [{ incType: 'INCLUDE', parameterType: 'PAGE_PATH', compareType: 'INCLUDE', parameterVal: '/product/list' }] }],
});

function renderAt(url: string, banners: TopBannerData[], signedIn = false) {
  sessionStorage.setItem(StorageKey.banners, JSON.stringify(banners));
  const Here = signedIn ? () => <TopBanner origin={ORIGIN} closedBanners={[]} signedIn /> : TopBannerHere;
  const router = createMemoryRouter([{ path: '*', Component: Here }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

// The list is kept for the page's life in the app's query cache; each test starts afresh.
beforeEach(() => queryClient.clear());

const membersOnly = topBanner({
  bannerSeq: 103,
  contents: '회원 전용 혜택',
  conditionList: [{ conditionList: [{ incType: 'INCLUDE', parameterType: 'MEMBER_STATE', compareType: 'SAME', parameterVal: 'MEMBER' }] }],
});
const phonesOnly = topBanner({
  bannerSeq: 104,
  contents: '앱 다운로드',
  conditionList: [{ conditionList: [{ incType: 'INCLUDE', parameterType: 'DEVICE_TYPE', compareType: 'SAME', parameterVal: 'mobile' }] }],
});

describe('TopBanner targeting the visitor (issue 27)', () => {
  it('gives a member-only banner to a member once the profile says so, and the next banner to a guest', async () => {
    renderAt('/', [membersOnly, everywhere]);
    expect(await screen.findByText('무료배송')).toBeTruthy();
    expect(screen.queryByText('회원 전용 혜택')).toBeNull();
  });

  it('shows it to a signed-in member when the profile comes (never before, so no business member sees it by mistake)', async () => {
    renderAt('/', [membersOnly, everywhere], true);
    expect(await screen.findByText('무료배송')).toBeTruthy();
    await act(async () => {
      queryClient.setQueryData(profileQueryKey, { authNo: 1 });
    });
    expect(await screen.findByText('회원 전용 혜택')).toBeTruthy();
    await act(async () => {
      queryClient.setQueryData(profileQueryKey, { authNo: 17 });
    });
    expect(await screen.findByText('무료배송')).toBeTruthy();
  });

  it('reads the device from the user agent: a phone banner stays off a desktop browser', async () => {
    renderAt('/', [phonesOnly, everywhere]);
    expect(await screen.findByText('무료배송')).toBeTruthy();
    expect(screen.queryByText('앱 다운로드')).toBeNull();
  });
});

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
    // The same record in a cookie, for the server to render the next page without it.
    expect(document.cookie).toMatch(/tms_banner_closed=102\.\d{4}-\d{2}-\d{2}/);
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

  it('is in the server-rendered HTML with its cleaned text, so nothing moves when the page hydrates', () => {
    const client = createQueryClient();
    client.setQueryData(topBannersQuery.queryKey, [productsOnly, everywhere]);
    const router = createMemoryRouter([{ path: '*', Component: TopBannerHere }], { initialEntries: ['/product/list'] });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(html).toContain('data-banner-seq="102"');
    expect(html).toContain('샘플 이벤트');
  });

  it("is rendered without the banners the visitor's cookie says were closed, server and browser alike", () => {
    const client = createQueryClient();
    client.setQueryData(topBannersQuery.queryKey, [productsOnly, everywhere]);
    const ClosedHere = () => <TopBanner origin={ORIGIN} closedBanners={[{ bannerSeq: 102, periodeDate: '2099-12-31' }]} />;
    const router = createMemoryRouter([{ path: '*', Component: ClosedHere }], { initialEntries: ['/product/list'] });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(html).not.toContain('샘플 이벤트');
    expect(html).toContain('data-banner-seq="101"');
  });
});
