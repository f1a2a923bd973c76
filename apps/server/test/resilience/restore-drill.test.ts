import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BackupManifest, MANIFEST_FILE } from '../../src/db/backup/layout';
import { restoreBackup, RestoreRefused } from '../../src/db/backup/restore';
import { freePort } from '../../src/db/embedded';
import { modules } from '../../src/modules';
import { asJpegName, buyNowSheet, freshOptions, jpegWithGps, paidOrder, place, signIn, startOrderServer, uploadFiles, verifiedMember } from '../factories';
import { withDatabase } from '../global-setup';
import type { TestServer } from '../harness';
import { HttpClient } from '../http-client';
import { type ServerProcess, spawnServer } from '../server-process';

// The restore drill (issue 29): a shop with a member, a paid order and an uploaded picture is
// backed up while it runs (`npm run backup`), restored into a new database and a new DATA_DIR
// (`npm run restore`), and a real server started on the copy serves that member, that order
// and that picture. Every table's row count and every sequence must match the original; a new
// order after the restore must get a number after the old one's (a sequence left at its start
// would hand out a number already taken).

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const cli = (name: 'backup' | 'restore') => path.join(SERVER_DIR, `src/db/backup/${name}-cli.ts`);
const START_LIMIT_MS = 150_000;

interface CommandResult {
  code: number | null;
  output: string;
}

/**
 * A command as `npm run backup` / `npm run restore` runs it: from the server's workspace, with
 * INIT_CWD the folder it was typed in (a relative path on the command line is taken from there).
 */
function runCommand(name: 'backup' | 'restore', args: string[], env: Record<string, string>, typedIn: string): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli(name), ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', MARU_SECRET: '', S3_BUCKET: '', ...env, INIT_CWD: typedIn },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * Rows of every table (found by information_schema, not by the backup's own catalogue code,
 * so a table the backup misses shows here) and every sequence's value. pg-boss's schema is
 * left out of backups on purpose (see db/backup/layout.ts).
 */
async function census(url: string): Promise<{ rows: Record<string, number>; sequences: Record<string, string> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'pgboss') order by 1, 2`,
    );
    const rows: Record<string, number> = {};
    for (const { schema, name } of tables) {
      const { rows: counted } = await client.query<{ n: number }>(`select count(*)::int as n from ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`);
      rows[`${schema}.${name}`] = counted[0]!.n;
    }
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences where schemaname <> 'pgboss' order by 1`,
    );
    return { rows, sequences: Object.fromEntries(sequences.map((sequence) => [sequence.name, sequence.value ?? 'never used'])) };
  } finally {
    await client.end();
  }
}

