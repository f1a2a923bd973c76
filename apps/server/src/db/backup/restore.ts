import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ServerModule } from '../../core/module';
import { connect } from '../connect';
import { collectMigrations, migrateToLatest } from '../migrate';
import { countAnyTables, keyOf, listForeignKeys, listSequences, listTables, qualified, quoteIdent } from './catalog';
import { type BackupManifest, MANIFEST_FILE, manifestSchema, MEDIA_FOLDER, SECRET_FILE, type TableEntry } from './layout';
import { copyTree, isEmptyFolder } from './media-tree';

export interface RestoreOptions {
  /** The backup folder (made by takeBackup). */
  from: string;
  /** The database to restore into: empty, or wiped with force. */
  url: string;
  dataDir: string;
  /** Replace what the target holds (its tables, DATA_DIR/media, DATA_DIR/secret). */
  force: boolean;
  /** MARU_SECRET is set: the restored shop takes its secret from there, DATA_DIR/secret is not written. */
  secretFromEnv: boolean;
  modules: readonly ServerModule[];
  log?: (line: string) => void;
}

/** The restore would overwrite something, or the backup does not fit this code: nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreReport {
  tables: number;
  rows: number;
  /** Migrations of this code newer than the backup, applied after its rows were loaded. */
  upgradedBy: string[];
  mediaFiles: number;
  timingsMs: { migrate: number; load: number; media: number };
}

