import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// What a server-rendered page downloads before it can answer a tap: the entry, the app chunk
// (React, the router, the shell) and the page file's chunk, each with every chunk it imports
// statically, read from the client build's manifest. Chunks a page imports lazily (the top
// banner, the footer, dialogs, schemas for the browser's own fetches) are not counted: the
// page hydrates without them. Sizes are as served: the build's .br copy, or the file itself
// where it is too small to be compressed (build/precompress.ts).

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The app chunk every shop page loads (plugins/pages/page-assets.ts names the same). */
const APP_CHUNK = 'src/app/start.tsx';

export interface StartupScripts {
  /** Bytes as served, brotli where the build compressed the file. */
  bytes: number;
  files: { file: string; bytes: number }[];
}

export function startupScriptReader(webDist: string) {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the web app first (npm run build -w @maru/web)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const servedBytes = (file: string) => {
    const compressed = path.join(webDist, `${file}.br`);
    return statSync(existsSync(compressed) ? compressed : path.join(webDist, file)).size;
  };
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, seen);
  };
  return {
    /** The start-up scripts of a page file of the page table ('features/home/pages/HomePage'). */
    forPage(pageFile: string): StartupScripts {
      const seen = new Set<string>();
      for (const key of ['index.html', APP_CHUNK, `src/${pageFile}.tsx`]) collect(key, seen);
      const files = [...seen].map((key) => ({ file: manifest[key]!.file, bytes: servedBytes(manifest[key]!.file) }));
      return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
    },
  };
}
