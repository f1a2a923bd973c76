import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FirstScreenImage } from '@maru/domain';
import { COMPRESS_THRESHOLD_BYTES } from '../compression';

const HEAD = '<!--app-head-->';
const BODY = '<!--app-html-->';
const STATE = '<!--app-state-->';
const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\s*/;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface RenderedDocument {
  head: string;
  html: string;
  /** JSON of the state the browser hydrates from, already safe inside <script>. */
  stateJson: string;
  /** The page's chunks, which the entry preloads once the first screen is painted. */
  pageModules: readonly string[];
  inlineCss: string;
  /** The stylesheets inlineCss holds, by address. */
  inlinedSheets: readonly string[];
  lcpImage?: FirstScreenImage;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

/**
 * The template with the app chunk and its imports preloaded beside the entry script, and the
 * app chunk's styles linked, for the pages the browser renders itself: they have no first
 * screen to let go first.
 */
export function withAppPreloads(template: string, app: { appPreloads: readonly string[]; appStyles: readonly string[] }): string {
  const links = [
    ...app.appPreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ...app.appStyles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
  ].join('\n    ');
  return template.replace(ENTRY_SCRIPT, (script) => `${script}\n    ${links}`);
}

/** The shell for pages the browser renders: the template with the default head. */
export function shellDocument(template: string, head: string): string {
  return template.replace(HEAD, () => head).replace(BODY, '').replace(STATE, '');
}

/**
 * A server-rendered page: its head tags, the first screen's image preloaded with high
 * priority, its styles inline instead of a render-blocking stylesheet, the markup, and the
 * state to hydrate from. Of the scripts only the small entry is named: the app's and the
 * page's chunks (data-modules) are fetched once the first screen is painted, so over
 * HTTP/1.1's six connections they do not share the line with the first image (Lighthouse's
 * simulated slow 4G counts every script that arrived before the largest paint against it).
 */
export function renderedDocument(template: string, page: RenderedDocument): string {
  const image = page.lcpImage;
  const preloads = [
    image
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.href)}"${image.srcset ? ` imagesrcset="${escapeAttribute(image.srcset)}"` : ''}${image.sizes ? ` imagesizes="${escapeAttribute(image.sizes)}"` : ''}>`
      : '',
    page.inlineCss ? `<style>${page.inlineCss.replace(/<\/style/gi, '<\\/style')}</style>` : '',
    // Vite's chunk loader adds a chunk's stylesheet unless a link to it is in the document
    // already. These say the rules are here (inline); disabled, they are never fetched, and
    // hydration does not fetch and apply the same rules a second time.
    ...page.inlinedSheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`),
  ].filter(Boolean);
  return template
    .replace(ENTRY_STYLESHEET, '')
    // The page is readable before its scripts run: the entry must not compete with the HTML,
    // the first image and the first paint for the connection.
    .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
    .replace(HEAD, () => [page.head, ...preloads].join('\n    '))
    .replace(BODY, () => page.html)
    .replace(
      STATE,
      () => `<script type="application/json" id="maru-state" data-modules="${escapeAttribute(page.pageModules.join(' '))}">${page.stateJson}</script>`,
    );
}

// Quality 4: a page that missed the cache is compressed as it goes out, so its time is
// paid per render. The 69 KB product page (42 KB of it inlined CSS) takes 1.2 ms at
// quality 4 against 2.5 ms at 5, for 15.8 KB against 14.5 KB (gzip -6: 2.0 ms, 15.9 KB).
const BROTLI_FOR_PAGES = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
// Compressed on libuv's threads, not the event loop: on a page that missed the cache it was
// ~7 % of the process's time (issue 23's profile), during which no other page could render.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The times the query cache stamps on each answer change on every render though the page
// does not; a page sent again from the browser's cache still refetches what is stale by them.
const FETCH_TIMES = /"(?:dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g;

/** An HTML document ready to send: its ETag, and each compressed form once it has been asked for. */
export interface PreparedHtml {
  status: number;
  text: string;
  etag: string;
  /** Promises, so visitors asking for a cached page while it is being compressed share that work. */
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
}

/**
 * Weak ETag of the content (weak, because the same document goes out brotli-, gzip- or
 * un-compressed); the compressed forms are made on first use and kept with the document, so
 * a cached page is compressed once rather than for every visitor (npm run bench:pages
 * prints the cached page's throughput).
 */
export function prepareHtml(status: number, text: string): PreparedHtml {
  const etag = `W/"${createHash('sha1').update(text.replace(FETCH_TIMES, '')).digest('base64url')}"`;
  return { status, text, etag, encoded: {} };
}

/**
 * Sends an HTML document that must be revalidated on every visit (a deploy renames the
 * chunks it points to), answering 304 when the browser's copy has the same ETag.
 */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: PreparedHtml) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
  const given = request.headers['if-none-match'];
  if (page.status === 200 && given && given.split(',').some((tag) => tag.trim() === page.etag)) return reply.status(304).send();
  reply.status(page.status).type('text/html; charset=utf-8');
  // Compressed here: @fastify/compress hooks routes, and pages are the not-found handler's.
  const encoding = Buffer.byteLength(page.text) >= COMPRESS_THRESHOLD_BYTES ? negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) : null;
  if (encoding === 'br') {
    page.encoded.br ??= brotliAsync(page.text, BROTLI_FOR_PAGES);
    return reply.header('content-encoding', 'br').send(await page.encoded.br);
  }
  if (encoding === 'gzip') {
    page.encoded.gzip ??= gzipAsync(page.text, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(await page.encoded.gzip);
  }
  return reply.send(page.text);
}
