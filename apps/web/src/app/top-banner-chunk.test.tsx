import { StorageKey } from '@maru/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query';
import { topBanner } from '@/test/banners';
import { renderApp } from '@/test/render-app';

const banner = () => screen.queryByRole('complementary', { name: '알림 배너' });

beforeEach(() => {
  queryClient.clear();
  sessionStorage.setItem(StorageKey.banners, JSON.stringify([topBanner({ bannerSeq: 101, contents: '5만원 이상 구매 시 무료배송' })]));
});

describe('a page the browser renders itself (no server HTML)', () => {
  it('is first drawn with its top banner already above it, so nothing moves when the banner comes', async () => {
    renderApp('/login');
    // The moment the page's heading is in the document, the banner is too: one paint, no shift.
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(banner()?.textContent).toContain('5만원 이상 구매 시 무료배송');
  });

  it('is drawn without a banner when there is none to show', async () => {
    sessionStorage.setItem(StorageKey.banners, '[]');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(banner()).toBeNull();
  });
});
