import { sanitizeHtml, type HtmlAllowList } from '@/features/board';

// Spec 01 §3: a banner is one line of emphasis with at most an internal link.
const bannerHtml: HtmlAllowList = { tags: ['strong', 'b', 'em', 'span', 'br', 'a'], attributes: ['href'] };
// When the whole bar is a link, a link inside it would nest anchors; its text stays.
const bannerHtmlInsideLink: HtmlAllowList = { ...bannerHtml, tags: bannerHtml.tags.filter((tag) => tag !== 'a') };

export function sanitizeBannerHtml(contents: string, barIsLink: boolean): string {
  return sanitizeHtml(contents, barIsLink ? bannerHtmlInsideLink : bannerHtml);
}
