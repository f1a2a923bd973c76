import { CHUNK_RELOAD_GUARD_MS } from '@maru/domain';

export const CHUNK_RELOAD_STORAGE_KEY = 'maru:chunk-reload-at';

/**
 * After a deploy, an open tab may ask for chunk files that no longer exist; one reload
 * fetches the new index. Reloading again within the window would only loop, so a second
 * failure then shows the error page instead.
 */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number, windowMs: number = CHUNK_RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || now - lastReloadAt >= windowMs;
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  reload: () => void;
  /** Offline, a reload would only swap the page for the browser's own offline page. */
  online?: boolean;
}

/** Reloads when the guard allows it and remembers when; returns whether it reloaded. */
export function reloadForChunkError({ storage, now, reload, online = true }: ReloadDeps): boolean {
  if (!online) return false;
  const stored = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!shouldReloadForChunkError(lastReloadAt, now)) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  reload();
  return true;
}

// Set once this page has asked for its reload: a second chunk failing meanwhile (two lazy
// parts of one screen) waits for the new page too, rather than showing an error.
let reloadUnderWay = false;

// A chunk usually fails while a link is followed, before the address bar changes: reloading
// would land on the page the shopper is leaving. The router tells where it is going.
let pendingTarget: () => string | undefined = () => undefined;
export function setChunkReloadTarget(target: () => string | undefined): void {
  pendingTarget = target;
}

export function reloadPageForChunkError(): boolean {
  const target = pendingTarget();
  const reload = () => (target ? window.location.assign(target) : window.location.reload());
  reloadUnderWay ||= reloadForChunkError({ storage: sessionStorage, now: Date.now(), reload, online: navigator.onLine });
  return reloadUnderWay;
}

/**
 * Vite announces every failed dynamic import of the build (a page, a lazy part of a page, a
 * form's schema loaded on submit) as 'vite:preloadError' on the window. Any of them after a
 * deploy means the tab runs an old build: reload once (the guard above stops a loop). The
 * error still reaches its caller, which waits (lazyPage) or shows its own fallback.
 */
export function reloadOnChunkErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window, reloadPage: () => boolean = reloadPageForChunkError): () => void {
  const onChunkError = () => void reloadPage();
  target.addEventListener('vite:preloadError', onChunkError);
  return () => target.removeEventListener('vite:preloadError', onChunkError);
}
