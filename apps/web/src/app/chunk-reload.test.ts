import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, reloadForChunkError, reloadOnChunkErrors, shouldReloadForChunkError } from './chunk-reload';

describe('shouldReloadForChunkError', () => {
  it('reloads when it never reloaded before', () => {
    expect(shouldReloadForChunkError(null, 1_000)).toBe(true);
  });

  it('refuses a second reload within 60 s and allows it after', () => {
    expect(shouldReloadForChunkError(10_000, 69_999)).toBe(false);
    expect(shouldReloadForChunkError(10_000, 70_000)).toBe(true);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once, remembers when, and refuses again inside the window', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    const reload = vi.fn();

    expect(reloadForChunkError({ storage: store, now: 5_000, reload })).toBe(true);
    expect(storage.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('5000');
    expect(reloadForChunkError({ storage: store, now: 30_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError({ storage: store, now: 65_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable stored time as no earlier reload', () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'garbage');
    const reload = vi.fn();
    expect(reloadForChunkError({ storage: sessionStorage, now: 1, reload })).toBe(true);
  });

  it('never reloads offline (the browser would show its offline page) and keeps the reload for later', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    const reload = vi.fn();
    expect(reloadForChunkError({ storage: store, now: 5_000, reload, online: false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.has(CHUNK_RELOAD_STORAGE_KEY)).toBe(false);
  });
});

describe('reloadOnChunkErrors', () => {
  it('asks for the guarded reload on each failed dynamic import Vite reports, until stopped', () => {
    const target = new EventTarget();
    const reloadPage = vi.fn(() => true);
    const stop = reloadOnChunkErrors(target as unknown as Window, reloadPage);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reloadPage).toHaveBeenCalledOnce();
    stop();
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('leaves the failure to its caller (no preventDefault), so the import still rejects', () => {
    const target = new EventTarget();
    reloadOnChunkErrors(target as unknown as Window, () => true);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
