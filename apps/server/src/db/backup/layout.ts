import path from 'node:path';
import { z } from 'zod';

/**
 * A backup is one folder (docs/backup-restore.md):
 *   manifest.json                 what is inside, written last: a folder without it is unfinished
 *   tables/<schema>.<table>.copy.gz  each table's rows as PostgreSQL's COPY text, gzipped
 *   media/                        DATA_DIR/media as it was (hard links kept), when storage is local
 *   secret                        DATA_DIR/secret, when MARU_SECRET was not set
 * COPY's text format reads the same on PostgreSQL 15 and 17, so a backup of the embedded
 * server restores into CI's and back.
 */
export const BACKUP_FORMAT = 'maru-backup/1';
export const MANIFEST_FILE = 'manifest.json';
export const MEDIA_FOLDER = 'media';
export const SECRET_FILE = 'secret';

export const tableFileOf = (table: { schema: string; name: string }) => path.join('tables', `${table.schema}.${table.name}.copy.gz`);

/**
 * pg-boss's schema is left out on purpose: every job in it is derived from the shop's own rows
 * or made again by the next start (cron rounds are re-scheduled, and the order sweep expires
 * any overdue hold whose per-order job was not restored), its tables belong to the pg-boss
 * version that installed them, and a job that was active at backup time would run twice.
 */
export const SCHEMAS_LEFT_OUT = ['pgboss'] as const;
/** The migrator's own tables: the restore rebuilds them by running the same migrations. */
export const TABLES_LEFT_OUT = ['maru_migration', 'maru_migration_lock'] as const;

const tableEntry = z.object({
  schema: z.string(),
  name: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.number().int().nonnegative(),
  file: z.string(),
  /** Of the COPY text before compression, checked again while it is loaded. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
});

const sequenceEntry = z.object({
  schema: z.string(),
  name: z.string(),
  /** Text: a bigint. */
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});

const media = z.discriminatedUnion('storage', [
  z.object({ storage: z.literal('local'), folder: z.literal(MEDIA_FOLDER), files: z.number().int(), links: z.number().int(), bytes: z.number().int() }),
  z.object({ storage: z.literal('s3'), bucket: z.string(), region: z.string(), endpoint: z.string().optional(), note: z.string() }),
]);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  source: z.object({ database: z.string(), serverVersion: z.string(), embedded: z.boolean() }),
  /** Names of the migrations applied when the backup was taken, sorted. */
  migrations: z.array(z.string()),
  tables: z.array(tableEntry),
  sequences: z.array(sequenceEntry),
  media,
  /** DATA_DIR/secret copied; or the shop's secret is MARU_SECRET (kept by whoever keeps the environment); or there was none. */
  secret: z.enum(['included', 'MARU_SECRET', 'none']),
  leftOut: z.array(z.string()),
  timingsMs: z.object({ database: z.number(), media: z.number() }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableEntry>;
export type SequenceEntry = z.infer<typeof sequenceEntry>;
