import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of members in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const membersSection: ConsoleSection = {
  // Issue 28: members found and looked after (right 'members'); their data masked, revealed with a reason.
  path: 'members',
  label: '회원 관리',
  right: 'members',
  page: pageOf(() => import('./MembersPage'), 'MembersPage'),
  children: [{ path: ':memberId', lazy: pageOf(() => import('./MemberDetailPage'), 'MemberDetailPage') }],
};
