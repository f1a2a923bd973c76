import type { StylingSpace, StylingStyle } from '@maru/domain';
import type { ColumnType, Generated } from 'kysely';

/**
 * A styling page: a photographed room. Shoppers see it from published_at on; a page
 * without one is a draft. story is plain-text paragraphs, never markup.
 */
export interface StylingPageTable {
  styling_no: Generated<number>;
  title: string;
  summary: string;
  space: StylingSpace;
  style: StylingStyle;
  story: string[];
  published_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The page's photos in order; position 0 is the cover. Files are /media/styling/<no>/<position>-<width>.webp. */
export interface StylingPhotoTable {
  styling_no: number;
  position: number;
  caption: string;
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
}
