import { pageAt, shellPaths } from '@/shared/routing';

// Spec 01 §2 route guard, from the access column of the page table: my page (spec §6), the
// member checkout and the invitation event need a member; sign-in and join are for guests.

export type AccessDecision = 'allow' | { redirect: string };

export function accessDecision(pathname: string, isSignedIn: boolean, search = ''): AccessDecision {
  const { access } = pageAt(pathname);
  if (!isSignedIn && access === 'members') return { redirect: shellPaths.login(`${pathname}${search}`) };
  if (isSignedIn && access === 'guests') return { redirect: shellPaths.home() };
  return 'allow';
}
