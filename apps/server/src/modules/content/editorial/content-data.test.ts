import { describe, it, expect } from 'vitest';
import {
  SAMPLE_APPLY_FAQ_NO,
  aboutCompany,
  aboutPeople,
  banners,
  categoryShortcuts,
  faqCategories,
  faqs,
  heroSlides,
  notices,
  samplePromotion,
  showroomInvitation,
} from './index';
import type { BannerCondition, BannerSeed } from './index';

// ── helpers ─────────────────────────────────────────────────────────────────

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;

/** Every tag in `html` is in `allowed`; only <a> has attributes, and only an internal href. */
function htmlProblems(html: string, allowed: readonly string[]): string[] {
  const problems: string[] = [];
  if (/<script/i.test(html)) problems.push('script tag');
  if (/\son[a-z]+\s*=/i.test(html)) problems.push('on* attribute');
  if (/javascript:/i.test(html)) problems.push('javascript: URL');
  for (const match of html.matchAll(TAG)) {
    const name = (match[1] ?? '').toLowerCase();
    const attrs = (match[2] ?? '').trim();
    if (!allowed.includes(name)) problems.push(`tag <${name}>`);
    if (match[0].startsWith('</') || attrs === '') continue;
    if (name !== 'a' || !/^href="[^"]*"$/.test(attrs)) problems.push(`attributes on <${name}>: ${attrs}`);
  }
  const stripped = html.replace(TAG, '');
  if (/[<>]/.test(stripped)) problems.push('stray angle bracket');
  return problems;
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
}

function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

const RICH_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'a'] as const;
const BANNER_TAGS = ['strong', 'span', 'a'] as const;

function isUtcIso(value: string): boolean {
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString() === value;
}

/** Banner condition rules of spec 01 §5, enough to prove the seed groups mean what they say. */
function conditionHolds(condition: BannerCondition, url: URL): boolean {
  let raw: boolean;
  if (condition.parameterType === 'PAGE_PATH' || condition.parameterType === 'PAGE_URL' || condition.parameterType === 'HOST_NAME') {
    const actual =
      condition.parameterType === 'PAGE_PATH' ? url.pathname : condition.parameterType === 'HOST_NAME' ? url.hostname : url.href;
    raw = condition.compareType === 'SAME' ? actual === condition.parameterVal : actual.includes(condition.parameterVal);
  } else {
    const param = url.searchParams.get(condition.parameterType);
    if (param === null) return false;
    const have = param.split(',').sort();
    const want = condition.parameterVal.split(',').sort();
    raw = condition.compareType === 'SAME' ? have.join(',') === want.join(',') : want.every((v) => have.includes(v));
  }
  return condition.incType === 'EXCLUDE' ? !raw : raw;
}

function bannerMatches(banner: BannerSeed, href: string): boolean {
  if (banner.conditionList.length === 0) return true;
  const url = new URL(href, 'https://maru.example');
  return banner.conditionList.some((group) => group.conditionList.every((c) => conditionHolds(c, url)));
}

function servedBanner(href: string, at: string): BannerSeed | undefined {
  const now = Date.parse(at);
  return [...banners]
    .filter((b) => Date.parse(b.displayStart) <= now && now <= Date.parse(b.displayEnd))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .find((b) => bannerMatches(b, href));
}

