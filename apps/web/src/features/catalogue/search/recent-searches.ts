import { useCallback, useState } from 'react';
import { addRecentSearch, removeRecentSearch, StorageKey } from '@maru/domain';

/** Reads the stored words; anything unreadable (private mode, hand-edited value) counts as none. */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(StorageKey.recentSearches) ?? '[]');
    return Array.isArray(stored) ? stored.filter((word): word is string => typeof word === 'string') : [];
  } catch {
    return [];
  }
}

function writeRecentSearches(words: readonly string[]): void {
  try {
    if (words.length === 0) localStorage.removeItem(StorageKey.recentSearches);
    else localStorage.setItem(StorageKey.recentSearches, JSON.stringify(words));
  } catch {
    // Storage full or blocked: the list simply is not remembered.
  }
}

/** Recent search words in localStorage 'trsword': newest first, no repeats, at most five. */
export function useRecentSearches() {
  const [words, setWords] = useState(readRecentSearches);
  const update = useCallback((change: (current: string[]) => string[]) => {
    const next = change(readRecentSearches());
    writeRecentSearches(next);
    setWords(next);
  }, []);
  return {
    words,
    add: useCallback((word: string) => update((current) => addRecentSearch(current, word)), [update]),
    remove: useCallback((word: string) => update((current) => removeRecentSearch(current, word)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
