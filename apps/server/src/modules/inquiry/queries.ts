import type { AdminInquiryQuery, InquiryKind, InquiryListQuery } from '@maru/domain';
import { koreanDayRange } from '@maru/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import { memberContacts } from '../identity';
import { productNames } from '../catalogue';
import { codesOfGroup } from '../code';
import { staffNames } from '../staff';
import type { InquiryTable } from './tables';

// Every SQL statement of the inquiry module.

type Db = Kysely<Database>;
export type InquiryRow = Selectable<InquiryTable>;
/** An inquiry with the names the views show: its category's, its product's, its asker's and its answerer's. */
export type InquiryDetailRow = InquiryRow & { category_name: string | null; product_name: string | null; member_name: string | null; member_email: string | null; staff_name: string | null };

const CATEGORY_GROUP = 'INQUIRY_CATEGORY';

function detailed(db: Db) {
  return db.selectFrom('inquiry').selectAll('inquiry');
}

/**
 * The names the views show, each read from the module that owns it (issue 24: the category
 * from the codes, the product from the catalogue, the asker from identity, the answerer
 * from staff), one query each for the whole page.
 */
async function withNames(db: Db, rows: InquiryRow[]): Promise<InquiryDetailRow[]> {
  if (rows.length === 0) return [];
  const categories = new Map((await inquiryCategories(db)).map((category) => [category.code, category.name]));
  const products = await productNames(db, rows.flatMap((row) => row.product_no ?? []));
  const members = await memberContacts(db, rows.map((row) => row.member_id));
  const staff = await staffNames(db, rows.flatMap((row) => row.answered_by ?? []));
  return rows.map((row) => ({
    ...row,
    category_name: row.category === null ? null : categories.get(row.category) ?? null,
    product_name: row.product_no === null ? null : products.get(row.product_no) ?? null,
    member_name: members.get(row.member_id)?.name ?? null,
    member_email: members.get(row.member_id)?.email ?? null,
    staff_name: row.answered_by === null ? null : staff.get(row.answered_by) ?? null,
  }));
}

export async function categoryExists(db: Db, category: string): Promise<boolean> {
  return (await inquiryCategories(db)).some((known) => known.code === category);
}

export function inquiryCategories(db: Db): Promise<{ code: string; name: string }[]> {
  return codesOfGroup(db, CATEGORY_GROUP);
}

export async function insertInquiry(db: Db, values: Omit<InquiryRow, 'inquiry_id' | 'created_at' | 'updated_at' | 'answer_text' | 'answered_at' | 'answered_by' | 'answer_edited_at' | 'answer_read_at' | 'member_detached_at'>): Promise<number> {
  const row = await db.insertInto('inquiry').values(values).returning('inquiry_id').executeTakeFirstOrThrow();
  return row.inquiry_id;
}

export async function findInquiry(db: Db, inquiryId: number): Promise<InquiryDetailRow | undefined> {
  const row = await detailed(db).where('inquiry.inquiry_id', '=', inquiryId).executeTakeFirst();
  return row && (await withNames(db, [row]))[0];
}

