import {
  adminBannerListView, adminBannerView, adminFaqCategoryListView, adminFaqListView, adminFaqView, adminHomeSectionListView, adminHomeSectionView, adminNoticeListView, adminNoticeView,
  adminPolicyListView, adminPolicyVersionView, adminPolicyView, bannerDeletedView, faqDeletedView, homeProductSearchView, homeSectionDeletedView, noticeDeletedView, policyVersionDeletedView,
  type AdminNoticeQuery, type BannerWriteRequest, type FaqWriteRequest, type HomeSectionWriteRequest, type NoticeWriteRequest,
} from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

// The content console's calls (/api/admin/v1/content/… and /board/…), parsed with the domain's contracts.

export const contentKey = ['console', 'content'] as const;

// ── 배너 관리 ──
export const bannersKey = [...contentKey, 'banners'] as const;
export const bannersQuery = queryOptions({ queryKey: [...bannersKey, 'list'], queryFn: () => consoleApi('/content/banners', { data: adminBannerListView }) });
export const bannerQuery = (bannerSeq: number) => queryOptions({ queryKey: [...bannersKey, 'one', bannerSeq], queryFn: () => consoleApi(`/content/banners/${bannerSeq}`, { data: adminBannerView }) });
export const createBanner = (body: BannerWriteRequest) => consoleApi('/content/banners', { method: 'POST', body, data: adminBannerView });
export const saveBanner = (bannerSeq: number, body: BannerWriteRequest) => consoleApi(`/content/banners/${bannerSeq}`, { method: 'PUT', body, data: adminBannerView });
export const deleteBanner = (bannerSeq: number) => consoleApi(`/content/banners/${bannerSeq}`, { method: 'DELETE', data: bannerDeletedView });
export const orderBanners = (bannerSeqs: number[]) => consoleApi('/content/banners/order', { method: 'PUT', body: { bannerSeqs }, data: adminBannerListView });

// ── 홈 화면 ──
export const homeKey = [...contentKey, 'home'] as const;
export const homeSectionsQuery = queryOptions({ queryKey: [...homeKey, 'list'], queryFn: () => consoleApi('/content/home-sections', { data: adminHomeSectionListView }) });
export const homeSectionQuery = (sectionId: number) =>
  queryOptions({ queryKey: [...homeKey, 'one', sectionId], queryFn: () => consoleApi(`/content/home-sections/${sectionId}`, { data: adminHomeSectionView }) });
export const createHomeSection = (body: HomeSectionWriteRequest) => consoleApi('/content/home-sections', { method: 'POST', body, data: adminHomeSectionView });
export const saveHomeSection = (sectionId: number, body: HomeSectionWriteRequest) => consoleApi(`/content/home-sections/${sectionId}`, { method: 'PUT', body, data: adminHomeSectionView });
export const deleteHomeSection = (sectionId: number) => consoleApi(`/content/home-sections/${sectionId}`, { method: 'DELETE', data: homeSectionDeletedView });
export const orderHomeSections = (sectionIds: number[]) => consoleApi('/content/home-sections/order', { method: 'PUT', body: { sectionIds }, data: adminHomeSectionListView });
export const searchShelfProducts = (keyword: string) => consoleApi('/content/home-sections/products', { query: { keyword }, data: homeProductSearchView });

// ── 공지·FAQ ──
export const boardKey = [...contentKey, 'board'] as const;
export const NOTICE_PAGE_SIZE = 20;
export type NoticeFilters = Omit<AdminNoticeQuery, 'size'>;
export const noticesQuery = (filters: NoticeFilters) =>
  queryOptions({ queryKey: [...boardKey, 'notices', filters], queryFn: () => consoleApi('/board/notices', { query: { ...filters, size: NOTICE_PAGE_SIZE }, data: adminNoticeListView }) });
export const noticeQuery = (noticeNo: number) => queryOptions({ queryKey: [...boardKey, 'notice', noticeNo], queryFn: () => consoleApi(`/board/notices/${noticeNo}`, { data: adminNoticeView }) });
export const createNotice = (body: NoticeWriteRequest) => consoleApi('/board/notices', { method: 'POST', body, data: adminNoticeView });
export const saveNotice = (noticeNo: number, body: NoticeWriteRequest) => consoleApi(`/board/notices/${noticeNo}`, { method: 'PUT', body, data: adminNoticeView });
export const deleteNotice = (noticeNo: number) => consoleApi(`/board/notices/${noticeNo}`, { method: 'DELETE', data: noticeDeletedView });

