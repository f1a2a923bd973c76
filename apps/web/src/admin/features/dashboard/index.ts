import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of the dashboard in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const dashboardSection: ConsoleSection = {
  // The console's home for the shop's operators (issue 28): the first section they may open.
  path: 'dashboard',
  label: '대시보드',
  right: 'orders',
  page: pageOf(() => import('./DashboardPage'), 'DashboardPage'),
};
