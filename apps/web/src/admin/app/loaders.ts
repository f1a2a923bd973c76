import type { StaffMe, StaffRight } from '@maru/domain';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { consoleQueryClient } from '../api/query-client';
import { meQuery } from '../api/session';
import { consolePathOf, safeNextPath, signInPath } from './next-path';
import { sectionsFor } from './sections';

/** The signed-in staff member, or a redirect to the sign-in page that comes back here afterwards. */
export async function signedInStaff({ request }: LoaderFunctionArgs): Promise<StaffMe> {
  const me = await consoleQueryClient.ensureQueryData(meQuery);
  if (!me) throw redirect(signInPath(consolePathOf(request.url)));
  return me;
}

/** The frame: every page inside it needs a signed-in staff member. */
export const frameLoader = (args: LoaderFunctionArgs) => signedInStaff(args);

/** The console's home is the first section the staff member's rights show (none: the sign-in's own page, which says so). */
export async function homeLoader(args: LoaderFunctionArgs): Promise<Response> {
  const me = await signedInStaff(args);
  return redirect(`/${sectionsFor(me.rights)[0]?.path ?? 'business'}`);
}

/** A section whose right the person lacks: 403, shown by the frame's error page (the navigation hides it anyway). */
export const sectionLoader =
  (right: StaffRight) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    const me = await signedInStaff(args);
    if (!me.rights.includes(right)) throw data('이 메뉴를 볼 권한이 없습니다.', { status: 403 });
    return null;
  };

/** Signed in already: straight on to where the visitor was going. */
export async function signInLoader({ request }: LoaderFunctionArgs): Promise<null> {
  // Fresh: the cached answer may predate a session that has just ended.
  const me = await consoleQueryClient.fetchQuery({ ...meQuery, staleTime: 0 }).catch(() => null);
  if (me) throw redirect(safeNextPath(new URL(request.url).searchParams.get('next')));
  return null;
}
