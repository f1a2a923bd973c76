import type { Schedule } from '@maru/domain';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { Notice } from '../editorial';

export interface NoticeSummaryRow {
  noticeNo: number;
  title: string;
  pinned: boolean;
  publishedAt: Date;
}

export interface NoticeRow extends NoticeSummaryRow {
  bodyHtml: string;
}

/** Published, dated no later than now and not ended. */
const liveAt = (eb: ExpressionBuilder<Database, 'notice'>, now: Date) =>
  eb.and([eb('state', '=', 'PUBLISHED'), eb('published_at', '<=', now), eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)])]);

/**
 * The notices shoppers see at `now`, plus the ones a console preview names (drafts and
 * scheduled ones; a draft not dated yet is dated now, as it would be once published).
 */
const shown = (db: Kysely<Database>, now: Date, previewed: ReadonlySet<number>) =>
  db.selectFrom('notice').where((eb) => (previewed.size > 0 ? eb.or([liveAt(eb, now), eb('notice_no', 'in', [...previewed])]) : liveAt(eb, now)));

const dated = (now: Date) => sql<Date>`coalesce(published_at, ${now}::timestamptz)`;

/** One page of the notices on show: pinned first, then newest. */
export async function listNotices(db: Kysely<Database>, page: number, size: number, now: Date, previewed: ReadonlySet<number> = new Set()): Promise<{ rows: NoticeSummaryRow[]; totalCount: number }> {
  const rows = await shown(db, now, previewed)
    .select(['notice_no as noticeNo', 'title', 'pinned', dated(now).as('publishedAt')])
    .orderBy('pinned', 'desc')
    .orderBy(dated(now), 'desc')
    .orderBy('notice_no', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const { count } = await shown(db, now, previewed).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return { rows, totalCount: Number(count) };
}

export function findNotice(db: Kysely<Database>, noticeNo: number, now: Date, previewed: ReadonlySet<number> = new Set()): Promise<NoticeRow | undefined> {
  return shown(db, now, previewed)
    .select(['notice_no as noticeNo', 'title', 'body_html as bodyHtml', 'pinned', dated(now).as('publishedAt')])
    .where('notice_no', '=', noticeNo)
    .executeTakeFirst();
}

/**
 * The neighbours on show of a notice by its date (notice number breaks ties), ignoring
 * pinning: prev is the next older notice, next the next newer one.
 */
export async function findNoticeNeighbours(db: Kysely<Database>, notice: NoticeSummaryRow, now: Date, previewed: ReadonlySet<number> = new Set()) {
  const key = sql<boolean>`(${dated(now)}, notice_no)`;
  const at = sql`(${notice.publishedAt}::timestamptz, ${notice.noticeNo}::integer)`;
  const neighbour = (older: boolean) =>
    shown(db, now, previewed)
      .select(['notice_no as noticeNo', 'title'])
      .where(older ? sql<boolean>`${key} < ${at}` : sql<boolean>`${key} > ${at}`)
      .orderBy(dated(now), older ? 'desc' : 'asc')
      .orderBy('notice_no', older ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
  const [prev, next] = await Promise.all([neighbour(true), neighbour(false)]);
  return { prev: prev ?? null, next: next ?? null };
}

/** The seed's notices by number, published on their dates. */
export async function upsertNotices(db: Kysely<Database>, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await db
    .insertInto('notice')
    .values(
      notices.map((notice) => ({
        notice_no: notice.noticeNo,
        title: notice.title,
        body_html: notice.bodyHtml,
        pinned: notice.pinned,
        state: 'PUBLISHED' as const,
        published_at: new Date(notice.publishedAt),
      })),
    )
    .onConflict((oc) =>
      oc.column('notice_no').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        body_html: eb.ref('excluded.body_html'),
        pinned: eb.ref('excluded.pinned'),
        state: eb.ref('excluded.state'),
        published_at: eb.ref('excluded.published_at'),
      })),
    )
    .execute();
}

// ── The console ─────────────────────────────────────────────────────────────────────────

export interface AdminNoticeRow {
  noticeNo: number;
  title: string;
  pinned: boolean;
  state: 'DRAFT' | 'PUBLISHED';
  publishedAt: Date | null;
  endsAt: Date | null;
  updatedAt: Date;
}

const adminColumns = ['notice_no as noticeNo', 'title', 'pinned', 'state', 'published_at as publishedAt', 'ends_at as endsAt', 'updated_at as updatedAt'] as const;

const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every notice, pinned first, then the newest (drafts not dated yet first among their kind), for the console. */
export async function adminNoticePage(db: Kysely<Database>, query: { keyword?: string; page: number; size: number }): Promise<{ rows: AdminNoticeRow[]; total: number }> {
  let base = db.selectFrom('notice');
  if (query.keyword) base = base.where('title', 'ilike', likePattern(query.keyword));
  const [rows, count] = await Promise.all([
    base
      .select(adminColumns)
      .orderBy('pinned', 'desc')
      .orderBy(sql`published_at desc nulls first`)
      .orderBy('notice_no', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export function adminNotice(db: Kysely<Database>, noticeNo: number): Promise<(AdminNoticeRow & { bodyHtml: string }) | undefined> {
  return db.selectFrom('notice').select([...adminColumns, 'body_html as bodyHtml']).where('notice_no', '=', noticeNo).executeTakeFirst();
}

export async function lockNotice(trx: Transaction<Database>, noticeNo: number): Promise<(AdminNoticeRow & { bodyHtml: string }) | undefined> {
  return trx.selectFrom('notice').select([...adminColumns, 'body_html as bodyHtml']).where('notice_no', '=', noticeNo).forUpdate().executeTakeFirst();
}

export interface NoticeFields {
  title: string;
  bodyHtml: string;
  pinned: boolean;
  schedule: Schedule;
}

const noticeColumns = (fields: NoticeFields, publishedAt: Date | null) => ({
  title: fields.title,
  body_html: fields.bodyHtml,
  pinned: fields.pinned,
  state: fields.schedule.state,
  published_at: publishedAt,
  ends_at: fields.schedule.endsAt,
});

export async function insertNotice(trx: Transaction<Database>, fields: NoticeFields, publishedAt: Date | null, now: Date): Promise<number> {
  const { notice_no } = await trx
    .insertInto('notice')
    .values({ ...noticeColumns(fields, publishedAt), created_at: now, updated_at: now })
    .returning('notice_no')
    .executeTakeFirstOrThrow();
  return notice_no;
}

export async function updateNotice(trx: Transaction<Database>, noticeNo: number, fields: NoticeFields, publishedAt: Date | null, now: Date): Promise<void> {
  await trx.updateTable('notice').set({ ...noticeColumns(fields, publishedAt), updated_at: now }).where('notice_no', '=', noticeNo).execute();
}

export async function deleteNotice(trx: Transaction<Database>, noticeNo: number): Promise<void> {
  await trx.deleteFrom('notice').where('notice_no', '=', noticeNo).execute();
}
