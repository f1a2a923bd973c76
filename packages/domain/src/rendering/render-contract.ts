// What the web app's server renderer (apps/web/src/entry-server.tsx, built to dist-ssr)
// gives the API server for a page request. Declared once here: the server does not compile
// the web app, it loads what the web build produced, so both sides name this contract.

/** A route error as it travels in the page: React Router's error response, made plain. */
export interface SerializedRouteError {
  status: number;
  statusText: string;
  data: unknown;
}

/** What a server-rendered page was rendered from; the browser hydrates from it. */
export interface RenderedState {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedRouteError> | null;
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
}

/** The largest image of a page's first screen, to preload with high priority. */
export interface FirstScreenImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

export type RenderOutcome =
  /** A page the browser renders itself (personal or transient): the shell, with these head tags. */
  | { kind: 'shell'; head: string }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page table file whose chunks and styles the HTML needs. */
      file: string;
      head: string;
      html: string;
      state: RenderedState;
      lcpImage?: FirstScreenImage;
    };
