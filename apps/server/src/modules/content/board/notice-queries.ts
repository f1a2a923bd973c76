import { type Kysely, sql } from 'kysely';
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

const published = (db: Kysely<Database>, now: Date) => db.selectFrom('notice').where('published_at', '<=', now);

/** One page of published notices: pinned first, then newest. */
export async function listNotices(db: Kysely<Database>, page: number, size: number, now: Date): Promise<{ rows: NoticeSummaryRow[]; totalCount: number }> {
  const rows = await published(db, now)
    .select(['notice_no as noticeNo', 'title', 'pinned', 'published_at as publishedAt'])
    .orderBy('pinned', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('notice_no', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const { count } = await published(db, now).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return { rows, totalCount: Number(count) };
}

export function findNotice(db: Kysely<Database>, noticeNo: number, now: Date): Promise<NoticeRow | undefined> {
  return published(db, now)
    .select(['notice_no as noticeNo', 'title', 'body_html as bodyHtml', 'pinned', 'published_at as publishedAt'])
    .where('notice_no', '=', noticeNo)
    .executeTakeFirst();
}

/**
 * The published neighbours of a notice by publication time (notice number breaks ties),
 * ignoring pinning: prev is the next older notice, next the next newer one.
 */
export async function findNoticeNeighbours(db: Kysely<Database>, notice: NoticeSummaryRow, now: Date) {
  const key = sql<boolean>`(published_at, notice_no)`;
  const at = sql`(${notice.publishedAt}::timestamptz, ${notice.noticeNo}::integer)`;
  const neighbour = (older: boolean) =>
    published(db, now)
      .select(['notice_no as noticeNo', 'title'])
      .where(older ? sql<boolean>`${key} < ${at}` : sql<boolean>`${key} > ${at}`)
      .orderBy('published_at', older ? 'desc' : 'asc')
      .orderBy('notice_no', older ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
  const [prev, next] = await Promise.all([neighbour(true), neighbour(false)]);
  return { prev: prev ?? null, next: next ?? null };
}

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
        published_at: new Date(notice.publishedAt),
      })),
    )
    .onConflict((oc) =>
      oc.column('notice_no').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        body_html: eb.ref('excluded.body_html'),
        pinned: eb.ref('excluded.pinned'),
        published_at: eb.ref('excluded.published_at'),
      })),
    )
    .execute();
}