/** Changes a waiting 1:1 inquiry of the member; false when none matched (not theirs, gone, or answered meanwhile). */
export async function updateWaitingInquiry(db: Db, memberId: number, inquiryId: number, values: { category: string; title: string; text: string; order_no: string | null }, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('inquiry')
    .set({ ...values, updated_at: now })
    .where('inquiry_id', '=', inquiryId)
    .where('member_id', '=', memberId)
    .where('kind', '=', 'ONE_TO_ONE')
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteWaitingInquiry(db: Db, memberId: number, inquiryId: number): Promise<boolean> {
  const result = await db.deleteFrom('inquiry').where('inquiry_id', '=', inquiryId).where('member_id', '=', memberId).where('answered_at', 'is', null).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The member has now seen these answers (my page's alarm goes out). */
export async function markAnswersRead(db: Db, memberId: number, inquiryIds: readonly number[], now: Date): Promise<void> {
  if (inquiryIds.length === 0) return;
  await db.updateTable('inquiry').set({ answer_read_at: now }).where('member_id', '=', memberId).where('inquiry_id', 'in', [...inquiryIds]).where('answered_at', 'is not', null).where('answer_read_at', 'is', null).execute();
}

export async function memberInquiryPage(db: Db, memberId: number, query: InquiryListQuery, size: number) {
  const mine = db.selectFrom('inquiry').where('member_id', '=', memberId).where('kind', '=', query.kind);
  let filtered = mine;
  if (query.status === 'WAITING') filtered = filtered.where('answered_at', 'is', null);
  if (query.status === 'ANSWERED') filtered = filtered.where('answered_at', 'is not', null);
  const [counts, { total }, rows] = await Promise.all([
    mine.select((eb) => [eb.fn.countAll<string>().filterWhere('answered_at', 'is', null).as('waiting'), eb.fn.countAll<string>().filterWhere('answered_at', 'is not', null).as('answered')]).executeTakeFirstOrThrow(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    detailed(db)
      .where('inquiry.member_id', '=', memberId)
      .where('inquiry.kind', '=', query.kind)
      .$if(query.status === 'WAITING', (q) => q.where('inquiry.answered_at', 'is', null))
      .$if(query.status === 'ANSWERED', (q) => q.where('inquiry.answered_at', 'is not', null))
      .orderBy('inquiry.created_at', 'desc')
      .orderBy('inquiry.inquiry_id', 'desc')
      .limit(size)
      .offset((query.page - 1) * size)
      .execute(),
  ]);
  return { rows: await withNames(db, rows), total: Number(total), waiting: Number(counts.waiting), answered: Number(counts.answered) };
}

export async function productQuestionPage(db: Db, productNo: number, page: number, size: number) {
  const questions = db.selectFrom('inquiry').where('kind', '=', 'PRODUCT').where('product_no', '=', productNo);
  const [{ total }, rows] = await Promise.all([
    questions.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    detailed(db).where('inquiry.kind', '=', 'PRODUCT').where('inquiry.product_no', '=', productNo).orderBy('inquiry.created_at', 'desc').orderBy('inquiry.inquiry_id', 'desc').limit(size).offset((page - 1) * size).execute(),
  ]);
  return { rows: await withNames(db, rows), total: Number(total) };
}

/** The console's list: waiting ones first, oldest first (served in turn), then answered ones, latest answer first. */
export async function adminInquiryPage(db: Db, query: AdminInquiryQuery) {
  const { since, until } = koreanDayRange(query.from, query.to);
  const filters = <Q extends ReturnType<typeof detailed>>(q: Q): Q =>
    q
      .$if(query.kind !== 'ALL', (w) => w.where('inquiry.kind', '=', query.kind as InquiryKind))
      .$if(query.status === 'WAITING', (w) => w.where('inquiry.answered_at', 'is', null))
      .$if(query.status === 'ANSWERED', (w) => w.where('inquiry.answered_at', 'is not', null))
      .$if(query.category !== undefined, (w) => w.where('inquiry.category', '=', query.category!))
      .$if(since !== undefined, (w) => w.where('inquiry.created_at', '>=', since!))
      .$if(until !== undefined, (w) => w.where('inquiry.created_at', '<', until!)) as Q;
  const [{ total }, rows] = await Promise.all([
    filters(detailed(db)).clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    filters(detailed(db))
      .orderBy(sql`inquiry.answered_at is not null`)
      .orderBy(sql`case when inquiry.answered_at is null then inquiry.created_at end`, 'asc')
      .orderBy('inquiry.answered_at', 'desc')
      .orderBy('inquiry.inquiry_id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
  ]);
  return { rows: await withNames(db, rows), total: Number(total) };
}

export interface PhotoRef {
  imageId: string;
  storageKey: string;
  width: number;
  height: number;
}

/** The photos of these inquiries, in order, by inquiry. */
export async function photosOf(db: Db, inquiryIds: readonly number[]): Promise<Map<number, PhotoRef[]>> {
  const byInquiry = new Map<number, PhotoRef[]>();
  if (inquiryIds.length === 0) return byInquiry;
  const rows = await db.selectFrom('inquiry_photo').selectAll().where('inquiry_id', 'in', [...inquiryIds]).orderBy('inquiry_id').orderBy('position').execute();
  for (const row of rows) byInquiry.set(row.inquiry_id, [...(byInquiry.get(row.inquiry_id) ?? []), { imageId: row.image_id, storageKey: row.storage_key, width: row.width, height: row.height }]);
  return byInquiry;
}

/** Sets an inquiry's photos to these, in order. */
export async function replacePhotos(db: Db, inquiryId: number, photos: readonly PhotoRef[]): Promise<void> {
  await db.deleteFrom('inquiry_photo').where('inquiry_id', '=', inquiryId).execute();
  if (photos.length === 0) return;
  await db
    .insertInto('inquiry_photo')
    .values(photos.map((photo, position) => ({ inquiry_id: inquiryId, position, image_id: photo.imageId, storage_key: photo.storageKey, width: photo.width, height: photo.height })))
    .execute();
}

/** The inquiry, locked for an answer being written (two operators answering at once take turns). */
export function lockInquiry(db: Db, inquiryId: number): Promise<InquiryRow | undefined> {
  return db.selectFrom('inquiry').selectAll().where('inquiry_id', '=', inquiryId).forUpdate().executeTakeFirst();
}

export async function saveAnswer(db: Db, inquiryId: number, answer: { text: string; staffId: number; first: boolean }, now: Date): Promise<void> {
  await db
    .updateTable('inquiry')
    .set(answer.first ? { answer_text: answer.text, answered_at: now, answered_by: answer.staffId, answer_read_at: null, updated_at: now } : { answer_text: answer.text, answered_by: answer.staffId, answer_edited_at: now, updated_at: now })
    .where('inquiry_id', '=', inquiryId)
    .execute();
}

/** My page home's glance: answers not yet opened, and questions still waiting (both kinds). */
export async function glanceCounts(db: Db, memberId: number): Promise<{ answeredUnread: number; waiting: number }> {
  const row = await db
    .selectFrom('inquiry')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere((w) => w.and([w('answered_at', 'is not', null), w('answer_read_at', 'is', null)])).as('unread'),
      eb.fn.countAll<string>().filterWhere('answered_at', 'is', null).as('waiting'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { answeredUnread: Number(row.unread), waiting: Number(row.waiting) };
}

/** Inquiries of both kinds still waiting for the shop's answer (the dashboard; the inquiry_waiting partial index holds exactly these). */
export async function waitingCount(db: Db): Promise<number> {
  const row = await db.selectFrom('inquiry').select((eb) => eb.fn.countAll<string>().as('count')).where('answered_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The console's member page (issue 28): the member's latest inquiries of both kinds, and how many. */
export async function consoleMemberInquiries(db: Db, memberId: number, limit: number) {
  const base = db.selectFrom('inquiry').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base.select(['inquiry_id', 'kind', 'title', 'text', 'answered_at', 'created_at']).orderBy('created_at', 'desc').orderBy('inquiry_id', 'desc').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}
