import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

/**
 * A member's review of one order line (one review per line). body is plain text as the
 * member wrote it, cleaned of control characters (domain cleanReviewText); it is never
 * interpreted as markup. photo_count mirrors review_photo for the photo filter and sort.
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
  updated_at: Date;
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

export interface ReviewTables {
  product_review: ProductReviewTable;
  review_photo: ReviewPhotoTable;
}
