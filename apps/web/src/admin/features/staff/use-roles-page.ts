import type { StaffRoleView } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import type { RoleDraft } from './RoleDialog';
import { createStaffRole, deleteStaffRole, editStaffRole, staffKey } from './staff-api';

/** The dialog open on the roles page, and which role it is about. */
export type RoleEditing = { kind: 'create' } | { kind: 'edit'; role: StaffRoleView } | { kind: 'delete'; role: StaffRoleView };

export const messageOf = (error: unknown) => (error instanceof ConsoleApiError ? error.message : '처리하지 못했습니다. 다시 시도해 주세요.');

/**
 * The roles page's dialogs and calls: make or edit a role (the dialog opened afresh by `open`)
 * and delete an unused one; each closes its dialog with a toast, and the accounts, the roles
 * and the audit log are read again.
 */
export function useRolesPage() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [editing, setEditing] = useState<RoleEditing>();

  // The accounts page shows the roles by name, and every change is in the audit log.
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);
  const done = (message: string) => {
    showToast(message, 'success');
    setEditing(undefined);
  };
  const save = useMutation({
    mutationFn: ({ draft, isNew }: { draft: RoleDraft; isNew: boolean }) =>
      isNew ? createStaffRole(draft) : editStaffRole(draft.role, { name: draft.name, rights: draft.rights }),
    onSuccess: (role, { isNew }) => done(isNew ? `${role.name} 역할을 만들었습니다.` : `${role.name} 역할을 저장했습니다.`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (role: StaffRoleView) => deleteStaffRole(role.role),
    onSuccess: (_, role) => done(`${role.name} 역할을 삭제했습니다.`),
    onError: (error) => showToast(messageOf(error), 'error'),
    onSettled: refresh,
  });
  const open = (next: RoleEditing) => {
    save.reset();
    setEditing(next);
  };

  return { editing, setEditing, save, remove, open };
}
