import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The sections of banners, the home page, notices and FAQ, policies in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const bannersSection: ConsoleSection = {
  path: 'banners',
  label: '배너 관리',
  // Content staff (CONTENT) edit what shoppers read: banners, the home page, notices and FAQ, policies.
  right: 'content',
  page: pageOf(() => import('./BannersPage'), 'BannersPage'),
  children: [{ path: ':bannerSeq', lazy: pageOf(() => import('./BannerEditPage'), 'BannerEditPage') }],
};
export const homeSection: ConsoleSection = {
  path: 'home',
  label: '홈 화면',
  right: 'content',
  page: pageOf(() => import('./HomeSectionsPage'), 'HomeSectionsPage'),
  children: [{ path: ':sectionId', lazy: pageOf(() => import('./HomeSectionEditPage'), 'HomeSectionEditPage') }],
};
export const boardSection: ConsoleSection = {
  path: 'board',
  label: '공지·FAQ',
  right: 'content',
  page: pageOf(() => import('./BoardPage'), 'BoardPage'),
  children: [
    { path: 'notices/:noticeNo', lazy: pageOf(() => import('./NoticeEditPage'), 'NoticeEditPage') },
    { path: 'faqs', lazy: pageOf(() => import('./FaqsPage'), 'FaqsPage') },
    { path: 'faqs/:faqNo', lazy: pageOf(() => import('./FaqEditPage'), 'FaqEditPage') },
  ],
};
export const policiesSection: ConsoleSection = {
  path: 'policies',
  label: '약관·정책',
  right: 'content',
  page: pageOf(() => import('./PoliciesPage'), 'PoliciesPage'),
  children: [
    { path: ':type', lazy: pageOf(() => import('./PolicyVersionsPage'), 'PolicyVersionsPage') },
    { path: ':type/versions/:versionId', lazy: pageOf(() => import('./PolicyVersionPage'), 'PolicyVersionPage') },
  ],
};
