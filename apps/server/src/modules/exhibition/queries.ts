import type { ExhibitionTab } from '@maru/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';

// Every SQL statement of the exhibition module. The tab filters mirror @maru/domain's
// exhibitionStatus (ended: ends_at <= now), which names each row's status in the answer.

const cardColumns = ['exhibition_no', 'title', 'summary', 'cover_key', 'cover_alt', 'starts_at', 'ends_at'] as const;

const published = (db: Kysely<Database>) => db.selectFrom('exhibition').where('published', '=', true);

const inTab = (tab: ExhibitionTab, now: Date) => (tab === 'ended' ? sql<boolean>`ends_at <= ${now}` : sql<boolean>`ends_at > ${now}`);

export async function exhibitionPage(db: Kysely<Database>, tab: ExhibitionTab, now: Date, offset: number, limit: number) {
  // Running (newest opening first), then upcoming (soonest opening first); the archive by its end, newest first.
  const order =
    tab === 'ended'
      ? sql`ends_at desc, exhibition_no desc`
      : sql`(starts_at > ${now}), case when starts_at <= ${now} then -extract(epoch from starts_at) else extract(epoch from starts_at) end, exhibition_no desc`;
  return published(db).select(cardColumns).where(inTab(tab, now)).orderBy(order).offset(offset).limit(limit).execute();
}

export async function tabCounts(db: Kysely<Database>, now: Date): Promise<Record<ExhibitionTab, number>> {
  const row = await published(db)
    .select([sql<number>`count(*) filter (where ends_at > ${now})::int`.as('current'), sql<number>`count(*) filter (where ends_at <= ${now})::int`.as('ended')])
    .executeTakeFirstOrThrow();
  return { current: row.current, ended: row.ended };
}

export type ExhibitionRow = Awaited<ReturnType<typeof exhibitionPage>>[number];

export function findExhibition(db: Kysely<Database>, exhibitionNo: number): Promise<ExhibitionRow | undefined> {
  return published(db).select(cardColumns).where('exhibition_no', '=', exhibitionNo).executeTakeFirst();
}

export async function exhibitionExists(db: Kysely<Database>, exhibitionNo: number): Promise<boolean> {
  return (await published(db).select('exhibition_no').where('exhibition_no', '=', exhibitionNo).executeTakeFirst()) !== undefined;
}

/** Exhibitions in the given order (bookmarks, newest first); drafts and unknown numbers are skipped. */
export async function exhibitionsByNo(db: Kysely<Database>, exhibitionNos: readonly number[]): Promise<ExhibitionRow[]> {
  if (exhibitionNos.length === 0) return [];
  const rows = await published(db).select(cardColumns).where('exhibition_no', 'in', exhibitionNos).execute();
  const byNo = new Map(rows.map((row) => [row.exhibition_no, row]));
  return exhibitionNos.flatMap((exhibitionNo) => byNo.get(exhibitionNo) ?? []);
}

export function blocksOf(db: Kysely<Database>, exhibitionNo: number) {
  return db.selectFrom('exhibition_block').select(['position', 'kind', 'content']).where('exhibition_no', '=', exhibitionNo).orderBy('position').execute();
}
