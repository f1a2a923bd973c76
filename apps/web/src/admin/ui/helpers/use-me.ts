// The signed-in staff member for any console page: the shell's frame loads it, sections read it here.
import type { StaffMe } from '@maru/domain';
import { useRouteLoaderData } from 'react-router';

/** The signed-in staff member, inside the frame (whose loader has made sure there is one). */
export function useMe(): StaffMe {
  const me = useRouteLoaderData('frame') as StaffMe | undefined;
  if (!me) throw new Error('useMe is used outside the console frame');
  return me;
}
