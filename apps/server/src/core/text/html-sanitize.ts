/**
 * A strict allow-list for the rich text the shop serves (seeded texts, and what operators
 * write in the console, cleaned on every read): the second line of defence behind the
 * browser's DOMPurify. It does not parse HTML; it keeps only tags and attributes it
 * knows and escapes every other angle bracket, so whatever it lets through is inert.
 * It lives in core because several modules store rich text (content, catalogue, exhibition).
 */

/** Tag name → its allowed attributes, each with a test of the value. */
export type AllowList = Readonly<Record<string, Readonly<Record<string, (value: string) => boolean>>>>;

/** A path inside the site: `/…` but not `//host` or `/\host`, which browsers read as another host. */
export const isInternalPath = (value: string): boolean => /^\/(?![/\\])[^\s"'<>\\]*$/.test(value);
const isMailto = (value: string): boolean => /^mailto:[^\s"'<>\\@]+@[^\s"'<>\\]+$/.test(value);
const isHeadingAnchor = (value: string): boolean => /^h_\d{2}$/.test(value);

const noAttributes = {};

/** Top banner text: emphasis and internal links (spec 01 §3 "may hold HTML"). */
export const bannerAllowList: AllowList = {
  strong: noAttributes,
  em: noAttributes,
  span: noAttributes,
  br: noAttributes,
  a: { href: isInternalPath },
};

/** Notice bodies and FAQ answers. */
export const boardAllowList: AllowList = {
  ...bannerAllowList,
  p: noAttributes,
  ul: noAttributes,
  ol: noAttributes,
  li: noAttributes,
};

/** Legal texts: headings with their table-of-contents anchors, lists, tables and mail links. */
export const policyAllowList: AllowList = {
  ...boardAllowList,
  a: { href: (value) => isInternalPath(value) || isMailto(value) },
  h3: { id: isHeadingAnchor },
  table: noAttributes,
  thead: noAttributes,
  tbody: noAttributes,
  tr: noAttributes,
  th: noAttributes,
  td: noAttributes,
};

// Elements whose text is code or markup, so it is dropped along with the tags.
const DANGEROUS_BLOCK = /<(script|style|iframe|object|embed|template|noscript|textarea|title|xmp)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g;
const ATTRIBUTE = /([^\s"'=<>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

const escapeText = (text: string): string => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
// Attribute values come entity-encoded from the source; decoding the few that matter
// stops `&#106;avascript:` from slipping past a value test that looks at plain text.
const decodeAttribute = (value: string): string =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

function keptAttributes(source: string, allowed: Readonly<Record<string, (value: string) => boolean>>): string {
  let kept = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    const test = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    const value = decodeAttribute(match[2] ?? match[3] ?? match[4] ?? '');
    if (test?.(value)) kept += ` ${name}="${escapeAttribute(value)}"`;
  }
  return kept;
}

/** The HTML with only allowed tags and attributes left; other tags vanish, their text stays. */
export function sanitizeHtml(html: string, allowList: AllowList): string {
  const cleaned = html.replace(COMMENT, '').replace(DANGEROUS_BLOCK, '');
  let result = '';
  let last = 0;
  for (const match of cleaned.matchAll(TAG)) {
    result += escapeText(cleaned.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName = '', attributes = ''] = match;
    const name = rawName.toLowerCase();
    const allowed = Object.hasOwn(allowList, name) ? allowList[name] : undefined;
    if (!allowed) continue;
    result += closing ? `</${name}>` : `<${name}${keptAttributes(attributes, allowed)}>`;
  }
  return result + escapeText(cleaned.slice(last));
}
