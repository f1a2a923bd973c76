import { STAFF_ROLES, staffRoleLabels } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { type Choice, choicesOf } from '@/shared/ui/Options';
import { staffRolesQuery } from './staff-api';

/** The built-in roles, offered until the editable list has come (or if it cannot be read). */
export const roleChoices = choicesOf(STAFF_ROLES, (role) => staffRoleLabels[role]);

/** The roles a staff account can have, as the role selects offer them (registering and changing): the editable list, by its Korean names. */
export function useRoleChoices(): Choice[] {
  const roles = useQuery(staffRolesQuery);
  return roles.data ? roles.data.list.map((role) => ({ value: role.role, label: role.name })) : roleChoices;
}
