import type { Schedule } from '@maru/domain';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { Faq, FaqCategory } from '../editorial';
import type { FaqAnswer } from './schemas';

export interface FaqFilter {
  categoryCode?: string;
  keyword?: string;
}

/** LIKE treats % and _ as wildcards; a shopper searching "100%" means the character. */
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type FaqBuilder = ExpressionBuilder<Database & { faq: Database['faq'] }, 'faq'>;

/** Published and inside its period at `now`; the ones a console preview names are shown too. */
const shownAt = (eb: FaqBuilder, now: Date, previewed: ReadonlySet<number>) => {
  const live = eb.and([
    eb('faq.state', '=', 'PUBLISHED'),
    eb.or([eb('faq.starts_at', 'is', null), eb('faq.starts_at', '<=', now)]),
    eb.or([eb('faq.ends_at', 'is', null), eb('faq.ends_at', '>', now)]),
  ]);
  return previewed.size > 0 ? eb.or([live, eb('faq.faq_no', 'in', [...previewed])]) : live;
};

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

/** FAQs on show in category order then their own order; the keyword matches question or answer text, ignoring case. */
export function listFaqs(db: Kysely<Database>, filter: FaqFilter, now: Date, previewed: ReadonlySet<number> = new Set()): Promise<FaqAnswer[]> {
  let query = faqSelect(db).where((eb) => shownAt(eb, now, previewed));
  if (filter.categoryCode) query = query.where('faq.category_code', '=', filter.categoryCode);
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    query = query.where((eb) => eb.or([eb('faq.question', 'ilike', pattern), eb('faq.answer_text', 'ilike', pattern)]));
  }
  return query.orderBy('faq_category.sort_order').orderBy('faq.sort_order').orderBy('faq.faq_no').execute();
}

export function findFaq(db: Kysely<Database>, faqNo: number, now: Date, previewed: ReadonlySet<number> = new Set()): Promise<FaqAnswer | undefined> {
  return faqSelect(db).where((eb) => shownAt(eb, now, previewed)).where('faq.faq_no', '=', faqNo).executeTakeFirst();
}

/** The categories in the console's order. */
export function listFaqCategories(db: Kysely<Database>): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('faq_category').select(['code', 'name']).orderBy('sort_order').orderBy('code').execute();
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
          state: 'PUBLISHED' as const,
        })),
      )
      .onConflict((oc) =>
        oc.column('faq_no').doUpdateSet((eb) => ({
          category_code: eb.ref('excluded.category_code'),
          question: eb.ref('excluded.question'),
          answer_html: eb.ref('excluded.answer_html'),
          sort_order: eb.ref('excluded.sort_order'),
          state: eb.ref('excluded.state'),
        })),
      )
      .execute();
  });
}

// ── The console ─────────────────────────────────────────────────────────────────────────

export interface AdminFaqRow {
  faqNo: number;
  categoryCode: string;
  categoryName: string;
  question: string;
  sortOrder: number;
  state: 'DRAFT' | 'PUBLISHED';
  startsAt: Date | null;
  endsAt: Date | null;
  updatedAt: Date;
  answerHtml: string;
}

const adminFaqSelect = (db: Kysely<Database>) =>
  db
    .selectFrom('faq')
    .innerJoin('faq_category', 'faq_category.code', 'faq.category_code')
    .select([
      'faq.faq_no as faqNo',
      'faq.category_code as categoryCode',
      'faq_category.name as categoryName',
      'faq.question as question',
      'faq.sort_order as sortOrder',
      'faq.state as state',
      'faq.starts_at as startsAt',
      'faq.ends_at as endsAt',
      'faq.updated_at as updatedAt',
      'faq.answer_html as answerHtml',
    ]);

/** Every question, whatever its state, in the shop's order. */
export function adminFaqs(db: Kysely<Database>, categoryCode?: string): Promise<AdminFaqRow[]> {
  let query = adminFaqSelect(db);
  if (categoryCode) query = query.where('faq.category_code', '=', categoryCode);
  return query.orderBy('faq_category.sort_order').orderBy('faq.sort_order').orderBy('faq.faq_no').execute();
}

export function adminFaq(db: Kysely<Database>, faqNo: number): Promise<AdminFaqRow | undefined> {
  return adminFaqSelect(db).where('faq.faq_no', '=', faqNo).executeTakeFirst();
}

export async function lockFaq(trx: Transaction<Database>, faqNo: number): Promise<boolean> {
  return (await trx.selectFrom('faq').select('faq_no').where('faq_no', '=', faqNo).forUpdate().executeTakeFirst()) !== undefined;
}

