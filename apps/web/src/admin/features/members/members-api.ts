import {
  adminMemberListView, adminMemberView, memberPersonalView, type AdminMemberQuery, type MemberPointsRequest, type MemberSuspendRequest,
} from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

// The console's member calls (/api/admin/v1/members), parsed with the domain's contract.

export const membersKey = ['console', 'members'] as const;
export const MEMBERS_PAGE_SIZE = 30;

export type MemberFilters = Omit<AdminMemberQuery, 'size'>;

export const membersQuery = (filters: MemberFilters) =>
  queryOptions({
    queryKey: [...membersKey, 'list', filters],
    queryFn: () => consoleApi('/members', { query: { ...filters, size: MEMBERS_PAGE_SIZE }, data: adminMemberListView }),
  });

export const memberQuery = (memberId: number) =>
  queryOptions({
    queryKey: [...membersKey, 'detail', memberId],
    queryFn: () => consoleApi(`/members/${memberId}`, { data: adminMemberView }),
  });

export const revealMember = (memberId: number, reason: string) => consoleApi(`/members/${memberId}/reveal`, { method: 'POST', body: { reason }, data: memberPersonalView });

export const givePoints = (memberId: number, body: MemberPointsRequest) => consoleApi(`/members/${memberId}/points`, { method: 'POST', body, data: adminMemberView });

export const suspendMember = (memberId: number, body: MemberSuspendRequest) => consoleApi(`/members/${memberId}/suspend`, { method: 'POST', body, data: adminMemberView });

export const unsuspendMember = (memberId: number, reason: string) =>
  consoleApi(`/members/${memberId}/unsuspend`, { method: 'POST', body: reason ? { reason } : {}, data: adminMemberView });
