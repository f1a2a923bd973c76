import { ApiCode, scheduleOf, scheduleViewOf, type AdminNoticeRow as AdminNoticeRowView, type AdminNoticeView, type AuditState, type noticeWriteRequest } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { boardAllowList, sanitizeHtml } from '../../../core/text/html-sanitize';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { recordAudit, type AuditActor } from '../../staff';
import { adminNotice, type AdminNoticeRow, deleteNotice, insertNotice, lockNotice, updateNotice } from './notice-queries';

export type NoticeWrite = z.output<typeof noticeWriteRequest>;

export const noticeNotFound = (noticeNo: number) => new ApiError(ApiCode.NO_DATA, `공지사항 ${noticeNo}번을 찾을 수 없습니다.`, 404);

/** Notice bodies are cleaned with the board allow-list on every read, whatever was stored. */
export const cleanBoardHtml = (html: string): string => sanitizeHtml(html, boardAllowList);

export function adminNoticeRowOf(row: AdminNoticeRow, now: Date): AdminNoticeRowView {
  return {
    noticeNo: row.noticeNo,
    title: row.title,
    pinned: row.pinned,
    schedule: scheduleViewOf({ state: row.state, startsAt: row.publishedAt, endsAt: row.endsAt }, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function adminNoticeView(db: Kysely<Database>, noticeNo: number, now: Date): Promise<AdminNoticeView> {
  const row = await adminNotice(db, noticeNo);
  if (!row) throw noticeNotFound(noticeNo);
  return { ...adminNoticeRowOf(row, now), content: cleanBoardHtml(row.bodyHtml) };
}

const auditState = (row: AdminNoticeRow & { bodyHtml: string }): AuditState => ({
  noticeNo: row.noticeNo,
  title: row.title,
  content: row.bodyHtml,
  pinned: row.pinned,
  state: row.state,
  startsAt: row.publishedAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
});

/**
 * The date a notice carries on the board (its schedule's start): the start given; else, for a
 * published notice, the moment it was first published (now, or its date if it had one); a
 * draft without a start stays undated until it is published.
 */
function dateOf(write: NoticeWrite, existing: AdminNoticeRow | undefined, now: Date): Date | null {
  const schedule = scheduleOf(write.schedule ?? { state: 'PUBLISHED', startsAt: null, endsAt: null });
  if (schedule.startsAt) return schedule.startsAt;
  if (schedule.state === 'DRAFT') return null;
  return existing?.state === 'PUBLISHED' && existing.publishedAt ? existing.publishedAt : now;
}

const fieldsOf = (write: NoticeWrite) => ({
  title: write.title,
  bodyHtml: write.content,
  pinned: write.pinned,
  // Without a schedule (the pinned POST {title, content, pinned}) a notice is published at once.
  schedule: scheduleOf(write.schedule ?? { state: 'PUBLISHED', startsAt: null, endsAt: null }),
});

function checkPeriod(publishedAt: Date | null, endsAt: Date | null): void {
  if (publishedAt && endsAt && endsAt <= publishedAt) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '게시 종료는 게시일보다 뒤여야 합니다.', 400);
}

export async function createNotice(db: Kysely<Database>, write: NoticeWrite, actor: AuditActor, now: Date): Promise<number> {
  const fields = fieldsOf(write);
  const publishedAt = dateOf(write, undefined, now);
  checkPeriod(publishedAt, fields.schedule.endsAt);
  return db.transaction().execute(async (trx) => {
    const noticeNo = await insertNotice(trx, fields, publishedAt, now);
    const after = (await lockNotice(trx, noticeNo))!;
    await recordAudit(trx, { ...actor, action: 'notice.create', targetType: 'notice', targetId: noticeNo, before: null, after: auditState(after) });
    return noticeNo;
  });
}

export async function editNotice(db: Kysely<Database>, noticeNo: number, write: NoticeWrite, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await lockNotice(trx, noticeNo);
    if (!existing) throw noticeNotFound(noticeNo);
    const fields = fieldsOf(write);
    const publishedAt = dateOf(write, existing, now);
    checkPeriod(publishedAt, fields.schedule.endsAt);
    await updateNotice(trx, noticeNo, fields, publishedAt, now);
    const before = auditState(existing);
    const after = auditState((await lockNotice(trx, noticeNo))!);
    if (JSON.stringify(before) !== JSON.stringify(after)) await recordAudit(trx, { ...actor, action: 'notice.update', targetType: 'notice', targetId: noticeNo, before, after });
  });
}

export async function removeNotice(db: Kysely<Database>, noticeNo: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await lockNotice(trx, noticeNo);
    if (!existing) throw noticeNotFound(noticeNo);
    await deleteNotice(trx, noticeNo);
    await recordAudit(trx, { ...actor, action: 'notice.delete', targetType: 'notice', targetId: noticeNo, before: auditState(existing), after: null });
  });
}
