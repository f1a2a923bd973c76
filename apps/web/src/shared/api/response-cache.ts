interface Entry {
  expiresAt: number;
  value: unknown;
}

/** In-memory GET answer cache keyed by full URL; expired entries are dropped on read. */
export function createResponseCache(ttlMs: number, now: () => number) {
  const entries = new Map<string, Entry>();
  return {
    read(url: string): unknown {
      const entry = entries.get(url);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(url);
        return undefined;
      }
      return entry.value;
    },
    write(url: string, value: unknown): void {
      entries.set(url, { expiresAt: now() + ttlMs, value });
    },
    clear(): void {
      entries.clear();
    },
  };
}
