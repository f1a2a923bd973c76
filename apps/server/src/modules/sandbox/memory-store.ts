/**
 * Sandbox state: a bounded in-memory map whose entries expire. The sandboxes are for
 * trying the shop out, so losing their state on restart is fine.
 */
export class MemoryStore<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  set(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.lifetimeMs });
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Reads and removes: codes serve once. */
  take(key: string): T | undefined {
    const value = this.get(key);
    this.entries.delete(key);
    return value;
  }
}
