import type { BannerClosePeriod, BannerSeed } from './types';

/*
 * TOP banners (spec 01 §3, §5, §9).
 *
 * Condition semantics: a banner qualifies if ANY group in conditionList holds, and a
 * group holds only when ALL of its conditions hold. EXCLUDE inverts one condition.
 * So "everywhere except X and Y" is ONE group with two EXCLUDE conditions, while
 * "only on X or Y" is TWO groups with one INCLUDE condition each.
 *
 * Only the first qualifying banner is shown, so the narrow ones sort first: the campaign
 * banner, then the page-targeted ones, then the site-wide free-shipping notice.
 *
 * Display periods are whole days in Korean time written as UTC instants:
 * 2026-10-01 00:00 KST is 2026-09-30T15:00:00.000Z and 2027-03-31 23:59:59 KST is
 * 2027-03-31T14:59:59.000Z.
 */

/** Banner defaults from spec 01 §9. */
export const BANNER_DEFAULTS = {
  bgColor: '#1A1A1A',
  bannerColor: '#FFFFFF',
  heightPx: 48,
  closePeriod: '1d' satisfies BannerClosePeriod,
  closeYn: 'Y',
  defaultKey: 99999,
  bannerType: 'TOP',
  sortType: 'CDC',
} as const;

const ACTIVE_START = '2026-09-30T15:00:00.000Z';
const ACTIVE_END = '2027-03-31T14:59:59.000Z';

export const banners: readonly BannerSeed[] = [
  {
    // (a) Free shipping: everywhere except the cart and the checkout flow.
    bannerSeq: 101,
    contents: '<strong>5만원 이상 구매 시 무료배송</strong> <span>택배 상품 기준 · 타일 등 화물 상품 제외</span>',
    pcLink: { bannerLink: '/board/faq', targetBlankYn: 'N' },
    bannerColor: BANNER_DEFAULTS.bannerColor,
    bgColor: BANNER_DEFAULTS.bgColor,
    closePeriod: '1d',
    closeYn: 'Y',
    displayStart: ACTIVE_START,
    displayEnd: ACTIVE_END,
    sortOrder: 4,
    conditionList: [
      {
        conditionList: [
          { incType: 'EXCLUDE', parameterType: 'PAGE_PATH', compareType: 'INCLUDE', parameterVal: '/cart' },
          { incType: 'EXCLUDE', parameterType: 'PAGE_PATH', compareType: 'INCLUDE', parameterVal: '/order' },
        ],
      },
    ],
  },
  {
    // (b) Sample event: product list or product detail pages.
    bannerSeq: 102,
    contents: '<strong>샘플 신청 이벤트</strong> <span>샘플 받고 본품 5% 할인 쿠폰까지 · 최대 5개, 배송비 3,000원</span>',
    pcLink: { bannerLink: '/board/notice/1026', targetBlankYn: 'N' },
    bannerColor: '#FFFFFF',
    bgColor: '#8C4A2F',
    closePeriod: '3d',
    closeYn: 'Y',
    displayStart: ACTIVE_START,
    displayEnd: ACTIVE_END,
    sortOrder: 2,
    conditionList: [
      {
        conditionList: [
          { incType: 'INCLUDE', parameterType: 'PAGE_PATH', compareType: 'INCLUDE', parameterVal: '/product/list' },
        ],
      },
      {
        conditionList: [
          { incType: 'INCLUDE', parameterType: 'PAGE_PATH', compareType: 'INCLUDE', parameterVal: '/product/item' },
        ],
      },
    ],
  },
  {
    // (c) Showroom visit: showroom and company pages only.
    bannerSeq: 103,
    // The name and hours are the showroom module's, filled in when banners are served.
    contents: '<strong>{showroom.name}</strong> <span>{showroom.hours} · 방문 예약하고 실물 타일을 만나 보세요</span>',
    pcLink: { bannerLink: '/showroom', targetBlankYn: 'N' },
    bannerColor: '#1A1A1A',
    bgColor: '#EDE6DA',
    closePeriod: '7d',
    closeYn: 'Y',
    displayStart: ACTIVE_START,
    displayEnd: ACTIVE_END,
    sortOrder: 3,
    conditionList: [
      {
        conditionList: [
          { incType: 'INCLUDE', parameterType: 'PAGE_PATH', compareType: 'INCLUDE', parameterVal: '/showroom' },
        ],
      },
      {
        conditionList: [
          { incType: 'INCLUDE', parameterType: 'PAGE_PATH', compareType: 'INCLUDE', parameterVal: '/about' },
        ],
      },
    ],
  },
  {
    // (d) Campaign landing: only visitors arriving with utm_campaign=winter_tile.
    bannerSeq: 104,
    contents: '<strong>겨울 타일 기획전 쿠폰</strong> <span>기획전 상품 10% 할인 쿠폰을 받아 가세요</span>',
    pcLink: { bannerLink: '/mypage/coupon', targetBlankYn: 'N' },
    bannerColor: '#FFFFFF',
    bgColor: '#1F3A5F',
    closePeriod: '1d',
    closeYn: 'Y',
    displayStart: ACTIVE_START,
    displayEnd: ACTIVE_END,
    sortOrder: 1,
    conditionList: [
      {
        conditionList: [
          { incType: 'INCLUDE', parameterType: 'utm_campaign', compareType: 'SAME', parameterVal: 'winter_tile' },
        ],
      },
    ],
  },
  {
    // (e) Ended: the 2026 Chuseok delivery notice; its period is over, so it is never served.
    bannerSeq: 105,
    contents: '<strong>추석 연휴 배송 안내</strong> <span>9월 24일~26일 출고 휴무 · 9월 28일부터 차례로 출고해요</span>',
    pcLink: { bannerLink: '/board/notice/1025', targetBlankYn: 'N' },
    bannerColor: BANNER_DEFAULTS.bannerColor,
    bgColor: BANNER_DEFAULTS.bgColor,
    closePeriod: '1d',
    closeYn: 'Y',
    displayStart: '2026-09-06T15:00:00.000Z',
    displayEnd: '2026-09-28T14:59:59.000Z',
    sortOrder: 5,
    conditionList: [],
  },
];
