import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { insertSearchLog, type SearchLogEntry } from './queries';

export interface SearchLogWriter {
  /** Queues one search; it is written within `delayMs`, with others of the moment. */
  add: (entry: SearchLogEntry) => void;
  /** Writes what is queued; resolves when every earlier write has ended. */
  flush: () => Promise<void>;
}

/**
 * The search log only feeds the popular keywords, so a shopper's search does not wait
 * for its row: searches are queued and written in batches, one statement per batch,
 * off the request. A failed write is logged and dropped; losing a few counted searches
 * is harmless, failing a search for them is not. Flush on close so none are lost then.
 */
export function searchLogWriter(db: Kysely<Database>, log: FastifyBaseLogger, { delayMs = 200, maxBatch = 500 } = {}): SearchLogWriter {
  let queued: SearchLogEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const batch = queued;
    queued = [];
    if (batch.length) {
      writing = writing.then(() =>
        insertSearchLog(db, batch).catch((error: unknown) => log.warn({ err: error, searches: batch.length }, 'searches not recorded')),
      );
    }
    return writing;
  };

  return {
    add(entry) {
      queued.push(entry);
      if (queued.length >= maxBatch) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), delayMs);
        // A queued write must not keep a stopping process alive; close flushes it.
        timer.unref();
      }
    },
    flush,
  };
}
