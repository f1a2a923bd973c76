import type { ColumnType, Generated } from 'kysely';
import type { ExhibitionBlockKind, PublicationState } from '@maru/domain';
import type { CreatedAt } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ExhibitionTable {
  exhibition_no: Generated<number>;
  title: string;
  summary: string;
  /** A seeded cover's pictures under /media/exhibitions/ (see images.ts); null when the cover is an upload. */
  cover_key: string | null;
  /** The uploaded cover (exhibition_image), set by the console. */
  cover_image_id: ColumnType<number | null, number | null | undefined, number | null>;
  cover_alt: string;
  /** The period, UTC; the end is exclusive. It is also the publication schedule. */
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** Drafts are hidden from shoppers (no list, no page, no bookmark) except in the console's preview. */
  state: ColumnType<PublicationState, PublicationState | undefined, PublicationState>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ExhibitionBlockTable {
  exhibition_no: number;
  /** The editor's order, from 1. */
  position: number;
  kind: ExhibitionBlockKind;
  /** The kind's content (see block-content.ts); read through a schema, a malformed block is skipped. */
  content: ColumnType<unknown, string, string>;
}

/** A picture uploaded in the console (media pipeline, WebP 320/640/1280 under storage_key). */
export interface ExhibitionImageTable {
  image_id: Generated<number>;
  /** The exhibition whose save named it; null until then. */
  exhibition_no: ColumnType<number | null, number | null | undefined, number | null>;
  storage_key: string;
  width: number;
  height: number;
  created_at: CreatedAt;
}

export interface ExhibitionTables {
  exhibition: ExhibitionTable;
  exhibition_block: ExhibitionBlockTable;
  exhibition_image: ExhibitionImageTable;
}
