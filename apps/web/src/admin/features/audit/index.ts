import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of the audit log in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const auditSection: ConsoleSection = {
  path: 'audit',
  label: '감사 로그',
  right: 'staff',
  page: pageOf(() => import('./AuditLogPage'), 'AuditLogPage'),
};
