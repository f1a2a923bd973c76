import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DataChange } from './registry';

/**
 * The channel database triggers report cache changes on, as `pg_notify(channel,
 * json_build_object('topic', …, 'key', …)::text)`. PostgreSQL delivers a notification
 * only when the transaction that sent it commits, and to every listening connection,
 * so a trigger reports a change exactly when it becomes visible, to every server
 * process, whichever statement or process made it.
 */
export const DATABASE_CHANGE_CHANNEL = 'maru_cache_changes';

export interface DatabaseChangeFeedOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  onChange(change: DataChange): void;
  /** Notifications may have been missed (the connection was down): forget everything. */
  onGap(): void;
  retryMs?: number;
}

export interface DatabaseChangeFeed {
  /** Resolves once the first LISTEN is in place (or failed: the feed keeps retrying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens on its own connection (a pooled one would be handed to queries). A lost
 * connection is opened again every `retryMs`; since notifications sent meanwhile are gone,
 * the caches are emptied once it is back.
 */
export function databaseChangeFeed({ connectionString, log, onChange, onGap, retryMs = 1_000 }: DatabaseChangeFeedOptions): DatabaseChangeFeed {
  let client: pg.Client | undefined;
  let closing = false;
  let lost = false;
  let warned = false;
  let retry: NodeJS.Timeout | undefined;

  const fail = (error: unknown) => {
    if (closing) return;
    if (!warned) log.warn({ err: error }, 'Changes reported by the database reach the caches only through their TTL until it answers again');
    warned = true;
    lost = true;
    client?.removeAllListeners();
    client?.on('error', () => {});
    void client?.end().catch(() => {});
    client = undefined;
    retry ??= setTimeout(() => {
      retry = undefined;
      void open();
    }, retryMs);
  };

  const open = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', fail);
    next.on('end', () => fail(new Error('the notification connection ended')));
    next.on('notification', (message) => {
      const change = message.channel === DATABASE_CHANGE_CHANNEL ? parse(message.payload) : undefined;
      if (change) onChange(change);
    });
    try {
      await next.connect();
      await next.query(`listen ${DATABASE_CHANGE_CHANNEL}`);
    } catch (error) {
      if (client === next) fail(error);
      return;
    }
    if (closing) return;
    warned = false;
    if (lost) onGap();
    lost = false;
  };

  const ready = open();
  return {
    ready,
    async close() {
      closing = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}

function parse(payload: string | undefined): DataChange | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { topic, key } = value as Record<string, unknown>;
    if (typeof topic !== 'string' || (key !== undefined && key !== null && typeof key !== 'string')) return undefined;
    return { topic, ...(typeof key === 'string' ? { key } : {}) };
  } catch {
    return undefined;
  }
}
