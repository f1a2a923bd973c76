import type { SeedContext } from '../../../core/module';
import { faqCategories, faqs, notices } from '../editorial';
import { upsertFaqs } from './faq-queries';
import { upsertNotices } from './notice-queries';

/** The seed's notices and FAQ as written (they fit the board allow-list: content-data.test.ts); every read cleans them anyway. */
export async function seedBoard({ db }: SeedContext): Promise<void> {
  await upsertNotices(db, notices);
  await upsertFaqs(db, faqCategories, faqs);
}
