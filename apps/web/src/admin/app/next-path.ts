/** The console's mount point: every path below is the console's own (basename of its router). */
export const CONSOLE_BASE = '/admin';

/**
 * Where to go after signing in: a console path given in ?next=, else the console's home. Only
 * a path of this app is followed (one slash, no scheme, no backslash), never another site.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next.startsWith('/sign-in') ? '/' : next;
}

/** The sign-in page with the way back, and why the visitor is there. */
export function signInPath(from: string, reason?: 'expired'): string {
  const params = new URLSearchParams();
  const next = safeNextPath(from);
  if (next !== '/') params.set('next', next);
  if (reason) params.set('reason', reason);
  const search = params.toString();
  return `/sign-in${search ? `?${search}` : ''}`;
}

/** A URL of the browser (a loader's request) as a path of the console app: /admin/business?x → /business?x. */
export function consolePathOf(url: string): string {
  const { pathname, search } = new URL(url, 'http://console.invalid');
  const inside = pathname === CONSOLE_BASE || pathname.startsWith(`${CONSOLE_BASE}/`) ? pathname.slice(CONSOLE_BASE.length) : pathname;
  return `${inside || '/'}${search}`;
}
