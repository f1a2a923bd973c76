import type { ServerModule } from '../../core/module';
import { lapseWorker } from './confirmation';
import * as showroomMigration from './migrations/2026112620_showroom';
import * as phoneLimitsMigration from './migrations/2026112710_showroom_phone_limits';
import { purgeOldBookings } from './queries';
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

export const showroomModule: ServerModule = {
  name: 'showroom',
  migrations: { '2026112620_showroom': showroomMigration, '2026112710_showroom_phone_limits': phoneLimitsMigration },
  routes: showroomRoutes,
  rootRoutes: showroomRootRoutes,
  seed: seedShowroom,
  queueWorkers: (app) => [...showroomWorkers({ db: app.db, log: app.log, clock: app.clock }), lapseWorker({ db: app.db, log: app.log, clock: app.clock })],
  // The privacy notice promises deletion a year after the visit; a lapsed booking goes a day after it lapsed.
  jobs: [{ name: 'purge-old-showroom-bookings', everyMs: 6 * 60 * 60 * 1000, run: purgeOldBookings }],
};

