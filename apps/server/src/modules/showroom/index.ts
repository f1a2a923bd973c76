import type { ServerModule } from '../../core/module';
import * as showroomMigration from './migrations/2026112620_showroom';
import { purgeOldBookings } from './queries';
import { showroomWorkers } from './reminders';
import { showroomRootRoutes, showroomRoutes } from './routes';
import { seedShowroom } from './seed';

/**
 * Showrooms (issue 15, docs/showroom.md): the offices with hours, holidays, directions and a
 * map (Kakao Maps with KAKAO_JS_KEY, else a picture this server draws), their floors and the
 * catalogue products shown there; visit bookings by members and guests in hourly KST slots of
 * a fixed capacity, with 알림톡 messages on booking, the day before (10:00 KST) and on cancel;
 * and the console's bookings section.
 */
export const showroomModule: ServerModule = {
  name: 'showroom',
  migrations: { '2026112620_showroom': showroomMigration },
  routes: showroomRoutes,
  rootRoutes: showroomRootRoutes,
  seed: seedShowroom,
  queueWorkers: (app) => showroomWorkers({ db: app.db, log: app.log, clock: app.clock }),
  // The privacy notice promises deletion a year after the visit.
  jobs: [{ name: 'purge-old-showroom-bookings', everyMs: 6 * 60 * 60 * 1000, run: purgeOldBookings }],
};