/**
 * Restores a backup into an empty database: the backup's own migrations build the schema
 * it was read from, its rows are loaded in one transaction (loadRows), the code's newer
 * migrations, if any, run last, as at any upgrade. Then DATA_DIR/media and the secret are
 * put back. Every refusal comes before anything is changed.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const log = options.log ?? (() => {});
  const folder = path.resolve(options.from);
  const manifest = await readManifest(folder);
  const known = collectMigrations(options.modules);
  const unknown = manifest.migrations.filter((name) => !known[name]);
  if (unknown.length) throw new RestoreRefused(`the backup was made by newer code: this code lacks its migrations ${unknown.join(', ')}; restore it with the version of Maru that made it`);
  if (manifest.media.storage === 'local' && !existsSync(path.join(folder, MEDIA_FOLDER))) throw new RestoreRefused(`${folder} has no ${MEDIA_FOLDER} folder though its manifest lists ${manifest.media.files} files: the backup is incomplete`);
  const secret = manifest.secret === 'included' ? await readFile(path.join(folder, SECRET_FILE), 'utf8') : undefined;

  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await refuseIfInUse(client);
    const tables = await countAnyTables(client);
    await refuseToOverwrite(options, manifest, { tables, secret });
    if (tables > 0) await wipe(client);
    const { rows, upgradedBy, timingsMs } = await restoreDatabase(client, options, folder, manifest, log);
    const started = Date.now();
    const mediaFiles = await restoreFiles(options, folder, manifest, secret, log);
    return { tables: manifest.tables.length, rows, upgradedBy, mediaFiles, timingsMs: { ...timingsMs, media: Date.now() - started } };
  } finally {
    await client.end();
  }
}

async function refuseToOverwrite(options: RestoreOptions, manifest: BackupManifest, target: { tables: number; secret: string | undefined }): Promise<void> {
  const conflicts: string[] = [];
  if (target.tables > 0) conflicts.push(`the database holds ${target.tables} tables`);
  const mediaDir = path.join(options.dataDir, MEDIA_FOLDER);
  if (manifest.media.storage === 'local' && !(await isEmptyFolder(mediaDir))) conflicts.push(`${mediaDir} is not empty`);
  const secretFile = path.join(options.dataDir, SECRET_FILE);
  const writesSecret = target.secret !== undefined && !options.secretFromEnv;
  if (writesSecret && existsSync(secretFile) && (await readFile(secretFile, 'utf8')).trim() !== target.secret!.trim()) conflicts.push(`${secretFile} holds another secret`);
  if (conflicts.length && !options.force) throw new RestoreRefused(`${conflicts.join('; ')}: restore into a fresh database and DATA_DIR, or add --force to replace them`);
}

async function restoreDatabase(client: pg.Client, options: RestoreOptions, folder: string, manifest: BackupManifest, log: (line: string) => void) {
  try {
    return await migrateAndLoad(client, options, folder, manifest, log);
  } catch (error) {
    // Back to an empty database, so the next try needs no --force.
    await wipe(client).catch(() => {});
    throw error;
  }
}

async function migrateAndLoad(client: pg.Client, options: RestoreOptions, folder: string, manifest: BackupManifest, log: (line: string) => void) {
  const db = connect(options.url, { max: 1 });
  try {
    let started = Date.now();
    // The schema exactly as the backup's rows were written in.
    const inBackup = new Set(manifest.migrations);
    await migrateToLatest(db, options.modules.map((module) => ({ ...module, migrations: Object.fromEntries(Object.entries(module.migrations).filter(([name]) => inBackup.has(name))) })));
    const migrate = Date.now() - started;
    log(`schema: ${manifest.migrations.length} migrations of the backup applied in ${migrate} ms`);
    started = Date.now();
    const rows = await loadRows(client, folder, manifest);
    const load = Date.now() - started;
    log(`database: ${manifest.tables.length} tables, ${rows.toLocaleString('en')} rows, ${manifest.sequences.length} sequences loaded in ${load} ms`);
    started = Date.now();
    const upgradedBy = await migrateToLatest(db, options.modules);
    if (upgradedBy.length) log(`schema: ${upgradedBy.length} newer migrations of this code applied in ${Date.now() - started} ms (${upgradedBy.join(', ')})`);
    return { rows, upgradedBy, timingsMs: { migrate, load } };
  } finally {
    await db.destroy();
  }
}

/** DATA_DIR/media and DATA_DIR/secret as they were; answers the media files copied. */
async function restoreFiles(options: RestoreOptions, folder: string, manifest: BackupManifest, secret: string | undefined, log: (line: string) => void): Promise<number> {
  let mediaFiles = 0;
  if (manifest.media.storage === 'local') {
    const started = Date.now();
    const mediaDir = path.join(options.dataDir, MEDIA_FOLDER);
    await rm(mediaDir, { recursive: true, force: true });
    const copied = await copyTree(path.join(folder, MEDIA_FOLDER), mediaDir);
    if (copied.files !== manifest.media.files) throw new Error(`the backup's media folder holds ${copied.files} files, its manifest ${manifest.media.files}`);
    mediaFiles = copied.files;
    log(`media: ${copied.files.toLocaleString('en')} files, ${(copied.bytes / 1e6).toFixed(1)} MB copied to ${mediaDir} in ${Date.now() - started} ms`);
  } else {
    log(`media: the pictures are in bucket ${manifest.media.bucket}; point S3_BUCKET at it (or at a copy restored from its versions)`);
  }
  if (secret !== undefined && !options.secretFromEnv) {
    await mkdir(options.dataDir, { recursive: true });
    await writeFile(path.join(options.dataDir, SECRET_FILE), secret, { mode: 0o600 });
  } else if (secret !== undefined) {
    log("secret: MARU_SECRET is set, so the backup's secret was not written; it must be the value the backed-up shop ran with, or pending showroom codes and guest carts stop working");
  } else if (manifest.secret === 'MARU_SECRET') {
    log('secret: the backed-up shop ran with MARU_SECRET; start the restored one with the same value');
  }
  return mediaFiles;
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new RestoreRefused(`${folder} is not a finished Maru backup (no ${MANIFEST_FILE})`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new RestoreRefused(`${path.join(folder, MANIFEST_FILE)} is not a manifest this code reads (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  return parsed.data;
}

/** A restore under a running shop would change its data under its feet. */
async function refuseIfInUse(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ sessions: number; name: string }>(
    `select count(*)::int as sessions, current_database() as name from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  const { sessions, name } = rows[0]!;
  if (sessions > 0) throw new RestoreRefused(`${sessions} other sessions are connected to database ${name}: stop the shop's servers before restoring`);
}

/** Drops every schema but PostgreSQL's own (public is made again, empty). */
async function wipe(client: pg.Client): Promise<void> {
  await client.query('rollback').catch(() => {});
  const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'`);
  for (const { name } of rows) await client.query(`drop schema ${quoteIdent(name)} cascade`);
  await client.query('create schema if not exists public');
}

/**
 * One transaction: the shop's triggers off (or the stock ledger and the audit log would record
 * the load as new writes, and the audit log's no-truncate guard would refuse the clean-out),
 * the foreign keys dropped and added again after, as pg_dump's scripts do (some form cycles:
 * exhibition ⇄ exhibition_image; and dropping them needs no superuser, unlike
 * session_replication_role), then the sequences set where they were.
 */
async function loadRows(client: pg.Client, folder: string, manifest: BackupManifest): Promise<number> {
  await client.query('begin');
  try {
    const present = await listTables(client);
    const inBackup = new Map(manifest.tables.map((table) => [keyOf(table), table]));
    const missing = manifest.tables.filter((table) => !present.some((other) => keyOf(other) === keyOf(table)));
    const absent = present.filter((table) => !inBackup.has(keyOf(table)));
    if (missing.length) throw new Error(`the backup's migrations do not make its tables ${missing.map(keyOf).join(', ')}`);
    if (absent.length) throw new Error(`the backup holds no rows for tables its migrations make: ${absent.map(keyOf).join(', ')}`);
    for (const table of present) {
      const extra = inBackup.get(keyOf(table))!.columns.filter((column) => !table.columns.includes(column));
      if (extra.length) throw new Error(`table ${keyOf(table)} has no columns ${extra.join(', ')} after the backup's migrations`);
      await client.query(`alter table ${qualified(table)} disable trigger user`);
    }
    // Added again once every row is in, which checks every reference of the backup in one pass per key.
    const foreignKeys = await listForeignKeys(client);
    for (const key of foreignKeys) await client.query(`alter table ${qualified({ schema: key.schema, name: key.table })} drop constraint ${quoteIdent(key.name)}`);
    // Migrations may write reference rows; the backup holds them as they were.
    if (present.length) await client.query(`truncate table ${present.map(qualified).join(', ')}`);
    let rows = 0;
    for (const table of present) rows += await copyTableIn(client, folder, inBackup.get(keyOf(table))!);
    const sequences = new Set((await listSequences(client)).map(keyOf));
    for (const sequence of manifest.sequences) {
      if (!sequences.delete(keyOf(sequence))) throw new Error(`sequence ${keyOf(sequence)} of the backup does not exist after its migrations`);
      await client.query('select setval($1::regclass, $2::bigint, $3)', [qualified(sequence), sequence.lastValue, sequence.isCalled]);
    }
    if (sequences.size) throw new Error(`the backup holds no value for sequences ${[...sequences].join(', ')}`);
    for (const key of foreignKeys) await client.query(`alter table ${qualified({ schema: key.schema, name: key.table })} add constraint ${quoteIdent(key.name)} ${key.definition}`);
    for (const table of present) await client.query(`alter table ${qualified(table)} enable trigger user`);
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

async function copyTableIn(client: pg.Client, folder: string, table: TableEntry): Promise<number> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const target = client.query(copyFrom(`copy ${qualified(table)} (${table.columns.map(quoteIdent).join(', ')}) from stdin`));
  try {
    await pipeline(createReadStream(path.join(folder, table.file)), createGunzip(), tap, target);
  } catch (error) {
    throw new Error(`${table.file} could not be loaded: ${(error as Error).message}`);
  }
  if (hash.digest('hex') !== table.sha256) throw new Error(`${table.file} is damaged: its rows do not match the manifest's checksum`);
  if (target.rowCount !== table.rows) throw new Error(`${table.file} loaded ${target.rowCount} rows, the manifest says ${table.rows}`);
  return target.rowCount;
}

