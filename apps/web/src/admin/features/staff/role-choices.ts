import { STAFF_ROLES, staffRoleLabels } from '@maru/domain';
import { choicesOf } from '@/shared/ui/Options';

/** The roles a staff account can have, as the role selects offer them (registering and changing). */
export const roleChoices = choicesOf(STAFF_ROLES, (role) => staffRoleLabels[role]);
