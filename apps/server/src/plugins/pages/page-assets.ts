import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

// Page files are loaded only when their route opens; any other lazy part (the top banner,
// the footer, the home shelves) is rendered on the server with the page, so its styles
// must be in the first HTML or it would move once they load.
const isPageFile = (key: string) => /^src\/features\/[^/]+\/pages\//.test(key) || key === 'src/app/errors/NotFoundPage.tsx';

/** The app itself (React, the router, the shell): the entry imports it once the first screen is painted. */
const APP_CHUNK = 'src/app/start.tsx';

export interface PageAssets {
  /** Chunks the page's first render needs besides the entry, to fetch in parallel with it. */
  modulePreloads: string[];
  /** The page's styles and the entry's, to inline: no render-blocking stylesheet request. */
  inlineCss: string;
  /** The stylesheets inlineCss holds, by address. */
  inlinedSheets: string[];
}

export interface PageAssetReader {
  /** What a server-rendered page of this page file needs. */
  forPage(pageFile: string): PageAssets;
  /** The app chunk and its imports, which every page loads: the shell's template preloads them (withAppPreloads). */
  appPreloads: readonly string[];
  /** The app chunk's stylesheets, which the shell's template links. */
  appStyles: readonly string[];
}

/**
 * What each page file needs from the client build, read from Vite's manifest
 * (dist/.vite/manifest.json) once at start-up and kept per page file.
 */
export function pageAssetReader(webDist: string): PageAssetReader {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
  // The shop's entry; the build has a second one, the operator console (admin.html).
  const entryKey = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const cssText = new Map<string, string>();
  const readCss = (file: string) => {
    let text = cssText.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(webDist, file), 'utf8');
      cssText.set(file, text);
    }
    return text;
  };
  // A chunk's own file, the chunks it imports statically, and all their styles, in load order.
  const collect = (key: string, seen: Set<string>, files: string[], css: string[]) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) collect(imported, seen, files, css);
    files.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
  };
  // The entry's own file is in the template already; what it imports (the bundler's runtime,
  // shared with the console) and the app chunk with its imports are not.
  const entrySeen = new Set<string>(entryKey ? [entryKey] : []);
  const appPreloads: string[] = [];
  const appStyles: string[] = [];
  for (const imported of (entryKey && manifest[entryKey]?.imports) || []) collect(imported, entrySeen, appPreloads, appStyles);
  collect(APP_CHUNK, entrySeen, appPreloads, appStyles);

  const byPage = new Map<string, PageAssets>();
  const forPage = (pageFile: string): PageAssets => {
    const known = byPage.get(pageFile);
    if (known) return known;
    const css: string[] = [];
    const seen = new Set<string>();
    for (const key of [entryKey, APP_CHUNK]) if (key) collect(key, seen, [], css);
    const pageFiles: string[] = [];
    const pageKey = `src/${pageFile}.tsx`;
    collect(pageKey, seen, pageFiles, css);
    const lazyParts = [APP_CHUNK, pageKey].flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => !isPageFile(key));
    // Only their styles: preloading their code as well (so the banner's close answers a
    // moment sooner) cost the list page ~30 ms of Lighthouse's blocking time (median of 4).
    for (const part of lazyParts) collect(part, seen, [], css);
    const assets = {
      modulePreloads: pageFiles.map((file) => `/${file}`),
      inlineCss: css.map(readCss).join('\n'),
      inlinedSheets: css.map((file) => `/${file}`),
    };
    byPage.set(pageFile, assets);
    return assets;
  };
  return { forPage, appPreloads: appPreloads.map((file) => `/${file}`), appStyles: appStyles.map((file) => `/${file}`) };
}
