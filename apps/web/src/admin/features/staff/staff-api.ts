import { type CreateStaffRequest, type CreateStaffRoleRequest, type EditStaffRoleRequest, staffListView, staffRoleListView, staffRoleView, staffView } from '@maru/domain';
import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

export const staffKey = ['console', 'staff'] as const;

export const staffListQuery = queryOptions({ queryKey: staffKey, queryFn: () => consoleApi('/staff', { data: staffListView }) });

/** The roles an admin may give (issue 28: roles are edited), built-in ones first. */
export const staffRolesQuery = queryOptions({ queryKey: [...staffKey, 'roles'], queryFn: () => consoleApi('/staff/roles', { data: staffRoleListView }) });

export const createStaff = (request: CreateStaffRequest) => consoleApi('/staff', { method: 'POST', body: request, data: staffView });

export const changeStaffRole = (staffId: number, role: string) => consoleApi(`/staff/${staffId}/role`, { method: 'PUT', body: { role }, data: staffView });

export const deactivateStaff = (staffId: number) => consoleApi(`/staff/${staffId}/deactivate`, { method: 'POST', data: staffView });

// The roles page (issue 28): a role's key is made once, its name and rights are edited.
export const createStaffRole = (request: CreateStaffRoleRequest) => consoleApi('/staff/roles', { method: 'POST', body: request, data: staffRoleView });

export const editStaffRole = (role: string, request: EditStaffRoleRequest) => consoleApi(`/staff/roles/${encodeURIComponent(role)}`, { method: 'PUT', body: request, data: staffRoleView });

export const deleteStaffRole = (role: string) => consoleApi(`/staff/roles/${encodeURIComponent(role)}`, { method: 'DELETE', data: z.unknown() });
