import type { ColumnType, Generated } from 'kysely';

/** jsonb: pg parses it on the way out; it goes in as JSON text. */
export type JsonColumn = ColumnType<unknown, string, string>;

/** DRAFT until an operator publishes it; a published row shows inside its period (packages/domain publication/schedule.ts). */
export type PublicationStateColumn = 'DRAFT' | 'PUBLISHED';

export interface BannerTable {
  /** Seeded banners keep their numbers; new ones take them from an identity starting at 5001. */
  banner_seq: Generated<number>;
  /** 'TOP' is the only placement the shop has; the column keeps room for others. */
  banner_type: string;
  /** HTML as written; cleaned with the banner allow-list on every read (core/text/html-sanitize.ts). */
  contents: string;
  banner_link: string | null;
  target_blank_yn: 'Y' | 'N';
  /** Text and close-button colour; null falls back to BannerDefaults.textColor. */
  banner_color: string | null;
  /** Null falls back to BannerDefaults.bgColor. */
  bg_color: string | null;
  close_period: string;
  close_yn: 'Y' | 'N';
  state: Generated<PublicationStateColumn>;
  /** The schedule's start and end (null: from publication on, until unpublished). */
  display_start: Date | null;
  display_end: Date | null;
  sort_order: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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
  notice_no: Generated<number>;
  title: string;
  /** HTML as written; cleaned with the board allow-list on every read. */
  body_html: string;
  pinned: boolean;
  state: Generated<PublicationStateColumn>;
  /** The notice's date and its schedule's start; null for a draft not dated yet. */
  published_at: Date | null;
  ends_at: Generated<Date | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FaqCategoryTable {
  code: string;
  name: string;
  sort_order: number;
}

export interface FaqTable {
  faq_no: Generated<number>;
  category_code: string;
  question: string;
  answer_html: string;
  /** Generated from answer_html without tags, so a keyword never matches markup. */
  answer_text: ColumnType<string, never, never>;
  sort_order: number;
  state: Generated<PublicationStateColumn>;
  starts_at: Generated<Date | null>;
  ends_at: Generated<Date | null>;
  updated_at: Generated<Date>;
}

/** A policy type (the /policy/{type} pages); its texts are its versions. */
export interface PolicyTable {
  /** The /policy/{type} route type: terms, privacy, guest-terms, … */
  type: string;
  group_code: string;
  /** The page title shoppers read, e.g. 이용약관. */
  name: string;
  sort_order: number;
}

export interface PolicyVersionTable {
  version_id: Generated<number>;
  type: string;
  /** The spec's entry id: terms1, terms2, … */
  doc_id: string;
  state: PublicationStateColumn;
  /** In force from this instant (null while a draft); the version label and title are its Korean day. */
  effective_at: Date | null;
  /** HTML as written; cleaned with the policy allow-list on every read. */
  content: string;
  /** [{anchor, title}] in document order, from the cleaned content. */
  headings: JsonColumn;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface HomeSectionTable {
  section_id: Generated<number>;
  kind: string;
  /** The kind's content (packages/domain content/display.ts homeSectionBodies), checked when read. */
  body: JsonColumn;
  sort_order: number;
  state: PublicationStateColumn;
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ContentSeedTable {
  /** banners, board, policies, home, about */
  part: string;
  seeded_at: Generated<Date>;
}

export interface EditorialBlockTable {
  /** about.brand, about.company, about.people */
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
  policy_version: PolicyVersionTable;
  home_section: HomeSectionTable;
  content_seed: ContentSeedTable;
  editorial_block: EditorialBlockTable;
}