function bannerBySeq(seq: number): BannerSeed {
  const banner = banners.find((b) => b.bannerSeq === seq);
  if (!banner) throw new Error(`banner ${seq} missing`);
  return banner;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const HEX = /^#[0-9A-F]{6}$/;

// ── FAQ ─────────────────────────────────────────────────────────────────────

describe('FAQ', () => {
  it('has exactly the seven categories in order', () => {
    expect(faqCategories.map((c) => `${c.code} ${c.name}`)).toEqual([
      'FAQ01 회원·계정',
      'FAQ02 주문·결제',
      'FAQ03 배송·설치',
      'FAQ04 취소·교환·반품',
      'FAQ05 샘플',
      'FAQ06 제품·시공',
      'FAQ07 쇼룸',
    ]);
  });

  it('makes FAQ 109 the sample-apply answer in FAQ05', () => {
    expect(SAMPLE_APPLY_FAQ_NO).toBe(109);
    const faq = faqs.find((f) => f.faqNo === 109);
    expect(faq?.categoryCode).toBe('FAQ05');
    expect(faq?.question).toBe('샘플은 어떻게 신청하나요?');
    const html = faq?.answerHtml ?? '';
    expect(html).toContain('href="/cart/sample"');
    expect(html).toContain('최대 5개');
    expect(html).toContain('옵션마다 1개');
    expect(html).toContain('3,000원');
    expect(html).toContain('2~3일');
    expect(html).toContain('샘플 가능');
    expect(html).toContain('돌려보내지 않으셔도');
  });

  it('uses only known categories, unique numbers in 101–150 and contiguous sort orders', () => {
    const codes = new Set(faqCategories.map((c) => c.code));
    expect(faqs.length).toBeGreaterThanOrEqual(40);
    expect(faqs.length).toBeLessThanOrEqual(50);
    for (const faq of faqs) {
      expect(codes.has(faq.categoryCode)).toBe(true);
      expect(faq.faqNo).toBeGreaterThanOrEqual(101);
      expect(faq.faqNo).toBeLessThanOrEqual(150);
      expect(faq.question.trim()).not.toBe('');
    }
    expect(new Set(faqs.map((f) => f.faqNo)).size).toBe(faqs.length);
    for (const { code } of faqCategories) {
      const orders = faqs.filter((f) => f.categoryCode === code).map((f) => f.sortOrder);
      expect(orders.length).toBeGreaterThan(0);
      expect([...orders].sort((a, b) => a - b)).toEqual(orders.map((_, i) => i + 1));
    }
  });

  it('keeps answers to the allowed HTML with internal links only', () => {
    for (const faq of faqs) {
      expect(htmlProblems(faq.answerHtml, RICH_TAGS), `FAQ ${faq.faqNo}`).toEqual([]);
      for (const link of hrefs(faq.answerHtml)) expect(isInternal(link), `FAQ ${faq.faqNo}: ${link}`).toBe(true);
    }
  });

  it('recommends a 10% loss allowance and computes the worked example right', () => {
    const faq = faqs.find((f) => f.question.includes('몇 박스'));
    expect(faq?.answerHtml).toContain('로스율 10%');
    expect(Math.ceil((20 * 1.1) / 1.44)).toBe(16);
    expect(faq?.answerHtml).toContain('16박스');
  });
});

// ── Notices ─────────────────────────────────────────────────────────────────

describe('notices', () => {
  it('are unique, valid UTC instants, newest first, from 2025-01 to 2026-11-18', () => {
    expect(notices.length).toBeGreaterThanOrEqual(25);
    expect(new Set(notices.map((n) => n.noticeNo)).size).toBe(notices.length);
    expect(new Set(notices.map((n) => n.title)).size).toBe(notices.length);
    for (const notice of notices) expect(isUtcIso(notice.publishedAt), notice.publishedAt).toBe(true);
    for (let i = 1; i < notices.length; i += 1) {
      const newer = notices[i - 1];
      const older = notices[i];
      expect(Date.parse(newer?.publishedAt ?? '')).toBeGreaterThan(Date.parse(older?.publishedAt ?? ''));
      expect(newer?.noticeNo ?? 0).toBeGreaterThan(older?.noticeNo ?? 0);
    }
    expect(notices[0]?.publishedAt.slice(0, 10)).toBe('2026-11-18');
    expect(notices.at(-1)?.publishedAt.slice(0, 7)).toBe('2025-01');
  });

  it('pin two or three notices', () => {
    const pinned = notices.filter((n) => n.pinned).length;
    expect(pinned).toBeGreaterThanOrEqual(2);
    expect(pinned).toBeLessThanOrEqual(3);
  });

  it('keep bodies to the allowed HTML with internal links only', () => {
    for (const notice of notices) {
      expect(htmlProblems(notice.bodyHtml, RICH_TAGS), `notice ${notice.noticeNo}`).toEqual([]);
      for (const link of hrefs(notice.bodyHtml)) expect(isInternal(link), `notice ${notice.noticeNo}: ${link}`).toBe(true);
    }
  });
});

// ── Banners ─────────────────────────────────────────────────────────────────

describe('banners', () => {
  it('have unique sequences, safe tiny HTML, internal links and valid fields', () => {
    expect(new Set(banners.map((b) => b.bannerSeq)).size).toBe(banners.length);
    expect(new Set(banners.map((b) => b.sortOrder)).size).toBe(banners.length);
    for (const banner of banners) {
      expect(banner.bannerSeq).not.toBe(99999);
      expect(banner.contents.trim()).not.toBe('');
      expect(htmlProblems(banner.contents, BANNER_TAGS), `banner ${banner.bannerSeq}`).toEqual([]);
      for (const link of [banner.pcLink.bannerLink, ...hrefs(banner.contents)]) expect(isInternal(link)).toBe(true);
      expect(banner.bannerColor).toMatch(HEX);
      expect(banner.bgColor).toMatch(HEX);
      expect(contrast(banner.bannerColor, banner.bgColor)).toBeGreaterThanOrEqual(4.5);
      expect(banner.closePeriod).toMatch(/^[1-9][0-9]*[dmy]$/);
      expect(isUtcIso(banner.displayStart) && isUtcIso(banner.displayEnd)).toBe(true);
      expect(Date.parse(banner.displayStart)).toBeLessThan(Date.parse(banner.displayEnd));
    }
  });

  it('run the active ones over 2026-10-01 to 2027-03-31 in Korean time', () => {
    const active = banners.filter((b) => b.bannerSeq !== 105);
    for (const banner of active) {
      expect(banner.displayStart).toBe('2026-09-30T15:00:00.000Z');
      expect(banner.displayEnd).toBe('2027-03-31T14:59:59.000Z');
    }
    expect(Date.parse(bannerBySeq(105).displayEnd)).toBeLessThan(Date.parse('2026-09-30T15:00:00.000Z'));
  });

  it('show free shipping everywhere except cart and order pages', () => {
    const freeShipping = bannerBySeq(101);
    expect(freeShipping.bgColor).toBe('#1A1A1A');
    for (const path of ['/', '/product/list', '/board/faq', '/showroom']) expect(bannerMatches(freeShipping, path), path).toBe(true);
    for (const path of ['/cart', '/cart/sample', '/order/checkout', '/order/complete', '/order/private/checkout']) {
      expect(bannerMatches(freeShipping, path), path).toBe(false);
    }
  });

  it('target the sample event, showroom and campaign banners', () => {
    const sample = bannerBySeq(102);
    expect(bannerMatches(sample, '/product/list?categorys=1')).toBe(true);
    expect(bannerMatches(sample, '/product/item/42')).toBe(true);
    expect(bannerMatches(sample, '/')).toBe(false);

    const showroom = bannerBySeq(103);
    expect(bannerMatches(showroom, '/showroom/seongsu/2')).toBe(true);
    expect(bannerMatches(showroom, '/about/company')).toBe(true);
    expect(bannerMatches(showroom, '/product/list')).toBe(false);

    const campaign = bannerBySeq(104);
    expect(bannerMatches(campaign, '/?utm_campaign=winter_tile')).toBe(true);
    expect(bannerMatches(campaign, '/product/list?utm_source=ig&utm_campaign=winter_tile')).toBe(true);
    expect(bannerMatches(campaign, '/?utm_campaign=spring_tile')).toBe(false);
    expect(bannerMatches(campaign, '/')).toBe(false);
  });

  it('serve the most specific banner first and never the ended one', () => {
    const at = '2026-11-20T03:00:00.000Z';
    expect(servedBanner('/?utm_campaign=winter_tile', at)?.bannerSeq).toBe(104);
    expect(servedBanner('/product/item/7', at)?.bannerSeq).toBe(102);
    expect(servedBanner('/about/brand', at)?.bannerSeq).toBe(103);
    expect(servedBanner('/', at)?.bannerSeq).toBe(101);
    expect(servedBanner('/cart', at)).toBeUndefined();
    for (const when of [at, '2026-10-01T00:00:00.000Z', '2027-03-31T12:00:00.000Z']) {
      expect(servedBanner('/board/notice', when)?.bannerSeq).not.toBe(105);
    }
  });
});

// ── Company pages and home ──────────────────────────────────────────────────

describe('company pages and home', () => {
  it('state the operator facts and a 2021–2026 history', () => {
    const overview = Object.fromEntries(aboutCompany.overview.map((row) => [row.label, row.value]));
    expect(overview['회사명']).toBe('주식회사 마루리빙');
    expect(overview['대표']).toBe('한지우');
    expect(overview['설립']).toBe('2021년');
    expect(overview['주소']).toBe('서울특별시 성동구 성수일로 99, 마루빌딩 3층');
    expect(aboutCompany.history.map((h) => h.year)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
  });

  it('introduce 6–8 people with readable name avatars', () => {
    expect(aboutPeople.members.length).toBeGreaterThanOrEqual(6);
    expect(aboutPeople.members.length).toBeLessThanOrEqual(8);
    for (const member of aboutPeople.members) {
      expect(member.name.endsWith(member.avatar.initials)).toBe(true);
      expect(contrast(member.avatar.background, member.avatar.foreground)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('have four hero slides with the agreed image keys', () => {
    expect(heroSlides.map((s) => s.slideNo)).toEqual([1, 2, 3, 4]);
    expect(heroSlides.map((s) => s.imageKey)).toEqual(['hero-terrazzo', 'hero-carpet', 'hero-bath', 'hero-furniture']);
    expect(categoryShortcuts.map((c) => c.label)).toEqual(['타일', '욕실타일', '카펫타일', '수전·욕실', '가구', '조명', '소품']);
  });

  it('use internal links only, all of them well-formed', () => {
    const links = [
      ...heroSlides.map((s) => s.ctaLink),
      ...categoryShortcuts.map((c) => c.path),
      samplePromotion.ctaLink,
      samplePromotion.secondaryLink,
      showroomInvitation.ctaLink,
      aboutCompany.showroom.link,
    ];
    for (const link of links) {
      expect(isInternal(link), link).toBe(true);
      expect(link).not.toMatch(/\s/);
      expect(new URL(link, 'https://maru.example').origin).toBe('https://maru.example');
    }
    expect(showroomInvitation.ctaLink).toBe('/showroom');
    expect(new URL(categoryShortcuts[0]?.path ?? '', 'https://maru.example').searchParams.get('keyword')).toBe('타일');
  });
});
