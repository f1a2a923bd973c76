import { useEffect, useState } from 'react';
import { retryDelayMs, shouldRetry } from '@/shared/query/should-retry';

// The home page reads its data without TanStack Query, which would otherwise be part of its
// first download. This keeps what the page relied on: one request per key at a time, answers
// reused while fresh, and a stale answer shown while the fresh one is on its way.

interface Entry {
  promise: Promise<unknown>;
  value?: unknown;
  settledAt?: number;
}

const entries = new Map<string, Entry>();

/** The answer for key: the running or fresh request, else a new one. A failure is not kept. */
export function cachedRequest<T>(key: string, maxAgeMs: number, load: () => Promise<T>): Promise<T> {
  const current = entries.get(key);
  if (current && (current.settledAt === undefined || Date.now() - current.settledAt < maxAgeMs)) return current.promise as Promise<T>;
  const entry: Entry = { promise: load(), value: current?.value, settledAt: undefined };
  entries.set(key, entry);
  entry.promise.then(
    (value) => {
      entry.value = value;
      entry.settledAt = Date.now();
    },
    () => {
      if (entries.get(key) !== entry) return;
      // Keep the last good answer on screen; the next visit asks again.
      if (current?.settledAt !== undefined) entries.set(key, current);
      else entries.delete(key);
    },
  );
  return entry.promise as Promise<T>;
}

/** The last answer for key, fresh or stale, without asking again. */
export function cachedValue<T>(key: string): T | undefined {
  return entries.get(key)?.value as T | undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs load again after network trouble, time-outs and 5xx, as the app's query client does. */
export async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await load();
    } catch (error) {
      if (!shouldRetry(failures, error)) throw error;
      await wait(retryDelayMs(failures));
    }
  }
}

/**
 * What a promise settled to: undefined while it runs, then its value (undefined again after
 * a failure). `known` is shown meanwhile, e.g. a cached answer, so a revisit does not flash.
 */
export function useSettled<T>(promise: Promise<T>, known: T | undefined): { data: T | undefined; pending: boolean } {
  const [settled, setSettled] = useState<{ promise: Promise<T>; data: T | undefined } | null>(null);
  useEffect(() => {
    let live = true;
    promise.then(
      (data) => live && setSettled({ promise, data }),
      () => live && setSettled({ promise, data: undefined }),
    );
    return () => {
      live = false;
    };
  }, [promise]);
  if (settled?.promise === promise) return { data: settled.data, pending: false };
  return { data: known, pending: known === undefined };
}
