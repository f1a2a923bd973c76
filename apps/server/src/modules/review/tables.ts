import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

/**
 * A member's review of one order line (one review per line). body is plain text as the
 * member wrote it, cleaned of control characters (domain cleanReviewText); it is never
 * interpreted as markup. photo_count mirrors review_photo for the photo filter and sort.
 * The shop's one answer lives on the row (answer_text, answered_by, answered_at).
 */
export interface ProductReviewTable {
  review_id: Generated<number>;
  member_id: number;
  order_id: number;
  line_no: number;
  product_no: number;
  option_name: string;
  rating: number;
  body: string;
  photo_count: number;
  created_at: CreatedAt;
  /** The writer's last edit; the shop's answer does not move it. */
  updated_at: Date;
  /** The shop's answer (판매자 답글), plain text cleaned as body is; null with answered_at while there is none. */
  answer_text: string | null;
  /** The staff member who wrote or last edited the answer; null for the seeded shop's answers. */
  answered_by: number | null;
  answered_at: Date | null;
}

/** A review's photos in the member's order; the picture's key and size are copied from the upload. */
export interface ReviewPhotoTable {
  review_id: number;
  position: number;
  image_id: string;
  storage_key: string;
  width: number;
  height: number;
}

/** Which version of the seeded reviews (seed/index.ts) the database holds; one row. */
export interface ReviewSeedStateTable {
  id: number;
  version: number;
  reviews: number;
  photos_drawn: Generated<boolean>;
  seeded_at: Generated<Date>;
}

export interface ReviewTables {
  product_review: ProductReviewTable;
  review_photo: ReviewPhotoTable;
  review_seed_state: ReviewSeedStateTable;
}
