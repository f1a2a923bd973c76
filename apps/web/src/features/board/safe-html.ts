import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/** What one kind of rich text may contain; anything else is removed (its text is kept). */
export interface HtmlAllowList {
  tags: readonly string[];
  attributes: readonly string[];
  /** Links failing this test lose their anchor and keep their text. Default: internal paths only. */
  isAllowedHref?: (href: string) => boolean;
  /** An id failing this test is dropped. Default: no ids. */
  isAllowedId?: (id: string) => boolean;
}

/** A path inside the site: `/…` but not `//host` or `/\host`, which browsers read as another host. */
export const isInternalPath = (value: string): boolean => /^\/(?![/\\])[^\s"'<>\\]*$/.test(value);

const refuse = () => false;

/** A synchronous cache of pure work: the kept value for `key`, or `compute()`'s, kept. */
export type KeepNow = (key: string, compute: () => string) => string;

// The server renders pages without a browser: it lends a DOM window (jsdom) for the same
// cleaning, so server and browser produce the very same markup.
let serverContext: { purify: Purifier; document: Document } | undefined;
// The server cleans the same texts render after render (the top banner is on every page),
// and on jsdom that was the costliest step of rendering a product page (CPU profile under
// npm run bench:pages): it lends one of its named caches for what it cleaned (web.safe-html,
// bounded, counted in the metrics: plugins/web.ts), so the web app keeps no cache of its own.
let serverKeep: KeepNow = (_key, compute) => compute();

export function setServerHtmlWindow(window: WindowLike & { document: Document }): void {
  serverContext = { purify: DOMPurify(window), document: window.document };
}

/** The cache the server render keeps cleaned HTML in (entry-server.tsx installs each app's). */
export function setServerHtmlCache(keep: KeepNow): void {
  serverKeep = keep;
}

function htmlContext(): { purify: Purifier; document: Document } {
  return serverContext ?? { purify: DOMPurify, document: window.document };
}

// Each allow list's number, for the cache's keys (an identity, not a cache: lists are constants).
const listNumbers = new WeakMap<HtmlAllowList, number>();
let listsNumbered = 0;
const listNumberOf = (allow: HtmlAllowList) => {
  let number = listNumbers.get(allow);
  if (number === undefined) listNumbers.set(allow, (number = ++listsNumbered));
  return number;
};

/**
 * Server HTML is already filtered by the content module; this is the browser's own line of
 * defence (spec 01 §3), so markup from an admin or a tampered answer never runs script.
 */
export function sanitizeHtml(html: string, allow: HtmlAllowList): string {
  if (!serverContext) return clean(html, allow);
  return serverKeep(`${listNumberOf(allow)}\u0000${html}`, () => clean(html, allow));
}

function clean(html: string, allow: HtmlAllowList): string {
  const { purify, document } = htmlContext();
  const fragment = purify.sanitize(html, {
    ALLOWED_TAGS: [...allow.tags],
    ALLOWED_ATTR: [...allow.attributes],
    RETURN_DOM_FRAGMENT: true,
  });
  const isAllowedHref = allow.isAllowedHref ?? isInternalPath;
  for (const link of fragment.querySelectorAll('a')) {
    if (!isAllowedHref(link.getAttribute('href') ?? '')) link.replaceWith(...link.childNodes);
  }
  const isAllowedId = allow.isAllowedId ?? refuse;
  for (const element of fragment.querySelectorAll('[id]')) {
    if (!isAllowedId(element.id)) element.removeAttribute('id');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** Notice bodies and FAQ answers. */
export const boardHtml: HtmlAllowList = {
  tags: ['p', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'span', 'br', 'a'],
  attributes: ['href'],
};
