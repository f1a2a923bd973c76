/**
 * Shapes of the shop's editorial seed data (FAQ, notices, company pages, top banners,
 * home page). Plain data only: the content module and the seed script read these.
 *
 * Rich-text fields (`answerHtml`, `bodyHtml`) use a small HTML subset:
 * <p>, <ul>, <ol>, <li>, <strong> and <a href="/..."> with internal links only.
 * Banner `contents` use <strong>, <span> and <a href="/..."> only.
 */

import type { HeroSlideText } from '@maru/domain';

/** FAQ category codes (common code group "FAQ category", spec 02 §3). */
export type FaqCategoryCode = 'FAQ01' | 'FAQ02' | 'FAQ03' | 'FAQ04' | 'FAQ05' | 'FAQ06' | 'FAQ07';

export interface FaqCategory {
  code: FaqCategoryCode;
  name: string;
}

export interface Faq {
  faqNo: number;
  categoryCode: FaqCategoryCode;
  question: string;
  answerHtml: string;
  /** Order inside its category, starting at 1. */
  sortOrder: number;
}

export interface Notice {
  noticeNo: number;
  title: string;
  bodyHtml: string;
  pinned: boolean;
  /** ISO 8601 instant in UTC, e.g. 2026-11-18T01:00:00.000Z (10:00 KST). */
  publishedAt: string;
}

// ── Company pages and home page: the answer shapes, shared with the web app ──

export type {
  AboutBrand,
  AboutCompany,
  AboutPeople,
  CategoryShortcut,
  ContentSection,
  LabelValue,
  PersonAvatar,
  SamplePromotion,
  ShowroomInvitation,
  TeamMember,
} from '@maru/domain';

// ── Top banners (spec 01 §3, §5, §9) ─────────────────────────────────────────

export type YesNo = 'Y' | 'N';

export interface BannerCondition {
  incType: 'INCLUDE' | 'EXCLUDE';
  /** PAGE_PATH, PAGE_URL, HOST_NAME or a query-parameter key such as utm_campaign. */
  parameterType: string;
  compareType: 'SAME' | 'INCLUDE';
  /** A single value; for query parameters a comma-separated list. */
  parameterVal: string;
}

/** All conditions inside a group must hold; the banner qualifies if any group holds. */
export interface BannerConditionGroup {
  conditionList: BannerCondition[];
}

/** A number followed by d, m or y: the time a closed banner stays hidden. */
export type BannerClosePeriod = `${number}${'d' | 'm' | 'y'}`;

export interface BannerSeed {
  bannerSeq: number;
  contents: string;
  pcLink: { bannerLink: string; targetBlankYn: YesNo };
  /** Text and close-button colour. */
  bannerColor: string;
  bgColor: string;
  closePeriod: BannerClosePeriod;
  closeYn: YesNo;
  /** ISO 8601 instants in UTC. */
  displayStart: string;
  displayEnd: string;
  sortOrder: number;
  conditionList: BannerConditionGroup[];
}

// ── Home page ────────────────────────────────────────────────────────────────

export type HeroImageKey = 'hero-terrazzo' | 'hero-carpet' | 'hero-bath' | 'hero-furniture';

/** A hero slide as seeded: its picture is named, and the answer carries its URLs. */
export interface HeroSlideSeed extends HeroSlideText {
  imageKey: HeroImageKey;
}
