import type { ColumnType, Generated } from 'kysely';
import type { InquiryKind } from '@maru/domain';
import type { CreatedAt, UpdatedAt } from '../../db/columns';

/**
 * Both kinds of question a member asks: a 1:1 inquiry (category, title, optional order) and
 * a product question (product, public or secret). One table, so the console lists them
 * together and "unanswered first" is one index. The answer lives on the row: there is one.
 */
export interface InquiryTable {
  inquiry_id: Generated<number>;
  kind: InquiryKind;
  member_id: number;
  /** INQUIRY_CATEGORY code; 1:1 inquiries only. */
  category: string | null;
  title: string | null;
  /** Plain text as typed (normalised line breaks); shown as text, never as HTML. */
  text: string;
  order_no: string | null;
  product_no: number | null;
  secret: boolean;
  answer_text: string | null;
  answered_at: Date | null;
  answered_by: number | null;
  answer_edited_at: Date | null;
  /** When the member first opened the answer; null while it is new to them. */
  answer_read_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Set when the member's personal data was destroyed after withdrawal: a complaint record from then on, kept 3 years. */
  member_detached_at: ColumnType<Date | null, never, Date | null>;
}

/** A picture attached to a 1:1 inquiry (media module, purpose 'inquiry'), in the order the member gave. */
export interface InquiryPhotoTable {
  inquiry_id: number;
  position: number;
  image_id: string;
  storage_key: string;
  width: number;
  height: number;
}

export interface InquiryTables {
  inquiry: InquiryTable;
  inquiry_photo: InquiryPhotoTable;
}
