import type pg from 'pg';
import { SCHEMAS_LEFT_OUT, TABLES_LEFT_OUT } from './layout';

// What a backup reads and a restore writes, found in PostgreSQL's catalogue rather than listed
// by hand, so a table a new migration adds is backed up with no change here.

export interface TableInfo {
  schema: string;
  name: string;
  /** Stored columns in their order; generated ones are left out (PostgreSQL computes them). */
  columns: string[];
}

export interface SequenceInfo {
  schema: string;
  name: string;
}

/** Identifiers cannot be query parameters (COPY takes none at all); these come from the catalogue, quoted. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export const qualified = (item: { schema: string; name: string }) => `${quoteIdent(item.schema)}.${quoteIdent(item.name)}`;
export const keyOf = (item: { schema: string; name: string }) => `${item.schema}.${item.name}`;

/** The schemas that hold the shop's data: not PostgreSQL's own, not pg-boss's. */
const USER_SCHEMA = `n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema' and n.nspname <> all($1::text[])`;

export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and c.relpersistence <> 't' and ${USER_SCHEMA} and not (n.nspname = 'public' and c.relname = any($2::text[]))
     order by n.nspname, c.relname`,
    [SCHEMAS_LEFT_OUT, TABLES_LEFT_OUT],
  );
  return rows;
}

export async function listSequences(client: pg.ClientBase): Promise<SequenceInfo[]> {
  const { rows } = await client.query<SequenceInfo>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and ${USER_SCHEMA} order by n.nspname, c.relname`,
    [SCHEMAS_LEFT_OUT],
  );
  return rows;
}

/** Every table of every schema the shop may use, pg-boss's and the migrator's included: "is this database empty?". */
export async function countAnyTables(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ tables: number }>(
    `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`,
  );
  return rows[0]!.tables;
}

export interface ForeignKey {
  schema: string;
  /** The table it belongs to. */
  table: string;
  name: string;
  /** As pg_get_constraintdef writes it: FOREIGN KEY (…) REFERENCES …. */
  definition: string;
}

export async function listForeignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select n.nspname as schema, t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
     where c.contype = 'f' and ${USER_SCHEMA} order by n.nspname, t.relname, c.conname`,
    [SCHEMAS_LEFT_OUT],
  );
  return rows;
}
