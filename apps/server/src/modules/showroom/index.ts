import { BOOKING_STATUS_LABELS, koreanDayStart } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { ServerModule } from '../../core/module';
import type { Database } from '../../db/database';
import { lapseWorker } from './confirmation';
import { showroomPlaceholders } from './facts';
import { showroomFactsRoutes } from './facts-routes';
import * as showroomMigration from './migrations/2026112620_showroom';
import * as phoneLimitsMigration from './migrations/2026112710_showroom_phone_limits';
import { consoleMemberBookings, purgeOldBookings, visitCount } from './queries';
import { showroomWorkers } from './reminders';
import { showroomRootRoutes, showroomRoutes } from './routes';
import { seedShowroom } from './seed';

/**
 * Showrooms (issue 15, docs/showroom.md): the offices with hours, holidays, directions and a
 * map (Kakao Maps with KAKAO_JS_KEY, else a picture this server draws), their floors and the
 * catalogue products shown there; visit bookings by members and guests in hourly KST slots of
 * a fixed capacity, with 알림톡 messages on booking, the day before (10:00 KST) and on cancel;
 * limits per phone number, and a code to the phone before a booking made with an unproven
 * phone is confirmed (issue 22); and the console's bookings section.
 */
export { showroomPaths } from './sitemap';

/** The console's dashboard: one Korean day's visits booked or made (쇼룸 예약 lists them with the pending and ended ones). */
export function visitsOfDay(db: Kysely<Database>, date: string): Promise<number> {
  const since = koreanDayStart(date);
  return visitCount(db, since, new Date(since.getTime() + 24 * 60 * 60 * 1000));
}

/** The console's member page (issue 28): the member's latest bookings, and how many. */
export async function memberBookingsForConsole(db: Kysely<Database>, memberId: number, limit: number) {
  const { total, rows } = await consoleMemberBookings(db, memberId, limit);
  return {
    total,
    list: rows.map((row) => ({ bookingNo: row.booking_no, officeName: row.office_name, startsAt: row.starts_at.toISOString(), statusLabel: BOOKING_STATUS_LABELS[row.status], partySize: row.party_size })),
  };
}
export const showroomModule: ServerModule = {
  name: 'showroom',
  migrations: { '2026112620_showroom': showroomMigration, '2026112710_showroom_phone_limits': phoneLimitsMigration },
  routes: async (app) => {
    await app.register(showroomRoutes);
    await app.register(showroomFactsRoutes);
  },
  rootRoutes: showroomRootRoutes,
  seed: seedShowroom,
  // {showroom.address}, {showroom.hours}… in banners and other editors' texts (facts.ts).
  placeholders: showroomPlaceholders,
  queueWorkers: (app) => [...showroomWorkers({ db: app.db, log: app.log, clock: app.clock }), lapseWorker({ db: app.db, log: app.log, clock: app.clock })],
  // The privacy notice promises deletion a year after the visit; a lapsed booking goes a day after it lapsed.
  jobs: [{ name: 'purge-old-showroom-bookings', everyMs: 6 * 60 * 60 * 1000, run: purgeOldBookings }],
};

