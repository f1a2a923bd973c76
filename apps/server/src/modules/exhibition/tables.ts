import type { ColumnType, Generated } from 'kysely';
import type { ExhibitionBlockKind } from '@maru/domain';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ExhibitionTable {
  exhibition_no: Generated<number>;
  title: string;
  summary: string;
  /** Names the cover pictures under /media/exhibitions/ (see images.ts). */
  cover_key: string;
  cover_alt: string;
  /** The period, UTC; the end is exclusive. */
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** Drafts are hidden from shoppers (no list, no page, no bookmark). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ExhibitionBlockTable {
  exhibition_no: number;
  /** The editor's order, from 1. */
  position: number;
  kind: ExhibitionBlockKind;
  /** The kind's content (see block-content.ts); read through a schema, a malformed block is skipped. */
  content: ColumnType<unknown, string, string>;
}

export interface ExhibitionTables {
  exhibition: ExhibitionTable;
  exhibition_block: ExhibitionBlockTable;
}
