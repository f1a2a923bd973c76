import { inquiryKindLabels } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { ServerModule } from '../../core/module';
import type { Database } from '../../db/database';
import * as inquiryMigration from './migrations/2026112530_inquiry';
import * as inquiryPhotoMigration from './migrations/2026112531_inquiry_photo';
import * as memberDetachedMigration from './migrations/2026120204_inquiry_member_detached';
import { consoleMemberInquiries, glanceCounts, waitingCount } from './queries';
import { inquiryRoutes } from './routes';

/**
 * Inquiries (issue 14, docs/inquiries.md): members' 1:1 inquiries (category, title, text,
 * an optional order of their own) and product questions (public or secret) on the product
 * page; the operator console answers both (/api/admin/v1/inquiries, audited), and the first
 * answer sends the member an INQUIRY_ANSWERED message through the outbox.
 */
/** Members' data over time (issue 28, the retention module): a former member's inquiries kept as complaint records, then deleted. */
export { detachMemberInquiries, purgeFormerMemberInquiries } from './retention';

export const inquiryModule: ServerModule = {
  name: 'inquiry',
  migrations: { '2026112530_inquiry': inquiryMigration, '2026112531_inquiry_photo': inquiryPhotoMigration, '2026120204_inquiry_member_detached': memberDetachedMigration },
  routes: inquiryRoutes,
};

/**
 * My page home's glance at the member's inquiries (both kinds): answers they have not opened
 * yet (opening a 1:1 inquiry, or the product page showing their question, reads it) and
 * questions still waiting for an answer.
 */
export function inquiryGlance(db: Kysely<Database>, memberId: number): Promise<{ answeredUnread: number; waiting: number }> {
  return glanceCounts(db, memberId);
}

/** The console's dashboard: inquiries of both kinds not answered yet (what 문의 관리 lists as 답변 대기). */
export function waitingInquiryCount(db: Kysely<Database>): Promise<number> {
  return waitingCount(db);
}

/** The console's member page (issue 28): the member's latest inquiries (a product question by its first words), and how many. */
export async function memberInquiriesForConsole(db: Kysely<Database>, memberId: number, limit: number) {
  const { total, rows } = await consoleMemberInquiries(db, memberId, limit);
  return {
    total,
    list: rows.map((row) => ({
      inquiryId: row.inquiry_id,
      kindLabel: inquiryKindLabels[row.kind],
      title: row.title ?? (row.text.length > 40 ? `${row.text.slice(0, 40)}…` : row.text),
      answered: row.answered_at !== null,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
