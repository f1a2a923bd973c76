import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of inquiries in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const inquiriesSection: ConsoleSection = {
  path: 'inquiries',
  label: '문의 관리',
  right: 'orders',
  page: pageOf(() => import('./InquiriesPage'), 'InquiriesPage'),
  children: [{ path: ':inquiryNo', lazy: pageOf(() => import('./InquiryDetailPage'), 'InquiryDetailPage') }],
};
