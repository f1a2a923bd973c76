import type { SeedContext } from '../../../core/module';
import { banners } from '../editorial';
import { bannerAllowList, sanitizeHtml } from '../html/sanitize';
import { upsertBanners } from './queries';

export async function seedBanners({ db }: SeedContext): Promise<void> {
  await upsertBanners(
    db,
    banners.map((banner) => ({ ...banner, contents: sanitizeHtml(banner.contents, bannerAllowList) })),
  );
}
