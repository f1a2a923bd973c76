import type { Kysely } from 'kysely';
import type { SeedContext } from '../../core/module';
import type { Database } from '../../db/database';
import { seedBanners } from './banner/seed';
import { seedBoard } from './board/seed';
import { seedAboutPages, seedHomeSections } from './display/seed';
import { seedPolicies } from './policy/seed';

/**
 * Writes each part of the content from the data modules (editorial/) once per database: since
 * issue 27 operators edit banners, the home page, notices, FAQ and policies in the console, so
 * a restart must never put their edits back (or bring back what they deleted). content_seed
 * marks the parts written; a part that was written before the mark existed is written once
 * more (the same rows by their keys) and marked. The company pages, which no console edits,
 * are still written on every start.
 */
const parts: readonly { part: string; seed: (ctx: SeedContext) => Promise<void> }[] = [
  { part: 'banners', seed: seedBanners },
  { part: 'board', seed: seedBoard },
  { part: 'policies', seed: seedPolicies },
  { part: 'home', seed: seedHomeSections },
];

async function seededParts(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('content_seed').select('part').execute()).map((row) => row.part));
}

export async function seedContent(ctx: SeedContext): Promise<void> {
  const done = await seededParts(ctx.db);
  for (const { part, seed } of parts) {
    if (done.has(part)) continue;
    await seed(ctx);
    await ctx.db.insertInto('content_seed').values({ part }).onConflict((oc) => oc.column('part').doNothing()).execute();
  }
  // The company pages are not edited in the console: their data files stay the source, on every start.
  await seedAboutPages(ctx);
}
