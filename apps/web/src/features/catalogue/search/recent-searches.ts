import { useCallback, useSyncExternalStore } from 'react';
import { addRecentSearch, removeRecentSearch, StorageKey } from '@maru/domain';

const NONE: readonly string[] = [];

function parseWords(raw: string | null): readonly string[] {
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(stored) ? stored.filter((word): word is string => typeof word === 'string') : NONE;
  } catch {
    return NONE;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(StorageKey.recentSearches);
  } catch {
    return null;
  }
}

/** Reads the stored words; anything unreadable (private mode, hand-edited value) counts as none. */
export function readRecentSearches(): string[] {
  return [...parseWords(readRaw())];
}

// React compares snapshots by identity: the parsed list is kept until the stored text changes.
let lastRead: { raw: string | null; words: readonly string[] } = { raw: null, words: NONE };
function snapshot(): readonly string[] {
  const raw = readRaw();
  if (raw !== lastRead.raw) lastRead = { raw, words: parseWords(raw) };
  return lastRead.words;
}

/** The server never knows the words, and neither may the hydrating render (React #418): none until hydrated. */
const serverSnapshot = (): readonly string[] => NONE;

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener); // another tab searched or cleared
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function writeRecentSearches(words: readonly string[]): void {
  try {
    if (words.length === 0) localStorage.removeItem(StorageKey.recentSearches);
    else localStorage.setItem(StorageKey.recentSearches, JSON.stringify(words));
  } catch {
    // Storage full or blocked: the list simply is not remembered.
  }
  for (const listener of listeners) listener();
}

/**
 * Recent search words in localStorage 'trsword': newest first, no repeats, at most five.
 * Read through useSyncExternalStore so the hydrating render shows none, like the server's HTML,
 * and the stored words appear right after.
 */
export function useRecentSearches() {
  const words = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const update = useCallback((change: (current: string[]) => string[]) => writeRecentSearches(change(readRecentSearches())), []);
  return {
    words,
    add: useCallback((word: string) => update((current) => addRecentSearch(current, word)), [update]),
    remove: useCallback((word: string) => update((current) => removeRecentSearch(current, word)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
