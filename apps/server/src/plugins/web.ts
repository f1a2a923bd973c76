import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ApiCode, findInjectedQueryValue } from '@maru/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../core/http/public-origin';
import { FAVICON_LINK, FAVICON_PATH, faviconSvg } from './favicon';
import { type PreparedHtml, prepareHtml, renderedDocument, sendHtml, shellDocument, withAppPreloads } from './pages/html-document';
import { inProcessFetch, previewingWith, previewTokenOf, renderingFor } from './pages/in-process-fetch';
import { type PageAssetReader, pageAssetReader } from './pages/page-assets';
import { type CachedPage, pageCache } from './pages/page-cache';
import { loadPageRenderer, type PageRenderer, type RenderOutcome } from './pages/page-renderer';
import { renderCookieHeader } from './pages/render-cookies';
import { escapeJsonForScript } from './pages/script-json';
export interface WebOptions {
  /** The built web app (apps/web/dist); absent when only the API runs. */
  webDist: string | undefined;
  /** Generated product and banner images. */
  mediaDir: string;
}

// Content-hashed assets and generated media never change under the same name. @fastify/send
// writes Cache-Control itself, so the lifetime is given through its own options.
const IMMUTABLE = { maxAge: '365d', immutable: true } as const;

/** The head of a shell page when the renderer gives none (not built, or it failed). */
const DEFAULT_HEAD = '<title>MARU 마루 — 가구 · 타일 · 인테리어</title>';
/** How long a prepared shell document is kept: it is made of the build, which a process never changes. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Shown when the web app is not built (API-only runs). */
const sqlErrorPage = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>오류 | 마루</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}</head>
<body><main><h1>페이지로 이동할 수 없습니다</h1><p>SQL Injection Detected</p><p><a href="/">홈으로</a></p></main></body></html>`;

/**
 * Serves the web app: public pages rendered on the server with their data (apps/web's
 * entry-server), the rest as the shell the browser renders, the built assets (precompressed)
 * and the media files. Page requests whose query string holds SQL keywords are answered 500
 * with the error page (spec 01 §5 validInjection); the API itself only ever runs
 * parameterised SQL, so it does not refuse such words.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  await serveFiles(app, options);
  const { webDist } = options;
  serveFavicon(app, webDist);
  const pages = webPages(app, webDist);
  serveConsole(app, webDist);

  // Pages are whatever no route answers: the API, assets and media keep their own errors.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return answerPage(pages, request, reply);
    return reply.status(404).send({ code: ApiCode.NO_DATA, message: '찾을 수 없는 경로입니다.' });
  });
});

/** The media files, and with a build its assets (precompressed) and its top-level public files. */
async function serveFiles(app: FastifyInstance, options: WebOptions) {
  // Images are generated into it by the seed; it must exist before anything is served from it.
  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    ...IMMUTABLE,
  });
  const { webDist } = options;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
      preCompressed: true,
      ...IMMUTABLE,
    });
    // The top-level public files (favicon and the like). Assets are left to the plugin above:
    // a route of this one would win over its wildcard and lose the immutable lifetime.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      globIgnore: ['assets/**', 'index.html', 'admin.html'],
      decorateReply: false,
      preCompressed: true,
    });
  }
}

function serveFavicon(app: FastifyInstance, webDist: string | undefined) {
  const favicon = faviconSvg(webDist);
  app.get(FAVICON_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
  );
}

/** What rendering a page needs: the build's templates and assets, the renderer, the API's in-process fetch and the caches. */
interface WebPages extends WebCaches {
  assets: PageAssetReader | undefined;
  template: string | undefined;
  shellTemplate: string | undefined;
  pageRenderer: () => Promise<PageRenderer | undefined>;
  fetchApi: typeof fetch;
}

function webPages(app: FastifyInstance, webDist: string | undefined): WebPages {
  const assets = webDist ? pageAssetReader(webDist) : undefined;
  const template = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : undefined;
  const shellTemplate = template && assets ? withAppPreloads(template, assets) : template;
  const pageRenderer = lazyPageRenderer(app, webDist);
  const fetchApi = inProcessFetch(app, app.config.secret);
  return { assets, template, shellTemplate, pageRenderer, fetchApi, ...webCaches(app) };
}

function lazyPageRenderer(app: FastifyInstance, webDist: string | undefined) {
  // The renderer (React's server build and jsdom, ~0.5 s to load) is not awaited by the start
  // (issue 23: every second of a start counts): it loads once the server listens, or on the
  // first page asked before that. One that cannot load leaves pages to the browser.
  let rendererLoad: Promise<PageRenderer | undefined> | undefined;
  const pageRenderer = () =>
    (rendererLoad ??= webDist
      ? loadPageRenderer(webDist).catch((error: unknown) => {
          app.log.error({ err: error }, 'the page renderer could not be loaded: pages are rendered in the browser');
          return undefined;
        })
      : Promise.resolve(undefined));
  app.addHook('onListen', async () => {
    void pageRenderer();
  });
  return pageRenderer;
}

type WebCaches = ReturnType<typeof webCaches>;

/** The rendered pages' cache, the prepared shell documents and the render's cleaned HTML. */
function webCaches(app: FastifyInstance) {
  const cache = pageCache(app.caches);
  // Shell documents differ only by their head (a few kinds of page): prepared once each. Made
  // of the build alone, so no data change empties it; a new build is a new process.
  const shells = app.caches.define<PreparedHtml>({ name: 'web.shells', ttlMs: DAY_MS, max: 50, topics: [] });
  const shellPage = (shell: string, head: string) => shells.get(head, async () => prepareHtml(200, shellDocument(shell, head)));
  // What the render's HTML cleaning made of a text (features/board/safe-html.ts): a pure
  // function of the text and its allow list, so no change empties it; 500 a list before.
  const cleanedHtml = app.caches.define<string>({ name: 'web.safe-html', ttlMs: DAY_MS, max: 2_000, topics: [] });
  const keepHtml = (key: string, compute: () => string) => cleanedHtml.getNow(key, compute);
  return { cache, shellPage, keepHtml };
}

// The only cookies a rendered page depends on (closed banners, the signed-in marker; see
// render-cookies.ts): they go to the render and are part of the page cache's key.
function render(pages: WebPages, renderer: PageRenderer, request: FastifyRequest, origin: string, cookie: string) {
  const { fetchApi, keepHtml } = pages;
  const headers: Record<string, string> = { accept: 'text/html' };
  if (cookie) headers.cookie = cookie;
  const run = () => renderingFor.run(request.ip, () => renderer.render(new Request(`${origin}${request.url}`, { headers }), { fetchApi, origin, keepHtml }));
  const preview = previewTokenOf(request);
  return preview ? previewingWith.run(preview, run) : run();
}

/** A page of the shop: rendered on the server with its data (through the page cache), or else the shell the browser renders. */
async function page(pages: WebPages, request: FastifyRequest, reply: FastifyReply, html: string, shell: string) {
  const { pageRenderer, assets, cache, shellPage } = pages;
  const origin = publicOrigin(request);
  const renderer = await pageRenderer();
  if (!renderer || !assets) return sendHtml(request, reply, await shellPage(shell, DEFAULT_HEAD));
  const cookie = renderCookieHeader(request.cookies);
  let other: RenderOutcome | undefined;
  let rendered: CachedPage | undefined;
  // A preview shows drafts to one operator: rendered for them alone, kept by no cache, and
  // never indexed.
  const previewing = request.preview !== null;
  if (previewing) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
  const cached = previewing ? (_key: string, make: () => Promise<CachedPage | undefined>) => make() : cache.get;
  try {
    rendered = await cached(`${origin}${request.url}#${cookie}`, async () => {
      const outcome = await render(pages, renderer, request, origin, cookie);
      if (outcome.kind !== 'page') {
        other = outcome;
        return undefined;
      }
      const pageAssets = assets.forPage(outcome.file);
      const document = renderedDocument(html, {
        head: outcome.head,
        html: outcome.html,
        stateJson: escapeJsonForScript(outcome.state),
        pageModules: [...assets.appPreloads, ...pageAssets.modulePreloads],
        inlineCss: pageAssets.inlineCss,
        inlinedSheets: pageAssets.inlinedSheets,
        lcpImage: outcome.lcpImage,
      });
      return prepareHtml(outcome.status, document);
    });
    // Joined another visitor's render of a page that is not server-rendered: ask again.
    if (!rendered && !other) other = await render(pages, renderer, request, origin, cookie);
  } catch (error) {
    // A page that cannot be rendered here still works: the browser renders it from the shell.
    request.log.error({ err: error }, 'server rendering failed');
    return sendHtml(request, reply, await shellPage(shell, DEFAULT_HEAD));
  }
  if (rendered) return sendHtml(request, reply, rendered);
  if (other?.kind === 'redirect') return reply.redirect(other.location, other.status);
  return sendHtml(request, reply, await shellPage(shell, other?.kind === 'shell' ? other.head : DEFAULT_HEAD));
}

