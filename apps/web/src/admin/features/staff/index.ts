import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// What other console sections use of staff: the list, for the audit log's staff filter.
export { staffListQuery } from './staff-api';

// The section of staff in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const staffSection: ConsoleSection = {
  path: 'staff',
  label: '직원 관리',
  right: 'staff',
  page: pageOf(() => import('./StaffPage'), 'StaffPage'),
  // Issue 28: the roles accounts are given and their rights per menu, reached from 직원 관리.
  children: [{ path: 'roles', lazy: pageOf(() => import('./RolesPage'), 'RolesPage') }],
};
