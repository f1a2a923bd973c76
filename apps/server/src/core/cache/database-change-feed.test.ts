import pino from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DATABASE_CHANGE_CHANNEL, databaseChangeFeed } from './database-change-feed';
import type { DataChange } from './registry';

// The feed on the test run's own PostgreSQL (the template's server): notifications sent by
// one connection, heard by the feed's, and a lost connection opened again with a gap reported.

let sender: pg.Client;
beforeAll(async () => {
  sender = new pg.Client({ connectionString: inject('adminUrl') });
  await sender.connect();
});
afterAll(() => sender.end());

const notifyChange = (payload: string) => sender.query('select pg_notify($1, $2)', [DATABASE_CHANGE_CHANNEL, payload]);

function openFeed() {
  const changes: DataChange[] = [];
  let gaps = 0;
  const feed = databaseChangeFeed({
    connectionString: inject('adminUrl'),
    log: pino({ level: 'silent' }),
    onChange: (change) => changes.push(change),
    onGap: () => (gaps += 1),
    retryMs: 50,
  });
  return { feed, changes, gaps: () => gaps };
}

describe('the database change feed', () => {
  it('hears changes sent on its channel, with or without a key, and ignores what it cannot read', async () => {
    const { feed, changes } = openFeed();
    try {
      await feed.ready;
      await notifyChange(JSON.stringify({ topic: 'catalogue.product', key: '1000001' }));
      await notifyChange('not json');
      await notifyChange(JSON.stringify({ topic: 7 }));
      await notifyChange(JSON.stringify({ topic: 'catalogue.category' }));
      await expect.poll(() => changes.length).toBe(2);
      expect(changes).toEqual([{ topic: 'catalogue.product', key: '1000001' }, { topic: 'catalogue.category' }]);
    } finally {
      await feed.close();
    }
  });

  it('hears nothing a transaction sent until it commits, and nothing of one rolled back', async () => {
    const { feed, changes } = openFeed();
    try {
      await feed.ready;
      await sender.query('begin');
      await notifyChange(JSON.stringify({ topic: 'rolled.back' }));
      await sender.query('rollback');
      await sender.query('begin');
      await notifyChange(JSON.stringify({ topic: 'committed' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(changes).toEqual([]);
      await sender.query('commit');
      await expect.poll(() => changes.map((change) => change.topic)).toEqual(['committed']);
    } finally {
      await feed.close();
    }
  });

  it('listens again after its connection is cut, and reports the gap so the caches are emptied', async () => {
    const { feed, changes, gaps } = openFeed();
    try {
      await feed.ready;
      // Test servers listen on databases of their own; this feed is the one on the admin database.
      const listeners = await sender.query<{ pid: number }>('select pid from pg_stat_activity where query = $1 and datname = current_database() and pid <> pg_backend_pid()', [`listen ${DATABASE_CHANGE_CHANNEL}`]);
      expect(listeners.rows.length).toBeGreaterThan(0);
      await sender.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [listeners.rows.map((row) => row.pid)]);
      await expect.poll(gaps, { timeout: 3_000 }).toBe(1);
      await notifyChange(JSON.stringify({ topic: 'after.gap' }));
      await expect.poll(() => changes.map((change) => change.topic)).toContain('after.gap');
    } finally {
      await feed.close();
    }
  });
});