/** A GET or HEAD no route answered: a page, unless it names the API, a file or SQL. */
async function answerPage(pages: WebPages, request: FastifyRequest, reply: FastifyReply) {
  const { template, shellTemplate } = pages;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return reply.status(404).send({ code: ApiCode.NO_DATA, message: '요청한 API를 찾을 수 없습니다.' });
  }
  // A file of an earlier build (a tab opened before a deploy asks for its old chunk): a real
  // 404, never the page shell with 200, so the import fails plainly and the app reloads once
  // (apps/web/src/app/chunk-reload.ts), and no cache keeps HTML under a script's name.
  if (pathname.startsWith('/assets/') || pathname.startsWith('/media/')) {
    return reply.status(404).header('cache-control', 'no-store').send({ code: ApiCode.NO_DATA, message: '찾을 수 없는 파일입니다.' });
  }
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  if (query && findInjectedQueryValue(query) !== null) {
    // The app's own guard then renders its designed error page for the same query.
    return reply.status(500).type('text/html; charset=utf-8').send(shellTemplate ? shellDocument(shellTemplate, DEFAULT_HEAD) : sqlErrorPage);
  }
  if (!template || !shellTemplate) {
    return reply.status(404).send({ code: ApiCode.NO_DATA, message: '웹 앱이 빌드되지 않았습니다. npm run build를 실행해 주세요.' });
  }
  return page(pages, request, reply, template, shellTemplate);
}

// The operator console (apps/web/admin.html): one page for all its paths, rendered by the
// browser only, revalidated on every visit like the shop's shell, and kept out of search
// engines (robots.txt disallows it too; this covers a crawler that ignores robots.txt).
function serveConsole(app: FastifyInstance, webDist: string | undefined) {
  const consoleFile = webDist ? path.join(webDist, 'admin.html') : undefined;
  const consolePage = consoleFile && existsSync(consoleFile) ? prepareHtml(200, readFileSync(consoleFile, 'utf8')) : undefined;
  const answerConsole = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    if (!consolePage) return reply.status(404).send({ code: ApiCode.NO_DATA, message: '운영 콘솔이 빌드되지 않았습니다. npm run build를 실행해 주세요.' });
    return sendHtml(request, reply, consolePage);
  };
  app.get('/admin', { schema: { hide: true } }, answerConsole);
  app.get('/admin/*', { schema: { hide: true } }, answerConsole);
}
