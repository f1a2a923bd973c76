import { StorageKey } from '@maru/domain';
import { describe, expect, it, vi } from 'vitest';
import { topBanner } from '@/test/banners';
import { sanitizeBannerHtml } from './banner-html';
import {
  BANNER_CLOSE_EVENT,
  closeBanner,
  readClosedBanners,
  readSessionBanners,
  saveSessionBanners,
} from './banner-storage';

const banner = topBanner({ bannerSeq: 101, contents: '<strong>무료배송</strong>', periodeDate: '3d' });
const noon = (day: number) => new Date(2026, 10, day, 12, 0);

describe('session banner list', () => {
  it('is fetched when nothing is stored, and the none marker means an empty list', () => {
    expect(readSessionBanners(sessionStorage)).toBeNull();
    saveSessionBanners(sessionStorage, []);
    expect(sessionStorage.getItem(StorageKey.banners)).toBe('none');
    expect(readSessionBanners(sessionStorage)).toEqual([]);
  });

  it('round-trips a list and ignores unreadable storage', () => {
    saveSessionBanners(sessionStorage, [banner]);
    expect(readSessionBanners(sessionStorage)).toEqual([banner]);
    sessionStorage.setItem(StorageKey.banners, '{broken');
    expect(readSessionBanners(sessionStorage)).toBeNull();
  });
});

describe('closing a banner', () => {
  it('stores the close period added to today and emits the close event', () => {
    const listener = vi.fn();
    window.addEventListener(BANNER_CLOSE_EVENT, listener);
    closeBanner(localStorage, banner, noon(21));
    window.removeEventListener(BANNER_CLOSE_EVENT, listener);

    expect(JSON.parse(localStorage.getItem(StorageKey.closedBanners) ?? '')).toEqual([{ bannerSeq: 101, periodeDate: '2026-11-24' }]);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ bannerSeq: 101 });
  });

  it('falls back to one day when the period is missing', () => {
    closeBanner(localStorage, topBanner({ bannerSeq: 7, contents: 'x', periodeDate: '', closePeriod: '' }), noon(21));
    expect(readClosedBanners(localStorage, noon(21))).toEqual([{ bannerSeq: 7, periodeDate: '2026-11-22' }]);
  });

  it('prunes records past their last day from storage', () => {
    closeBanner(localStorage, banner, noon(21));
    closeBanner(localStorage, topBanner({ bannerSeq: 7, contents: 'x', periodeDate: '1d' }), noon(21));
    expect(readClosedBanners(localStorage, noon(23)).map((record) => record.bannerSeq)).toEqual([101]);
    expect(JSON.parse(localStorage.getItem(StorageKey.closedBanners) ?? '')).toHaveLength(1);
    expect(readClosedBanners(localStorage, noon(25))).toEqual([]);
  });

  it('replaces an earlier record of the same banner', () => {
    closeBanner(localStorage, banner, noon(21));
    closeBanner(localStorage, banner, noon(22));
    expect(readClosedBanners(localStorage, noon(22))).toEqual([{ bannerSeq: 101, periodeDate: '2026-11-25' }]);
  });
});

describe('banner contents', () => {
  it('keeps emphasis and internal links but drops scripts, handlers and outside links', () => {
    const html = sanitizeBannerHtml(
      '<strong onclick="x()">세일</strong><img src=x onerror="alert(1)"><script>alert(2)</script><a href="/board/faq">안내</a><a href="https://evil.example">밖</a><a href="javascript:alert(3)">js</a>',
      false,
    );
    expect(html).toBe('<strong>세일</strong><a href="/board/faq">안내</a>밖js');
  });

  it('unwraps links when the whole bar is already a link', () => {
    expect(sanitizeBannerHtml('<a href="/cart">장바구니</a>', true)).toBe('장바구니');
  });
});
