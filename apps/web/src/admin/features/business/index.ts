import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of business member requests in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const businessSection: ConsoleSection = {
  path: 'business',
  label: '사업자 회원 승인',
  right: 'members',
  page: pageOf(() => import('./BusinessRequestsPage'), 'BusinessRequestsPage'),
};
