import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { JSDOM } from 'jsdom';
import type { RenderOutcome } from '@maru/domain';
import { AppProviders } from '@/app/App';
import { importPageFile } from '@/app/page-modules';
import { routes } from '@/app/router';
import { type KeepNow, setServerHtmlCache, setServerHtmlWindow } from '@/features/board';
import { setServerFetch } from '@/shared/api';
import { createQueryClient, type ServerLoadContext } from '@/shared/query';
import { pageAt } from '@/shared/routing';
import { type PageMeta, renderHeadTags } from '@/shared/seo';

// Server rendering of the public pages (the page table's `ssr` column), called by the API
// server for each page request. The data comes through the same loaders and queries the
// browser uses, answered in-process; the browser then hydrates from the state sent along.

export interface RenderOptions {
  /** Answers '/api/…' requests in-process. */
  fetchApi: typeof fetch;
  /** The shop's public origin, for canonical URLs and preview images. */
  origin: string;
  /** The server's cache for the render's cleaned HTML (one of its named caches); none keeps nothing. */
  keepHtml?: KeepNow;
}

const handler = createStaticHandler(routes);
// The API calls of the render go through the app that asked for it. One app per process in
// production, but the API tests run several apps, one after another, in one process (their
// module cache is shared): each app's fetch replaces the last one's, or a page would be
// rendered from a closed app's database.
let installedFetch: typeof fetch | undefined;
let installedKeep: KeepNow | undefined;
let htmlWindowInstalled = false;

export async function render(request: Request, options: RenderOptions): Promise<RenderOutcome> {
  const url = new URL(request.url);
  const entry = pageAt(url.pathname);
  // Pages the browser renders alone are personal or transient (cart, checkout, my page,
  // sign-in, callbacks): kept out of search engines, apart from public pages still to be
  // server-rendered (showroom, styling, exhibitions).
  if (!entry.ssr) {
    const personal = entry.access !== 'anyone' || entry.layout === 'simple' || entry.layout === 'empty';
    return { kind: 'shell', head: renderHeadTags({ noindex: personal }, options.origin) };
  }
  if (installedFetch !== options.fetchApi) {
    setServerFetch(options.fetchApi);
    installedFetch = options.fetchApi;
  }
  // The same for the cleaned-HTML cache: each app's own, so an app never reads another's.
  if (installedKeep !== options.keepHtml) {
    setServerHtmlCache(options.keepHtml ?? ((_key, compute) => compute()));
    installedKeep = options.keepHtml;
  }
  if (!htmlWindowInstalled) {
    // Rich text (notices, policies) is cleaned by DOMPurify, which needs a DOM.
    setServerHtmlWindow(new JSDOM('').window as unknown as Parameters<typeof setServerHtmlWindow>[0]);
    htmlWindowInstalled = true;
  }

  const queryClient = createQueryClient();
  const requestContext: ServerLoadContext = { queryClient };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const page = await importPageFile(entry.file)();
  const leaf = context.matches.at(-1);
  const failed = context.errors !== null;
  const meta: PageMeta = failed
    ? { title: '페이지를 찾을 수 없습니다', noindex: true }
    : (page.meta?.({ queryClient, params: leaf?.params ?? {}, url }) ?? {});

  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every lazy part (the top banner, the home shelves), which
  // renderToString would leave for the browser to render with a console error.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </QueryClientProvider>
    </StrictMode>,
    // One piece of HTML: an outlined boundary would be completed by an inline script, which
    // the CSP (script-src 'self') refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error) ? { status: error.status, statusText: error.statusText, data: error.data } : { status: 500, statusText: 'Error', data: null },
        ]),
      )
    : null;
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return {
    kind: 'page',
    status: meta.status ?? context.statusCode,
    file: entry.file,
    head: renderHeadTags(meta, options.origin),
    html,
    state: { loaderData: context.loaderData, errors, queries },
    lcpImage: meta.lcpImage,
  };
}
