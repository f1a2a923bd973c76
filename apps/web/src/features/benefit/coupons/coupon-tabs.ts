import type { MemberCouponListView } from '@maru/domain';
import type { CouponTab } from '../api/benefit-api';

export const couponTabs: readonly { value: CouponTab; label: string; empty: string }[] = [
  { value: 'usable', label: '사용 가능', empty: '사용할 수 있는 쿠폰이 없습니다' },
  { value: 'used', label: '사용 완료', empty: '사용한 쿠폰이 없습니다' },
  { value: 'expired', label: '기간 만료', empty: '기간이 지난 쿠폰이 없습니다' },
];

/** The tab and page from the address; anything unknown falls back to the usable tab, page 1. */
export function couponFilters(search: URLSearchParams): { status: CouponTab; page: number } {
  const status = couponTabs.find((tab) => tab.value === search.get('status'))?.value ?? 'usable';
  const page = Number(search.get('page'));
  return { status, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

export const tabCount = (counts: MemberCouponListView['counts'] | undefined, tab: CouponTab) => counts?.[tab];
