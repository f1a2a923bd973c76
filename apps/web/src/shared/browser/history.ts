/**
 * React Router numbers its history entries in history.state.idx; 0 means this tab opened the
 * site on the current page, where "back" would leave the shop or do nothing.
 */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/** True when the previous document was a page of this site (spec 01 §2 error page "back"). */
export function isInternalReferrer(referrer: string = document.referrer, origin: string = window.location.origin): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
