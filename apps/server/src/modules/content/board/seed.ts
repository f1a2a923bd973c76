import type { SeedContext } from '../../../core/module';
import { faqCategories, faqs, notices } from '../editorial';
import { boardAllowList, sanitizeHtml } from '../html/sanitize';
import { upsertFaqs } from './faq-queries';
import { upsertNotices } from './notice-queries';

export async function seedBoard({ db }: SeedContext): Promise<void> {
  await upsertNotices(
    db,
    notices.map((notice) => ({ ...notice, bodyHtml: sanitizeHtml(notice.bodyHtml, boardAllowList) })),
  );
  await upsertFaqs(
    db,
    faqCategories,
    faqs.map((faq) => ({ ...faq, answerHtml: sanitizeHtml(faq.answerHtml, boardAllowList) })),
  );
}
