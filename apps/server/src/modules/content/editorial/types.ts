/**
 * Shapes of the shop's editorial seed data (FAQ, notices, company pages, top banners,
 * home page). Plain data only: the content module and the seed script read these.
 *
 * Rich-text fields (`answerHtml`, `bodyHtml`) use a small HTML subset:
 * <p>, <ul>, <ol>, <li>, <strong> and <a href="/..."> with internal links only.
 * Banner `contents` use <strong>, <span> and <a href="/..."> only.
 */

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

// ── Company pages ────────────────────────────────────────────────────────────

export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

export interface AboutBrand {
  title: string;
  slogan: string;
  lead: string;
  sections: ContentSection[];
  principles: { title: string; description: string }[];
  tileSelection: { step: number; title: string; description: string }[];
}

export interface LabelValue {
  label: string;
  value: string;
}

export interface AboutCompany {
  title: string;
  lead: string;
  overview: LabelValue[];
  history: { year: number; events: string[] }[];
  showroom: {
    name: string;
    address: string;
    hours: string;
    closedDays: string;
    reservation: string;
    link: string;
  };
  directions: ContentSection[];
  customerCenter: LabelValue[];
}

export interface PersonAvatar {
  /** Text drawn inside the avatar circle (the given name); no photos are used. */
  initials: string;
  background: string;
  foreground: string;
}

export interface TeamMember {
  name: string;
  role: string;
  intro: string;
  avatar: PersonAvatar;
}

export interface AboutPeople {
  title: string;
  lead: string;
  members: TeamMember[];
  closing: ContentSection;
}

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

export interface HeroSlide {
  slideNo: number;
  title: string;
  subtitle: string;
  ctaLabel: string;
  ctaLink: string;
  imageKey: HeroImageKey;
}

export interface SamplePromotion {
  eyebrow: string;
  title: string;
  description: string;
  points: string[];
  ctaLabel: string;
  ctaLink: string;
  secondaryLabel: string;
  secondaryLink: string;
}

export interface ShowroomInvitation {
  eyebrow: string;
  title: string;
  description: string;
  details: LabelValue[];
  ctaLabel: string;
  ctaLink: string;
}

export interface CategoryShortcut {
  label: string;
  path: string;
}
