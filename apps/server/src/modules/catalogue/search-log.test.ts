import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { serverForTests, startTestServer } from '../../../test/harness';
import { searchLogWriter } from './search-log';

const server = serverForTests();

const entry = (keyword: string) => ({ keyword, normalized: keyword, visitorKey: 'writer-test', searchedAt: new Date() });
const logged = async (keyword: string) =>
  Number((await server.db.selectFrom('search_log').select((eb) => eb.fn.countAll<number>().as('n')).where('keyword', '=', keyword).executeTakeFirstOrThrow()).n);
const quietLog = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('searchLogWriter', () => {
  it('writes queued searches together after a short delay, or at once on flush', async () => {
    const writer = searchLogWriter(server.db, quietLog(), { delayMs: 100 });
    writer.add(entry('지연 기록'));
    writer.add(entry('지연 기록'));
    expect(await logged('지연 기록')).toBe(0);
    await expect.poll(() => logged('지연 기록')).toBe(2);

    writer.add(entry('즉시 기록'));
    await writer.flush();
    expect(await logged('즉시 기록')).toBe(1);
  });

  it('writes at once when the batch is full', async () => {
    const writer = searchLogWriter(server.db, quietLog(), { delayMs: 60_000, maxBatch: 3 });
    for (let i = 0; i < 3; i++) writer.add(entry('가득 찬 묶음'));
    await expect.poll(() => logged('가득 찬 묶음')).toBe(3);
  });

  it('logs a failed write and drops it without failing later ones', async () => {
    const log = quietLog();
    const writer = searchLogWriter(server.db, log);
    await sql`alter table search_log rename to search_log_away`.execute(server.db);
    writer.add(entry('잃어버린 검색'));
    try {
      await writer.flush();
    } finally {
      await sql`alter table search_log_away rename to search_log`.execute(server.db);
    }
    expect(log.warn).toHaveBeenCalledOnce();
    writer.add(entry('다음 검색'));
    await writer.flush();
    expect(await logged('다음 검색')).toBe(1);
    expect(await logged('잃어버린 검색')).toBe(0);
  });

  it('is flushed when the server closes, so queued searches are not lost', async () => {
    const other = await startTestServer();
    const count = async () => Number((await other.db.selectFrom('search_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const answer = await other.client().post<{ productList: unknown[] }>('/api/product/v1/search/list', { keyword: '타일', page: 1 });
    expect(answer.body.data!.productList.length).toBeGreaterThan(0);
    await other.app.close();
    const after = await count();
    await other.close();
    expect(after - before).toBe(1);
  });
});
