/** Hits of one key in its current window, and how long until that window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counts hits per key in fixed windows: a key's window starts at its first hit and ends
 * `windowMs` later, whatever happens meanwhile. Sign-in failures and every request limit
 * count through one of these (see request-limits.ts for why not @fastify/rate-limit).
 */
export interface WindowCounter {
  /** Adds one hit and answers the count including it. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count without adding to it. */
  peek(key: string): Promise<WindowCount>;
  /**
   * Takes back one hit of the key's current window, for a hit that turned out not to count
   * (a sign-in counted before its password was checked, then refused or right). Atomic like
   * `hit`; never below zero, never starts a window, and the window keeps its end.
   */
  takeBack(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export const NO_HITS: WindowCount = { count: 0, resetInMs: 0 };
