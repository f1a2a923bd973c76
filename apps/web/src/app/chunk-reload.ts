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

export function reloadPageForChunkError(): boolean {
  return reloadForChunkError({ storage: sessionStorage, now: Date.now(), reload: () => window.location.reload(), online: navigator.onLine });
}
