import { type Kysely, sql } from 'kysely';
import { type Clock, systemClock } from '../../core/time/clock';
import type { Database } from '../../db/database';

export interface SandboxStateOptions {
  /**
   * Lifetimes are durations for their own sake (a code lives five minutes), so they run on
   * the machine's clock, as the in-memory maps did, not on the shop's clock a test may move
   * by days; a test of expiry passes a clock of its own.
   */
  clock?: Clock;
  /** Entries of this kind kept at most; past it, writes drop the ones nearest their end. */
  maxEntries?: number;
  /**
   * The bound is checked on the first write of a store and on every this-many after it: the
   * check walks `maxEntries` index entries (~30 ms at 10,000 on a busy 2-core machine), the
   * write itself ~3 ms. Between checks a kind may pass its bound by this many entries.
   */
  boundEvery?: number;
}

/** Rows a write deletes at most, so tidying never makes a sandbox call slow (more than boundEvery, so the bound holds). */
const TIDY_BATCH = 100;

/**
 * One kind of sandbox state (a provider's codes, tokens, payments) in the sandbox_state
 * table, entries expiring after `lifetimeMs`. Every server process on the database sees the
 * same entries, and they survive a restart; expiry is decided on read, and each write
 * deletes a bounded batch of its kind's expired rows (and, now and then, of those beyond
 * `maxEntries`: the shopper-facing pages that write here are open to anyone).
 */
export class SandboxState<T> {
  private readonly clock: Clock;
  private readonly maxEntries: number;
  private readonly boundEvery: number;
  private writes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: string,
    private readonly lifetimeMs: number,
    { clock = systemClock, maxEntries = 10_000, boundEvery = 64 }: SandboxStateOptions = {},
  ) {
    this.clock = clock;
    this.maxEntries = maxEntries;
    this.boundEvery = Math.min(boundEvery, TIDY_BATCH);
  }

  /** Stores the entry, replacing the key's earlier one, for a full lifetime from now. */
  async set(key: string, value: T): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('sandbox_state')
      .values({ kind: this.kind, key, value: JSON.stringify(value), expires_at: this.expiryFrom(now) })
      .onConflict((conflict) => conflict.columns(['kind', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), expires_at: eb.ref('excluded.expires_at') })))
      .execute();
    await this.tidy(now);
  }

  /**
   * Stores the entry only if no live one holds the key (an expired one is replaced), in one
   * statement, so of two processes adding the same key at once exactly one answers true.
   */
  async add(key: string, value: T): Promise<boolean> {
    const now = this.clock.now();
    const stored = await this.db
      .insertInto('sandbox_state')
      .values({ kind: this.kind, key, value: JSON.stringify(value), expires_at: this.expiryFrom(now) })
      .onConflict((conflict) =>
        conflict
          .columns(['kind', 'key'])
          .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), expires_at: eb.ref('excluded.expires_at') }))
          .where('sandbox_state.expires_at', '<=', now),
      )
      .returning('key')
      .executeTakeFirst();
    await this.tidy(now);
    return stored !== undefined;
  }

  async get(key: string): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('sandbox_state')
      .select('value')
      .where('kind', '=', this.kind)
      .where('key', '=', key)
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst();
    return row?.value as T | undefined;
  }

  /**
   * Reads and removes in one statement: an entry served once (an authorization code) is
   * served to one caller only, even to two processes asking at the same moment.
   */
  async take(key: string): Promise<T | undefined> {
    const row = await this.db
      .deleteFrom('sandbox_state')
      .where('kind', '=', this.kind)
      .where('key', '=', key)
      .where('expires_at', '>', this.clock.now())
      .returning('value')
      .executeTakeFirst();
    return row?.value as T | undefined;
  }

  /**
   * Changes a live entry under a row lock, so two processes changing one payment (two
   * partial cancels) apply one after the other; `change` answers the new value (or none,
   * to leave it) and what to answer the caller. The entry keeps its expiry. Undefined when
   * no live entry holds the key.
   */
  async update<R>(key: string, change: (current: T) => { next?: T; answer: R }): Promise<R | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sandbox_state')
        .select('value')
        .where('kind', '=', this.kind)
        .where('key', '=', key)
        .where('expires_at', '>', this.clock.now())
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      const { next, answer } = change(row.value as T);
      if (next !== undefined) {
        await trx.updateTable('sandbox_state').set({ value: JSON.stringify(next) }).where('kind', '=', this.kind).where('key', '=', key).execute();
      }
      return answer;
    });
  }

  /** Live entries whose value contains `fields` (jsonb @>), the newest first. */
  async findContaining(fields: Partial<T>, limit: number): Promise<T[]> {
    const rows = await this.db
      .selectFrom('sandbox_state')
      .select('value')
      .where('kind', '=', this.kind)
      .where('expires_at', '>', this.clock.now())
      .where(sql<boolean>`value @> ${JSON.stringify(fields)}::jsonb`)
      // Every entry of a kind lives equally long, so the latest expiry is the latest entry.
      .orderBy('expires_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.value as T);
  }

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + this.lifetimeMs);
  }

  private async tidy(now: Date): Promise<void> {
    await sql`delete from sandbox_state where kind = ${this.kind} and key in (
      select key from sandbox_state where kind = ${this.kind} and expires_at <= ${now} limit ${TIDY_BATCH})`.execute(this.db);
    if (this.writes++ % this.boundEvery !== 0) return;
    await sql`delete from sandbox_state where kind = ${this.kind} and key in (
      select key from sandbox_state where kind = ${this.kind} order by expires_at desc offset ${this.maxEntries} limit ${TIDY_BATCH})`.execute(this.db);
  }
}
