import { staffMeView, staffSessionView, type StaffMe } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi, noData } from './console-api';

/** Who is signed in, or null: asked on every page load, so never a refused call. */
export const meQuery = queryOptions({
  queryKey: ['console', 'me'],
  queryFn: async () => (await consoleApi('/auth/me', { data: staffSessionView })).staff,
  staleTime: 60_000,
  retry: false,
});

export const signIn = (email: string, password: string): Promise<StaffMe> => consoleApi('/auth/sign-in', { method: 'POST', body: { email, password }, data: staffMeView });

export const signOut = (): Promise<undefined> => consoleApi('/auth/sign-out', { method: 'POST', data: noData });
