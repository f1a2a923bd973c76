import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSettings } from '../message';
import { consoleSection } from '../staff';
import { officeNotFound } from './bookings';
import { bookingRoutes } from './booking-routes';
import { bookingConsoleRoutes } from './console/routes';
import { myBookingRoutes } from './my-booking-routes';
import { officeRoutes } from './offices-routes';
import { findOffice } from './queries';
import { showroomSettings } from './settings';
import { slotRoutes } from './slots-routes';
import { STATIC_MAP_CACHE, staticMapImage } from './static-map';

/**
 * Showroom offices and floors (public, server-rendered pages read them; offices-routes.ts),
 * visit slots (slots-routes.ts) and bookings (members and guests; booking-routes.ts,
 * my-booking-routes.ts), the server-drawn map pictures (root routes, below), and the
 * console's bookings section (/api/admin/v1/bookings).
 */
export const showroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = showroomSettings(app.config);
  const deps = { db: app.db, log: app.log, codeSecret: app.config.secret, sandbox: messageSettings(app.config).sandbox };

  await app.register(officeRoutes, { kakaoJsKey: settings.kakaoJsKey });
  await app.register(slotRoutes);
  await app.register(bookingRoutes, { deps });
  await app.register(myBookingRoutes, { deps });
  await app.register(consoleSection({ feature: 'bookings', right: 'showroom' }, bookingConsoleRoutes));
};

const mapFile = z.strictObject({ file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,29}\.(png|webp)$/) });

/** The map pictures: /showroom-map/<office>.png|webp, drawn on first request, a day in caches. */
export const showroomRootRoutes: FastifyPluginAsyncZod = async (app) => {
  const maps = app.caches.define<Buffer>(STATIC_MAP_CACHE);
  app.get('/showroom-map/:file', { schema: { hide: true, params: mapFile } }, async (request, reply) => {
    const [slug, format] = request.params.file.split('.') as [string, 'png' | 'webp'];
    const office = await findOffice(app.db, slug);
    if (!office) throw officeNotFound();
    const image = await staticMapImage(maps, office.slug, office.name, format);
    return reply
      .header('content-type', `image/${format}`)
      .header('cache-control', 'public, max-age=86400')
      .send(image);
  });
};