export const faqCategoriesQuery = queryOptions({ queryKey: [...boardKey, 'faq-categories'], queryFn: () => consoleApi('/board/faq-categories', { data: adminFaqCategoryListView }) });
export const addFaqCategory = (name: string) => consoleApi('/board/faq-categories', { method: 'POST', body: { name }, data: adminFaqCategoryListView });
export const renameFaqCategory = (code: string, name: string) => consoleApi(`/board/faq-categories/${encodeURIComponent(code)}`, { method: 'PUT', body: { name }, data: adminFaqCategoryListView });
export const deleteFaqCategory = (code: string) => consoleApi(`/board/faq-categories/${encodeURIComponent(code)}`, { method: 'DELETE', data: adminFaqCategoryListView });
export const orderFaqCategories = (codes: string[]) => consoleApi('/board/faq-categories/order', { method: 'PUT', body: { codes }, data: adminFaqCategoryListView });

export const faqsQuery = queryOptions({ queryKey: [...boardKey, 'faqs'], queryFn: () => consoleApi('/board/faqs', { data: adminFaqListView }) });
export const faqQuery = (faqNo: number) => queryOptions({ queryKey: [...boardKey, 'faq', faqNo], queryFn: () => consoleApi(`/board/faqs/${faqNo}`, { data: adminFaqView }) });
export const createFaq = (body: FaqWriteRequest) => consoleApi('/board/faqs', { method: 'POST', body, data: adminFaqView });
export const saveFaq = (faqNo: number, body: FaqWriteRequest) => consoleApi(`/board/faqs/${faqNo}`, { method: 'PUT', body, data: adminFaqView });
export const deleteFaq = (faqNo: number) => consoleApi(`/board/faqs/${faqNo}`, { method: 'DELETE', data: faqDeletedView });
export const orderFaqs = (categoryCode: string, faqNos: number[]) => consoleApi('/board/faqs/order', { method: 'PUT', body: { categoryCode, faqNos }, data: adminFaqListView });

// ── 약관·정책 ──
export const policiesKey = [...contentKey, 'policies'] as const;
export const policiesQuery = queryOptions({ queryKey: [...policiesKey, 'list'], queryFn: () => consoleApi('/content/policies', { data: adminPolicyListView }) });
export const policyQuery = (type: string) => queryOptions({ queryKey: [...policiesKey, 'type', type], queryFn: () => consoleApi(`/content/policies/${encodeURIComponent(type)}`, { data: adminPolicyView }) });
export const policyVersionQuery = (type: string, versionId: number) =>
  queryOptions({ queryKey: [...policiesKey, 'version', versionId], queryFn: () => consoleApi(`/content/policies/${encodeURIComponent(type)}/versions/${versionId}`, { data: adminPolicyVersionView }) });
export const createPolicyDraft = (type: string, content: string) => consoleApi(`/content/policies/${encodeURIComponent(type)}/versions`, { method: 'POST', body: { content }, data: adminPolicyVersionView });
export const savePolicyDraft = (type: string, versionId: number, content: string) =>
  consoleApi(`/content/policies/${encodeURIComponent(type)}/versions/${versionId}`, { method: 'PUT', body: { content }, data: adminPolicyVersionView });
export const publishPolicyVersion = (type: string, versionId: number, effectiveAt: string | null) =>
  consoleApi(`/content/policies/${encodeURIComponent(type)}/versions/${versionId}/publish`, { method: 'POST', body: { effectiveAt }, data: adminPolicyVersionView });
export const withdrawPolicyVersion = (type: string, versionId: number) =>
  consoleApi(`/content/policies/${encodeURIComponent(type)}/versions/${versionId}/withdraw`, { method: 'POST', data: adminPolicyVersionView });
export const deletePolicyDraft = (type: string, versionId: number) =>
  consoleApi(`/content/policies/${encodeURIComponent(type)}/versions/${versionId}`, { method: 'DELETE', data: policyVersionDeletedView });
