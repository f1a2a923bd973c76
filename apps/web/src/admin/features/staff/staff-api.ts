import { type CreateStaffRequest, staffListView, type StaffRole, staffView } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

export const staffKey = ['console', 'staff'] as const;

export const staffListQuery = queryOptions({ queryKey: staffKey, queryFn: () => consoleApi('/staff', { data: staffListView }) });

export const createStaff = (request: CreateStaffRequest) => consoleApi('/staff', { method: 'POST', body: request, data: staffView });

export const changeStaffRole = (staffId: number, role: StaffRole) => consoleApi(`/staff/${staffId}/role`, { method: 'PUT', body: { role }, data: staffView });

export const deactivateStaff = (staffId: number) => consoleApi(`/staff/${staffId}/deactivate`, { method: 'POST', data: staffView });