export interface FaqFields {
  categoryCode: string;
  question: string;
  answerHtml: string;
  schedule: Schedule;
}

const faqColumns = (fields: FaqFields) => ({
  category_code: fields.categoryCode,
  question: fields.question,
  answer_html: fields.answerHtml,
  state: fields.schedule.state,
  starts_at: fields.schedule.startsAt,
  ends_at: fields.schedule.endsAt,
});

/** The next place at the end of a category. */
async function lastSortOrder(trx: Transaction<Database>, categoryCode: string): Promise<number> {
  const { last } = await trx
    .selectFrom('faq')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.lit(0)).as('last'))
    .where('category_code', '=', categoryCode)
    .executeTakeFirstOrThrow();
  return Number(last);
}

export async function insertFaq(trx: Transaction<Database>, fields: FaqFields, now: Date): Promise<number> {
  const sortOrder = (await lastSortOrder(trx, fields.categoryCode)) + 1;
  const { faq_no } = await trx
    .insertInto('faq')
    .values({ ...faqColumns(fields), sort_order: sortOrder, updated_at: now })
    .returning('faq_no')
    .executeTakeFirstOrThrow();
  return faq_no;
}

/** A question moved to another category goes to its end. */
export async function updateFaq(trx: Transaction<Database>, faqNo: number, fields: FaqFields, movedCategory: boolean, now: Date): Promise<void> {
  const sortOrder = movedCategory ? { sort_order: (await lastSortOrder(trx, fields.categoryCode)) + 1 } : {};
  await trx.updateTable('faq').set({ ...faqColumns(fields), ...sortOrder, updated_at: now }).where('faq_no', '=', faqNo).execute();
}

export async function deleteFaq(trx: Transaction<Database>, faqNo: number): Promise<void> {
  await trx.deleteFrom('faq').where('faq_no', '=', faqNo).execute();
}

/** The numbers of one category's questions in their order, locked. */
export async function lockCategoryFaqs(trx: Transaction<Database>, categoryCode: string): Promise<number[]> {
  const rows = await trx.selectFrom('faq').select('faq_no').where('category_code', '=', categoryCode).orderBy('sort_order').orderBy('faq_no').forUpdate().execute();
  return rows.map((row) => row.faq_no);
}

export async function setFaqOrder(trx: Transaction<Database>, faqNos: readonly number[]): Promise<void> {
  await sql`
    update faq f set sort_order = o.position
      from unnest(${sql.val(faqNos)}::int[]) with ordinality as o(faq_no, position)
     where f.faq_no = o.faq_no`.execute(trx);
}

// ── Categories ──────────────────────────────────────────────────────────────────────────

export function adminFaqCategories(db: Kysely<Database>): Promise<{ code: string; name: string; sortOrder: number; faqCount: number }[]> {
  return db
    .selectFrom('faq_category as c')
    .select(['c.code', 'c.name', 'c.sort_order as sortOrder', sql<number>`(select count(*)::int from faq where faq.category_code = c.code)`.as('faqCount')])
    .orderBy('c.sort_order')
    .orderBy('c.code')
    .execute();
}

/** Locks the categories (a create, a reorder or a delete against another) and answers them in order. */
export async function lockFaqCategories(trx: Transaction<Database>): Promise<{ code: string; name: string; sortOrder: number }[]> {
  return trx.selectFrom('faq_category').select(['code', 'name', 'sort_order as sortOrder']).orderBy('sort_order').orderBy('code').forUpdate().execute();
}

export async function insertFaqCategory(trx: Transaction<Database>, code: string, name: string, sortOrder: number): Promise<void> {
  await trx.insertInto('faq_category').values({ code, name, sort_order: sortOrder }).execute();
}

export async function renameFaqCategory(trx: Transaction<Database>, code: string, name: string): Promise<void> {
  await trx.updateTable('faq_category').set({ name }).where('code', '=', code).execute();
}

export async function countCategoryFaqs(trx: Transaction<Database>, code: string): Promise<number> {
  const { n } = await trx.selectFrom('faq').select((eb) => eb.fn.countAll<string>().as('n')).where('category_code', '=', code).executeTakeFirstOrThrow();
  return Number(n);
}

export async function deleteFaqCategory(trx: Transaction<Database>, code: string): Promise<void> {
  await trx.deleteFrom('faq_category').where('code', '=', code).execute();
}

export async function setFaqCategoryOrder(trx: Transaction<Database>, codes: readonly string[]): Promise<void> {
  await sql`
    update faq_category c set sort_order = o.position
      from unnest(${sql.val(codes)}::text[]) with ordinality as o(code, position)
     where c.code = o.code`.execute(trx);
}