async function untilReady(server: ServerProcess, port: number): Promise<void> {
  const since = Date.now();
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() - since < START_LIMIT_MS) {
    if (ended) throw new Error(`the restored shop ended while starting:\n${server.output()}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then((answer) => answer.status, () => 0);
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`the restored shop was not ready within ${START_LIMIT_MS} ms:\n${server.output()}`);
}

async function pictureBytes(baseUrl: string, url: string): Promise<{ status: number; bytes: Buffer }> {
  const answer = await fetch(`${baseUrl}${url}`);
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
}

describe('restore drill: a backup restored into a fresh database and DATA_DIR', () => {
  const adminUrl = inject('adminUrl');
  const workDir = mkdtempSync(path.join(tmpdir(), 'maru-drill-'));
  const restoredDir = path.join(workDir, 'restored-data');
  const restoredDatabase = `maru_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const restoredUrl = withDatabase(adminUrl, restoredDatabase);
  const spareDatabases: string[] = [];
  let admin: pg.Client;
  let source: TestServer;
  let shop: ServerProcess | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${restoredDatabase}`);
    source = await startOrderServer();
  });

  afterAll(async () => {
    if (shop && shop.child.exitCode === null && shop.child.signalCode === null) {
      shop.child.kill('SIGTERM');
      await Promise.race([shop.exited, sleep(20_000)]);
    }
    await source?.close();
    for (const database of [restoredDatabase, ...spareDatabases]) await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps the member, the order, the picture, every table\'s rows and every sequence; refuses to restore over it', { timeout: 300_000 }, async () => {
    // The shop before: a member with a paid order and an uploaded picture in DATA_DIR/media.
    const member = await verifiedMember(source);
    const [bought, laterBought] = await freshOptions(source, 2, 10);
    const order = await paidOrder(member.client, [bought!]);
    const upload = await uploadFiles(member.client, [asJpegName(await jpegWithGps())]);
    expect(upload.status).toBe(200);
    const picture = upload.body.data!.images[0]!;
    const before = await pictureBytes(source.url, picture.url);
    expect(before.status).toBe(200);
    const { rows: named } = await sql<{ name: string }>`select current_database() as name`.execute(source.db);
    const sourceUrl = withDatabase(adminUrl, named[0]!.name);
    const original = await census(sourceUrl);

    // Backed up while the shop runs; --out is taken from where the command was typed.
    const backedUp = await runCommand('backup', ['--out', 'drill-backup'], { DATABASE_URL: sourceUrl, DATA_DIR: source.config.dataDir }, workDir);
    expect(backedUp.output).toContain('backup written to');
    expect(backedUp.code).toBe(0);
    const backup = path.join(workDir, 'drill-backup');
    const manifest = JSON.parse(readFileSync(path.join(backup, MANIFEST_FILE), 'utf8')) as BackupManifest;
    expect(manifest.media).toMatchObject({ storage: 'local' });
    expect(manifest.secret).toBe('included');

    const restored = await runCommand('restore', ['drill-backup'], { DATABASE_URL: restoredUrl, DATA_DIR: restoredDir }, workDir);
    expect(restored.output).toContain('restored');
    expect(restored.code).toBe(0);
    const copy = await census(restoredUrl);
    expect(copy.rows).toEqual(original.rows);
    expect(copy.sequences).toEqual(original.sequences);
    expect(readFileSync(path.join(restoredDir, 'secret'), 'utf8')).toBe(readFileSync(path.join(source.config.dataDir, 'secret'), 'utf8'));

    // A second restore would overwrite the first: refused, and nothing changes.
    const again = await runCommand('restore', ['drill-backup'], { DATABASE_URL: restoredUrl, DATA_DIR: restoredDir }, workDir);
    expect(again.code).toBe(1);
    expect(again.output).toContain('--force');
    expect((await census(restoredUrl)).rows).toEqual(original.rows);

    // The shop started on the copy, as `npm start` starts it.
    const port = await freePort();
    shop = spawnServer({
      NODE_ENV: 'development', DATA_DIR: restoredDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: restoredUrl,
      MARU_SECRET: '', S3_BUCKET: '', MARU_REDIS_PREFIX: `test:${restoredDatabase}:`, MARU_SEED_PRODUCTS: '400', MARU_SEED_IMAGES: 'false', MARU_JOBS_FIRST_RUN_MS: '600000',
    });
    await untilReady(shop, port);
    const shopUrl = `http://127.0.0.1:${port}`;
    const browser = new HttpClient(shopUrl);
    expect((await signIn(browser, member.email)).body.code).toBe(0);
    const detail = await browser.get<{ orderNo: string }>(`/api/order/v1/${order.orderNo}/detail`);
    expect(detail.body).toMatchObject({ code: 0, data: { orderNo: order.orderNo } });
    const after = await pictureBytes(shopUrl, picture.url);
    expect(after.status).toBe(200);
    expect(after.bytes.equals(before.bytes)).toBe(true);

    // The sequences go on from where they were: the next order's number follows the old one's.
    const sheet = await buyNowSheet(browser, laterBought!);
    const next = await place(browser, sheet.sheetNo);
    expect(next.orderNo).not.toBe(order.orderNo);
    expect(Number(next.orderNo.slice(-6))).toBeGreaterThan(Number(order.orderNo.slice(-6)));
  });

  it('refuses a backup made by newer code and a database in use, leaves a database that failed to load empty, and --force replaces one', { timeout: 120_000 }, async () => {
    const backup = path.join(workDir, 'drill-backup');
    expect(existsSync(backup), 'the drill above writes the backup').toBe(true);
    const database = `maru_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    spareDatabases.push(database);
    await admin.query(`create database ${database}`);
    const target = { url: withDatabase(adminUrl, database), dataDir: path.join(workDir, 'spare-data'), force: false, secretFromEnv: false, modules };

    const newer = path.join(workDir, 'newer-backup');
    cpSync(backup, newer, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(newer, MANIFEST_FILE), 'utf8')) as BackupManifest;
    writeFileSync(path.join(newer, MANIFEST_FILE), JSON.stringify({ ...manifest, migrations: [...manifest.migrations, '2099010100_from_the_future'] }));
    await expect(restoreBackup({ ...target, from: newer })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ ...target, from: newer })).rejects.toThrow(/2099010100_from_the_future/);

    // One table's rows changed behind the manifest's back: the load is rolled back and the schema dropped.
    const damaged = path.join(workDir, 'damaged-backup');
    cpSync(backup, damaged, { recursive: true });
    const member = manifest.tables.find((table) => table.name === 'member')!;
    const other = manifest.tables.find((table) => table.name !== 'member' && table.rows > 0)!;
    cpSync(path.join(damaged, other.file), path.join(damaged, member.file));
    await expect(restoreBackup({ ...target, from: damaged })).rejects.toThrow(/member/);
    const left = await census(target.url);
    expect(left.rows).toEqual({});

    // --force replaces a restored shop's data, but never under a running shop (the drill's is still up).
    await expect(restoreBackup({ ...target, url: restoredUrl, dataDir: restoredDir, force: true, from: backup })).rejects.toThrow(/other sessions are connected/);
    await restoreBackup({ ...target, from: backup });
    await restoreBackup({ ...target, from: backup, force: true });
    const forced = await census(target.url);
    for (const table of manifest.tables) expect(forced.rows[`${table.schema}.${table.name}`], table.name).toBe(table.rows);
  });
});
