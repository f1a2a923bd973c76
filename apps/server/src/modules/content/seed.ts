import type { SeedContext } from '../../core/module';
import { seedBanners } from './banner/seed';
import { seedBoard } from './board/seed';
import { seedDisplay } from './display/seed';
import { seedPolicies } from './policy/seed';

/** Upserts every content row from the data modules by its natural key, so edits there reach the database on the next start. */
export async function seedContent(ctx: SeedContext): Promise<void> {
  await seedBanners(ctx);
  await seedBoard(ctx);
  await seedPolicies(ctx);
  await seedDisplay(ctx);
}
