import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CacheRegistry } from '../../core/cache';

/**
 * Generated PDFs kept under <DATA_DIR>/documents, named by what they were made from:
 * `<what>-<hash of the facts>.pdf`. A product whose price or options change gets a new
 * name and so a new file; the old one is removed when the new one is written. The
 * documents are made on first request, not by the seed: one takes ~50 ms, and tiles and
 * faucets are about half the catalogue (212 of the test seed's 400 products), so the default
 * 3,000 products would add ~160 s to a first start and 100,000 products about 90 minutes, for
 * files few visitors open (docs/share-and-downloads.md). Several servers each make their
 * own copy from the same database, so nothing needs sharing.
 */
export interface DocumentStore {
  /** The stored file for these facts, made by `render` the first time. */
  get(name: string, facts: unknown, render: () => Promise<Buffer>): Promise<Buffer>;
}

/** Bumped when a renderer's layout changes, so files made by the old one are not served. */
export const RENDERER_VERSION = 1;

const SAFE_NAME = /^[a-z-]+-\d{1,10}$/;

export function factsHash(facts: unknown): string {
  return createHash('sha256').update(JSON.stringify([RENDERER_VERSION, facts])).digest('hex').slice(0, 24);
}

export function diskDocumentStore(folder: string, caches: CacheRegistry): DocumentStore {
  // Two visitors asking for the same new file at once wait for one rendering: a rendering is
  // kept while it runs (the file on disk is what keeps the result).
  const rendering = caches.define<Buffer>({ name: 'document.renderings', ttlMs: 5 * 60 * 1000, max: 200, topics: [] });

  async function make(name: string, file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const body = await render();
    await mkdir(folder, { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    const stale = (await readdir(folder)).filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.pdf') && path.join(folder, entry) !== file);
    await Promise.all(stale.map((entry) => unlink(path.join(folder, entry)).catch(() => undefined)));
    return body;
  }

  return {
    async get(name, facts, render) {
      // Names are made by this module only; refusing anything else keeps a bug from writing outside the folder.
      if (!SAFE_NAME.test(name)) throw new Error(`refused document name ${JSON.stringify(name)}`);
      const file = path.join(folder, `${name}-${factsHash(facts)}.pdf`);
      const stored = await readFile(file).catch(() => undefined);
      if (stored) return stored;
      return rendering.get(file, () => make(name, file, render).finally(() => rendering.delete(file)));
    },
  };
}
