import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The server-rendering module the web build writes (apps/web/src/entry-server.tsx, built to
// dist-ssr beside dist). Declared here rather than imported: the server does not compile
// the web app, it loads what the web build produced.

export interface RenderedState {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  queries: unknown;
}

export type RenderOutcome =
  | { kind: 'shell'; head: string }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      file: string;
      head: string;
      html: string;
      state: RenderedState;
      lcpImage?: { href: string; srcset?: string; sizes?: string };
    };

export interface PageRenderer {
  render(request: Request, options: { fetchApi: typeof fetch; origin: string }): Promise<RenderOutcome>;
}

/** The built renderer beside the built web app, or undefined when the build has none (the shell is served then). */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const entry = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}
