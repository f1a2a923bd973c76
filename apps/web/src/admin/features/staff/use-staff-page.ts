import { type StaffRole, staffRoleLabels, type StaffView, withParticle } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { changeStaffRole, createStaff, deactivateStaff, staffKey, staffRolesQuery } from './staff-api';

/** The dialog open on the staff page, and whose account it is about. */
export type StaffEditing = { kind: 'create' } | { kind: 'role'; staff: StaffView } | { kind: 'deactivate'; staff: StaffView };

export const messageOf = (error: unknown) => (error instanceof ConsoleApiError ? error.message : '처리하지 못했습니다. 다시 시도해 주세요.');

/**
 * The staff page's dialogs and calls: register an account, change one's role (`role` is the
 * role chosen in the dialog), deactivate one; each closes its dialog with a toast, and the
 * list and the audit log are read again.
 */
export function useStaffPage() {
  const roles = useQuery(staffRolesQuery);
  // A custom role by the name the admin gave it; the built-in names while the list loads.
  const roleName = (key: string) => roles.data?.list.find((one) => one.role === key)?.name ?? staffRoleLabels[key as StaffRole] ?? key;
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [editing, setEditing] = useState<StaffEditing>();
  const [role, setRole] = useState<string>('OPERATOR');

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);
  const done = (message: string) => {
    showToast(message, 'success');
    setEditing(undefined);
  };
  const create = useMutation({ mutationFn: createStaff, onSuccess: (created) => done(`${created.name} 직원을 등록했습니다.`), onSettled: refresh });
  const change = useMutation({
    mutationFn: ({ staffId, role: next }: { staffId: number; role: string }) => changeStaffRole(staffId, next),
    onSuccess: (changed) => done(`${changed.name}: 역할을 ${withParticle(roleName(changed.role), '으로/로')} 바꿨습니다.`),
    onError: (error) => showToast(messageOf(error), 'error'),
    onSettled: refresh,
  });
  const deactivate = useMutation({
    mutationFn: (staffId: number) => deactivateStaff(staffId),
    onSuccess: (changed) => done(`${changed.name} 직원을 비활성화했습니다.`),
    onError: (error) => showToast(messageOf(error), 'error'),
    onSettled: refresh,
  });

  const openCreate = () => {
    create.reset();
    setEditing({ kind: 'create' });
  };
  /** The role dialog starts on the other of ADMIN and OPERATOR. */
  const openRoleChange = (staff: StaffView) => {
    setRole(staff.role === 'ADMIN' ? 'OPERATOR' : 'ADMIN');
    setEditing({ kind: 'role', staff });
  };

  return { roleName, editing, setEditing, role, setRole, create, change, deactivate, openCreate, openRoleChange };
}
