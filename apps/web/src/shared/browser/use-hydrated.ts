import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and in the browser's hydrating render, true afterwards: what only the
 * browser knows (storage, the URL's fragment) is read once the server's HTML is adopted, so
 * the first client render matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
