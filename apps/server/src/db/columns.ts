import type { ColumnType } from 'kysely';

// The column conventions the modules' tables.ts share (a module with another convention,
// such as staff's write-once jsonb, declares its own beside its tables).

/** Set by the database's default on insert (or given), never updated. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** Defaulted on insert; a write that changes the row sets it. */
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** jsonb: written as JSON text, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
