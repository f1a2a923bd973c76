import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { listSequences, listTables, qualified, quoteIdent, type TableInfo } from './catalog';
import { type BackupManifest, MANIFEST_FILE, MEDIA_FOLDER, SCHEMAS_LEFT_OUT, SECRET_FILE, tableFileOf, type TableEntry, TABLES_LEFT_OUT } from './layout';
import { copyTree } from './media-tree';

export interface BackupOptions {
  /** The shop's database. */
  url: string;
  embedded: boolean;
  dataDir: string;
  /** With S3_BUCKET the pictures are the bucket's: it is named in the manifest, not copied. */
  bucket: { bucket: string; region: string; endpoint?: string } | undefined;
  /** MARU_SECRET is set, so DATA_DIR/secret is not the shop's secret. */
  secretFromEnv: boolean;
  /** The backup folder to create; it must not exist. */
  out: string;
  log?: (line: string) => void;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * A logical backup read by the shop's own code, so it needs no pg_dump of the server's major
 * version (the embedded PostgreSQL 17 ships none, and Debian's pg_dump 15 refuses a 17
 * server). All tables are read in one REPEATABLE READ, READ ONLY transaction: one snapshot,
 * as if the shop had stopped for an instant, while it goes on serving. The folder is written
 * as `<out>.partial` and renamed when complete.
 */
export async function takeBackup(options: BackupOptions): Promise<{ folder: string; manifest: BackupManifest }> {
  const log = options.log ?? (() => {});
  const out = path.resolve(options.out);
  if (existsSync(out)) throw new BackupError(`${out} already exists; name a new folder with --out`);
  const partial = `${out}.partial`;
  await rm(partial, { recursive: true, force: true });
  // Members' personal data and password hashes: readable by this user only.
  await mkdir(path.join(partial, 'tables'), { recursive: true, mode: 0o700 });
  await chmod(partial, 0o700);
  try {
    const databaseStarted = Date.now();
    const database = await backUpDatabase(options.url, partial);
    const databaseMs = Date.now() - databaseStarted;
    const rows = database.tables.reduce((sum, table) => sum + table.rows, 0);
    log(`database: ${database.tables.length} tables, ${rows.toLocaleString('en')} rows, ${database.sequences.length} sequences in ${databaseMs} ms`);

    const mediaStarted = Date.now();
    let media: BackupManifest['media'];
    if (options.bucket) {
      const { bucket, region, endpoint } = options.bucket;
      media = { storage: 's3', bucket, region, ...(endpoint ? { endpoint } : {}), note: 'pictures are kept by the bucket itself: back it up with its own versioning or replication' };
      log(`media: in bucket ${bucket}, not copied (the bucket's versioning or replication keeps it)`);
    } else {
      const from = path.join(options.dataDir, MEDIA_FOLDER);
      const figures = await copyTree(from, path.join(partial, MEDIA_FOLDER));
      media = { storage: 'local', folder: MEDIA_FOLDER, ...figures };
      log(`media: ${figures.files.toLocaleString('en')} files (${figures.links.toLocaleString('en')} of them hard links), ${(figures.bytes / 1e6).toFixed(1)} MB in ${Date.now() - mediaStarted} ms`);
    }
    const mediaMs = Date.now() - mediaStarted;

    const secretFile = path.join(options.dataDir, SECRET_FILE);
    let secret: BackupManifest['secret'] = 'MARU_SECRET';
    if (!options.secretFromEnv && existsSync(secretFile)) {
      await copyFile(secretFile, path.join(partial, SECRET_FILE));
      await chmod(path.join(partial, SECRET_FILE), 0o600);
      secret = 'included';
    } else if (!options.secretFromEnv) {
      secret = 'none';
      log(`secret: ${secretFile} does not exist (set MARU_SECRET for the backup if the shop runs with it)`);
    }

    const manifest: BackupManifest = {
      format: 'maru-backup/1',
      createdAt: new Date().toISOString(),
      source: { database: database.name, serverVersion: database.serverVersion, embedded: options.embedded },
      migrations: database.migrations,
      tables: database.tables,
      sequences: database.sequences,
      media,
      secret,
      leftOut: [...SCHEMAS_LEFT_OUT.map((schema) => `schema ${schema}`), ...TABLES_LEFT_OUT.map((table) => `table ${table}`)],
      timingsMs: { database: databaseMs, media: mediaMs },
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, out);
    return { folder: out, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

interface DatabaseCopy {
  name: string;
  serverVersion: string;
  migrations: string[];
  tables: TableEntry[];
  sequences: BackupManifest['sequences'];
}

async function backUpDatabase(url: string, folder: string): Promise<DatabaseCopy> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows: about } = await client.query<{ name: string; version: string }>(`select current_database() as name, current_setting('server_version') as version`);
    const migrated = await client.query<{ exists: boolean }>(`select to_regclass('public.maru_migration') is not null as exists`);
    if (!migrated.rows[0]!.exists) throw new BackupError(`database ${about[0]!.name} has no maru_migration table: it is not a Maru shop's database (or the shop never started on it)`);
    const { rows: migrations } = await client.query<{ name: string }>('select name from maru_migration order by name');
    const tables: TableEntry[] = [];
    for (const table of await listTables(client)) tables.push(await copyTableOut(client, table, folder));
    // Read after the rows: a sequence is outside the snapshot and only grows, so its value now
    // is at least every value the copied rows hold.
    const sequences: BackupManifest['sequences'] = [];
    for (const sequence of await listSequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${qualified(sequence)}`);
      sequences.push({ ...sequence, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    await client.query('commit');
    return { name: about[0]!.name, serverVersion: about[0]!.version, migrations: migrations.map((row) => row.name), tables, sequences };
  } finally {
    await client.end();
  }
}

async function copyTableOut(client: pg.Client, table: TableInfo, folder: string): Promise<TableEntry> {
  const file = tableFileOf(table);
  const hash = createHash('sha256');
  let bytes = 0;
  let rows = 0;
  // The rows are counted here, not read from the stream's rowCount: pg-copy-streams ends the
  // stream at CopyDone, before PostgreSQL's "COPY n" arrives, and an early read gave 0 for a
  // table of 9,066 rows. In COPY's text format every row ends in a newline, and a newline
  // inside a value is written as \n, so the newlines are the rows.
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
      done(null, chunk);
    },
  });
  const copy = client.query(copyTo(`copy ${qualified(table)} (${table.columns.map(quoteIdent).join(', ')}) to stdout`));
  await pipeline(copy, tap, createGzip({ level: 6 }), createWriteStream(path.join(folder, file), { mode: 0o600 }));
  return { schema: table.schema, name: table.name, columns: table.columns, rows, file, sha256: hash.digest('hex'), bytes };
}
