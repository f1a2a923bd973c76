import type { PublicationState, StylingSpace, StylingStyle } from '@maru/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

/**
 * A styling page: a photographed room. Shoppers see a published one from published_at on
 * until ends_at (exclusive); a page without published_at, or in the DRAFT state, is a draft.
 * story is plain-text paragraphs, never markup.
 */
export interface StylingPageTable {
  styling_no: Generated<number>;
  title: string;
  summary: string;
  space: StylingSpace;
  style: StylingStyle;
  story: string[];
  published_at: Date | null;
  state: ColumnType<PublicationState, PublicationState | undefined, PublicationState>;
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Set by the console's saves: the seed leaves such a room as the editor left it. */
  edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The page's photos in order; position 0 is the cover. Files are /media/styling/<no>/<position>-<width>.webp. */
export interface StylingPhotoTable {
  styling_no: number;
  position: number;
  caption: string;
  /** An upload of the console (styling_image); null: the seeded drawing at the path above. */
  image_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A photo uploaded in the console (media pipeline, WebP 320/640/1280 under storage_key). */
export interface StylingImageTable {
  image_id: Generated<number>;
  /** The room whose save named it; null until then. */
  styling_no: ColumnType<number | null, number | null | undefined, number | null>;
  storage_key: string;
  width: number;
  height: number;
  created_at: CreatedAt;
}

/** A product tagged on a photo, at x% and y% of the photo, so it stays on its spot at every width. */
export interface StylingHotspotTable {
  styling_no: number;
  hotspot_no: number;
  position: number;
  product_no: number;
  x: number;
  y: number;
}

export interface StylingTables {
  styling_page: StylingPageTable;
  styling_photo: StylingPhotoTable;
  styling_hotspot: StylingHotspotTable;
  styling_image: StylingImageTable;
}
