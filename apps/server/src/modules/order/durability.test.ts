import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';

// A paid order must survive kill -9 of server and database: PAID is committed before the
// buyer sees the answer, and a commit reaches the disk before PostgreSQL reports it. These
// are PostgreSQL's defaults, which the embedded cluster keeps (initdb and postgres are
// started without overrides); this test fails if anyone turns them off for speed.
// TEST_DATABASE_URL points at a server someone else configured, so it is not judged here.

const server = serverForTests();

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded cluster keeps commits', () => {
  it.each([
    ['fsync', 'on'],
    ['synchronous_commit', 'on'],
    ['full_page_writes', 'on'],
    ['wal_sync_method', expect.stringMatching(/^(fdatasync|fsync|open_datasync|open_sync|fsync_writethrough)$/)],
  ])('%s is %s', async (setting, expected) => {
    const { rows } = await sql<{ value: string }>`select current_setting(${setting}) as value`.execute(server.db);
    expect(rows[0]!.value).toEqual(expected);
  });
});
