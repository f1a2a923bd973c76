import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderOutcome } from '@maru/domain';

// The server-rendering module the web build writes (apps/web/src/entry-server.tsx, built to
// dist-ssr beside dist); its answer is the domain package's RenderOutcome.

export type { RenderOutcome };

export interface RenderOptions {
  fetchApi: typeof fetch;
  origin: string;
  /** A synchronous cache for the render's cleaned HTML (a named cache's getNow). */
  keepHtml?: (key: string, compute: () => string) => string;
}

export interface PageRenderer {
  render(request: Request, options: RenderOptions): Promise<RenderOutcome>;
}

/** The built renderer beside the built web app, or undefined when the build has none (the shell is served then). */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const entry = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}
