import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { Faq, FaqCategory } from '../editorial';
import type { FaqAnswer } from './schemas';

export interface FaqFilter {
  categoryCode?: string;
  keyword?: string;
}

/** LIKE treats % and _ as wildcards; a shopper searching "100%" means the character. */
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const faqSelect = (db: Kysely<Database>) =>
  db
    .selectFrom('faq')
    .innerJoin('faq_category', 'faq_category.code', 'faq.category_code')
    .select([
      'faq.faq_no as faqNo',
      'faq.category_code as categoryCode',
      'faq_category.name as categoryName',
      'faq.question as question',
      'faq.answer_html as answerHtml',
    ]);

/** FAQs in category order then their own order; the keyword matches question or answer text, ignoring case. */
export function listFaqs(db: Kysely<Database>, filter: FaqFilter): Promise<FaqAnswer[]> {
  let query = faqSelect(db);
  if (filter.categoryCode) query = query.where('faq.category_code', '=', filter.categoryCode);
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    query = query.where((eb) => eb.or([eb('faq.question', 'ilike', pattern), eb('faq.answer_text', 'ilike', pattern)]));
  }
  return query.orderBy('faq_category.sort_order').orderBy('faq.sort_order').orderBy('faq.faq_no').execute();
}

export function findFaq(db: Kysely<Database>, faqNo: number): Promise<FaqAnswer | undefined> {
  return faqSelect(db).where('faq.faq_no', '=', faqNo).executeTakeFirst();
}

export async function upsertFaqs(db: Kysely<Database>, categories: readonly FaqCategory[], faqs: readonly Faq[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('faq_category')
      .values(categories.map((category, index) => ({ code: category.code, name: category.name, sort_order: index + 1 })))
      .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), sort_order: eb.ref('excluded.sort_order') })))
      .execute();
    if (faqs.length === 0) return;
    await trx
      .insertInto('faq')
      .values(
        faqs.map((faq) => ({
          faq_no: faq.faqNo,
          category_code: faq.categoryCode,
          question: faq.question,
          answer_html: faq.answerHtml,
          sort_order: faq.sortOrder,
        })),
      )
      .onConflict((oc) =>
        oc.column('faq_no').doUpdateSet((eb) => ({
          category_code: eb.ref('excluded.category_code'),
          question: eb.ref('excluded.question'),
          answer_html: eb.ref('excluded.answer_html'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();
  });
}
