import { describe, expect, it } from 'vitest';
import { closedRecordFor } from './closePeriod';
import { locationOf } from './testLocation';
import type { Banner } from './types';
import { firstVisibleBanner } from './visibleBanner';

const banner = (bannerSeq: number, path?: string): Banner => ({
  bannerSeq,
  contents: `<p>배너 ${bannerSeq}</p>`,
  conditionList: path
    ? [{ conditionList: [{ incType: 'INCLUDE', parameterType: 'PAGE_PATH', compareType: 'SAME', parameterVal: path }] }]
    : [],
});

const now = new Date(2024, 4, 10, 12);
const cart = locationOf('https://www.maru.kr/cart');

describe('firstVisibleBanner', () => {
  it('shows the first banner whose conditions match', () => {
    const banners = [banner(1, '/product/list'), banner(2, '/cart'), banner(3)];
    expect(firstVisibleBanner(banners, cart, [], now)?.bannerSeq).toBe(2);
  });

  it('skips a banner the visitor closed, until the close expires', () => {
    const banners = [banner(2, '/cart'), banner(3)];
    const closed = [closedRecordFor(2, '1d', now)];
    expect(firstVisibleBanner(banners, cart, closed, now)?.bannerSeq).toBe(3);
    expect(firstVisibleBanner(banners, cart, closed, new Date(2024, 4, 12))?.bannerSeq).toBe(2);
  });

  it('is null when nothing qualifies', () => {
    expect(firstVisibleBanner([], cart, [], now)).toBeNull();
    expect(firstVisibleBanner([banner(1, '/product/list')], cart, [], now)).toBeNull();
    expect(firstVisibleBanner([banner(3)], cart, [closedRecordFor(3, '1y', now)], now)).toBeNull();
  });
});
