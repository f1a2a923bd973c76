import { BRAND_NAME } from '@/shared/config';
import { SHOP_DESCRIPTION } from './shop-description';
import type { PageMeta } from './page-meta';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON inside <script> must not close the element or open a comment: '<' is escaped, and the
// two line separators JavaScript once refused in strings.
export const escapeJsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const HOME_TITLE = `${BRAND_NAME} — 가구 · 타일 · 인테리어`;

export function fullTitle(title: string | undefined): string {
  return title ? `${title} | ${BRAND_NAME}` : HOME_TITLE;
}

const absolute = (origin: string, pathOrUrl: string): string => new URL(pathOrUrl, origin).href;

/**
 * The <head> tags of a server-rendered page: title, description, canonical URL, robots,
 * Open Graph and Twitter card tags, and its JSON-LD. Every value is escaped.
 */
export function renderHeadTags(meta: PageMeta, origin: string): string {
  const title = fullTitle(meta.title);
  const description = meta.description ?? SHOP_DESCRIPTION;
  const tag = (name: string, attribute: 'name' | 'property', content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
  const tags = [`<title>${escapeHtml(title)}</title>`, tag('description', 'name', description)];
  if (meta.noindex) tags.push(tag('robots', 'name', 'noindex, follow'));
  if (meta.canonicalPath) tags.push(`<link rel="canonical" href="${escapeHtml(absolute(origin, meta.canonicalPath))}">`);
  tags.push(
    tag('og:type', 'property', meta.type ?? 'website'),
    tag('og:title', 'property', meta.title ?? title),
    tag('og:description', 'property', description),
    tag('twitter:card', 'name', meta.image ? 'summary_large_image' : 'summary'),
    tag('twitter:title', 'name', meta.title ?? title),
    tag('twitter:description', 'name', description),
  );
  if (meta.canonicalPath) tags.push(tag('og:url', 'property', absolute(origin, meta.canonicalPath)));
  if (meta.image) {
    const url = absolute(origin, meta.image.url);
    tags.push(
      tag('og:image', 'property', url),
      tag('og:image:width', 'property', String(meta.image.width)),
      tag('og:image:height', 'property', String(meta.image.height)),
      tag('og:image:alt', 'property', meta.image.alt),
      tag('twitter:image', 'name', url),
    );
  }
  if (meta.price) {
    tags.push(
      tag('product:price:amount', 'property', String(meta.price.amount)),
      tag('product:price:currency', 'property', meta.price.currency),
    );
  }
  for (const data of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${escapeJsonForScript(data)}</script>`);
  return tags.join('\n    ');
}
