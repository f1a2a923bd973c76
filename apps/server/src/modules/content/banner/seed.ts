import type { SeedContext } from '../../../core/module';
import { banners } from '../editorial';
import { upsertBanners } from './queries';

/** The seed's banners as written (they fit the allow-list: banner.test.ts); every read cleans them anyway. */
export async function seedBanners({ db }: SeedContext): Promise<void> {
  await upsertBanners(db, banners);
}
