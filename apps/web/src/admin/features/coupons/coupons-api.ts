import {
  adminCouponListView, adminCouponView, adminMemberListView, couponCsvResult, couponEventListView, couponHolderListView, couponIssueResult, couponRecallResult, couponSegmentPreview,
  type AdminCouponQuery, type CouponHolderQuery, type CouponRecallRequest, type CouponWriteInput, type MemberSegment,
} from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

// The console's coupon calls (/api/admin/v1/coupons) and the masked member search
// (/api/admin/v1/members), parsed with the domain's contracts.

export const couponsKey = ['console', 'coupons'] as const;
export const COUPONS_PAGE_SIZE = 30;
export const MEMBER_PICK_PAGE_SIZE = 10;

export type CouponFilters = Omit<AdminCouponQuery, 'size'>;

export const couponsQuery = (filters: CouponFilters) =>
  queryOptions({
    queryKey: [...couponsKey, 'list', filters],
    queryFn: () => consoleApi('/coupons', { query: { ...filters, size: COUPONS_PAGE_SIZE }, data: adminCouponListView }),
  });

export const couponQuery = (couponId: number) =>
  queryOptions({ queryKey: [...couponsKey, 'detail', couponId], queryFn: () => consoleApi(`/coupons/${couponId}`, { data: adminCouponView }) });

export const couponEventsQuery = () =>
  queryOptions({ queryKey: [...couponsKey, 'events'], queryFn: () => consoleApi('/coupons/events', { data: couponEventListView }), staleTime: 5 * 60_000 });

export const couponHoldersQuery = (couponId: number, query: Omit<CouponHolderQuery, 'size'>) =>
  queryOptions({
    queryKey: [...couponsKey, 'holders', couponId, query],
    queryFn: () => consoleApi(`/coupons/${couponId}/holders`, { query: { ...query, size: 20 }, data: couponHolderListView }),
  });

/** 회원 검색 (masked): what the member picker lists while the operator types. */
export const memberSearchQuery = (keyword: string, page = 1) =>
  queryOptions({
    queryKey: ['console', 'members', keyword, page],
    queryFn: () => consoleApi('/members', { query: { keyword, page, size: MEMBER_PICK_PAGE_SIZE }, data: adminMemberListView }),
    staleTime: 30_000,
  });

export const createCoupon = (body: CouponWriteInput) => consoleApi('/coupons', { method: 'POST', body, data: adminCouponView });
export const saveCoupon = (couponId: number, body: CouponWriteInput) => consoleApi(`/coupons/${couponId}`, { method: 'PUT', body, data: adminCouponView });

export const issueCoupon = (couponId: number, memberIds: readonly number[]) => consoleApi(`/coupons/${couponId}/issue`, { method: 'POST', body: { memberIds }, data: couponIssueResult });

export const previewSegment = (couponId: number, segment: MemberSegment) =>
  consoleApi(`/coupons/${couponId}/segment/preview`, { method: 'POST', body: { segment }, data: couponSegmentPreview });
export const issueToSegment = (couponId: number, segment: MemberSegment) =>
  consoleApi(`/coupons/${couponId}/segment/issue`, { method: 'POST', body: { segment }, data: couponIssueResult });

export function uploadMemberCsv(couponId: number, file: File, dryRun: boolean) {
  const form = new FormData();
  form.set('file', file);
  return consoleApi(`/coupons/${couponId}/issue/csv`, { method: 'POST', query: { dryRun: String(dryRun) }, body: form, data: couponCsvResult });
}

export const recallCoupon = (couponId: number, body: CouponRecallRequest) => consoleApi(`/coupons/${couponId}/recall`, { method: 'POST', body, data: couponRecallResult });
