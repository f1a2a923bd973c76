import type { Kysely } from 'kysely';
import type { ServerModule } from '../../core/module';
import type { Database } from '../../db/database';
import * as inquiryMigration from './migrations/2026112530_inquiry';
import * as inquiryPhotoMigration from './migrations/2026112531_inquiry_photo';
import { glanceCounts } from './queries';
import { inquiryRoutes } from './routes';

/**
 * Inquiries (issue 14, docs/inquiries.md): members' 1:1 inquiries (category, title, text,
 * an optional order of their own) and product questions (public or secret) on the product
 * page; the operator console answers both (/api/admin/v1/inquiries, audited), and the first
 * answer sends the member an INQUIRY_ANSWERED message through the outbox.
 */
export const inquiryModule: ServerModule = {
  name: 'inquiry',
  migrations: { '2026112530_inquiry': inquiryMigration, '2026112531_inquiry_photo': inquiryPhotoMigration },
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
