import type { ColumnType, Generated } from 'kysely';

/** jsonb: pg parses it on the way out; it goes in as JSON text. */
export type JsonColumn = ColumnType<unknown, string, string>;

export interface BannerTable {
  banner_seq: number;
  /** 'TOP' is the only placement the shop has; the column keeps room for others. */
  banner_type: string;
  /** HTML, sanitised by the seed (see html/sanitize.ts). */
  contents: string;
  banner_link: string | null;
  target_blank_yn: 'Y' | 'N';
  /** Text and close-button colour; null falls back to BannerDefaults.textColor. */
  banner_color: string | null;
  /** Null falls back to BannerDefaults.bgColor. */
  bg_color: string | null;
  close_period: string;
  close_yn: 'Y' | 'N';
  display_start: Date;
  display_end: Date;
  sort_order: number;
  created_at: Generated<Date>;
}

export interface BannerConditionGroupTable {
  banner_seq: number;
  group_no: number;
}

export interface BannerConditionTable {
  banner_seq: number;
  group_no: number;
  condition_no: number;
  inc_type: 'INCLUDE' | 'EXCLUDE';
  parameter_type: string;
  compare_type: 'SAME' | 'INCLUDE';
  parameter_val: string;
}

export interface NoticeTable {
  notice_no: number;
  title: string;
  body_html: string;
  pinned: boolean;
  published_at: Date;
}

export interface FaqCategoryTable {
  code: string;
  name: string;
  sort_order: number;
}

export interface FaqTable {
  faq_no: number;
  category_code: string;
  question: string;
  answer_html: string;
  /** Generated from answer_html without tags, so a keyword never matches markup. */
  answer_text: ColumnType<string, never, never>;
  sort_order: number;
}

export interface PolicyTable {
  /** The /policy/{type} route type: terms, privacy, guest-terms, … */
  type: string;
  group_code: string;
  doc_id: string;
  /** The page title shoppers read, e.g. 이용약관. */
  name: string;
  /** The spec's entry title: the effective date as '23/06/23'. */
  title: string;
  version: string;
  content: string;
  /** [{anchor, title}] in document order. */
  headings: JsonColumn;
  effective_date: ColumnType<Date, string, string>;
  sort_order: number;
}

export interface EditorialBlockTable {
  /** e.g. home.heroSlides, about.brand */
  block_key: string;
  body: JsonColumn;
  updated_at: Generated<Date>;
}

export interface ContentTables {
  banner: BannerTable;
  banner_condition_group: BannerConditionGroupTable;
  banner_condition: BannerConditionTable;
  notice: NoticeTable;
  faq_category: FaqCategoryTable;
  faq: FaqTable;
  policy: PolicyTable;
  editorial_block: EditorialBlockTable;
}
