import {
  bookingLookupRequest, bookingParams, bookingRequest, bookingView, floorParams, floorView, kstDayOf, myBookingsView, officeListView, officeParams, officeView, slotsQuery, slotsView,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf, ok } from '../../core/errors';
import { MINUTE, type RequestLimit } from '../../core/rate-limit/request-limit';
import { productCard, productCardsByNo } from '../catalogue';
import { memberIdOf, memberOf, requireMember } from '../identity';
import { consoleSection } from '../staff';
import { cancelAsMember, cancelWithPhone, createBooking, lookUpBooking, officeNotFound, officeSlots } from './bookings';
import { bookingConsoleRoutes } from './console-routes';
import { allOffices, bookingsOfMember, findOffice, floorsOf, holidaysFrom, type OfficeRow, zonesOf } from './queries';
import { showroomSettings } from './settings';
import { staticMapImage } from './static-map';
import { bookingViewOf, officeViewOf } from './views';

const tags = ['showroom'];
/** A family books a visit or two; a script booking out every slot is stopped. */
const bookingLimit: RequestLimit = { name: 'showroom-booking', perIp: 60, windowMs: 10 * MINUTE };
/** Number and phone are the guest's only key: guessing is slowed to a crawl. */
const lookupLimit: RequestLimit = { name: 'showroom-booking-lookup', perIp: 30, windowMs: 10 * MINUTE };
const MY_BOOKINGS = 50;
/** Office pages change when staff edit them, rarely: a minute in shared caches is harmless. */
const PUBLIC_CACHE = 'public, max-age=60';

/**
 * Showroom offices and floors (public, server-rendered pages read them), visit slots and
 * bookings (members and guests), the server-drawn map pictures (root routes, below), and the
 * console's bookings section (/api/admin/v1/bookings).
 */
export const showroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = showroomSettings(app.config);
  const deps = { db: app.db, log: app.log };

  async function viewsOf(rows: OfficeRow[]) {
    const ids = rows.map((row) => row.office_id);
    const [holidays, floors] = await Promise.all([holidaysFrom(app.db, ids, kstDayOf(app.clock.now())), floorsOf(app.db, ids)]);
    return rows.map((row) =>
      officeViewOf(row, {
        holidays: holidays.filter((day) => day.office_id === row.office_id).map(({ date, label }) => ({ date, label })),
        floors: floors.filter((floor) => floor.office_id === row.office_id).map(({ slug, name, title, summary }) => ({ slug, name, title, summary })),
        kakaoJsKey: settings.kakaoJsKey,
      }),
    );
  }

  app.get('/showroom/v1/offices', { schema: { tags, summary: '쇼룸 목록 (주소, 운영 시간, 휴무, 지도, 층)', response: { 200: answerOf(officeListView) } } }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return ok({ list: await viewsOf(await allOffices(app.db)) });
  });

  app.get('/showroom/v1/offices/:office', { schema: { tags, summary: '쇼룸 한 곳', params: officeParams, response: { 200: answerOf(officeView) } } }, async (request, reply) => {
    const row = await findOffice(app.db, request.params.office);
    if (!row) throw officeNotFound();
    reply.header('cache-control', PUBLIC_CACHE);
    return ok((await viewsOf([row]))[0]!);
  });

  app.get(
    '/showroom/v1/offices/:office/floors/:floor',
    { schema: { tags, summary: '쇼룸 층별 안내 (구역, 브랜드, 전시 상품)', params: floorParams, response: { 200: answerOf(floorView) } } },
    async (request, reply) => {
      const office = await findOffice(app.db, request.params.office);
      if (!office) throw officeNotFound();
      const floors = await floorsOf(app.db, [office.office_id]);
      const floor = floors.find((candidate) => candidate.slug === request.params.floor);
      if (!floor) throw officeNotFound();
      const zones = await zonesOf(app.db, floor.floor_id);
      const cards = await productCardsByNo(app.db, zones.flatMap((zone) => zone.productNos));
      const bySlug = ({ slug, name, title, summary }: (typeof floors)[number]) => ({ slug, name, title, summary });
      reply.header('cache-control', PUBLIC_CACHE);
      return ok({
        office: { slug: office.slug, name: office.name },
        floor: bySlug(floor),
        floors: floors.map(bySlug),
        zones: zones.map((zone) => {
          const products = cards.filter((card) => zone.productNos.includes(card.productNo)).map(productCard);
          return { name: zone.name, description: zone.description, brands: [...new Set(products.map((product) => product.brandName))], products };
        }),
      });
    },
  );

  app.get(
    '/showroom/v1/offices/:office/slots',
    { schema: { tags, summary: '방문 예약 가능한 시간 (하루, KST)', params: officeParams, querystring: slotsQuery, response: { 200: answerOf(slotsView) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await officeSlots(app.db, request.params.office, request.query.date, app.clock.now()));
    },
  );

  app.post(
    '/showroom/v1/bookings',
    { config: { requestLimit: bookingLimit }, schema: { tags, summary: '쇼룸 방문 예약 (회원·비회원, 확정 문자 발송)', body: bookingRequest, response: { 200: answerOf(bookingView) } } },
    async (request) => ok(await createBooking(deps, request.body, (await memberIdOf(request)) ?? null, app.clock.now())),
  );

  app.post(
    '/showroom/v1/bookings/lookup',
    { config: { requestLimit: lookupLimit }, schema: { tags, summary: '예약 조회 (예약번호 + 휴대폰 번호)', body: bookingLookupRequest, response: { 200: answerOf(bookingView) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await lookUpBooking(app.db, request.body, app.clock.now()));
    },
  );

  app.post(
    '/showroom/v1/bookings/cancel',
    { config: { requestLimit: lookupLimit }, schema: { tags, summary: '예약 취소 (예약번호 + 휴대폰 번호)', body: bookingLookupRequest, response: { 200: answerOf(bookingView) } } },
    async (request) => ok(await cancelWithPhone(deps, request.body, app.clock.now())),
  );

  app.get('/showroom/v1/bookings/mine', { preHandler: requireMember, schema: { tags, summary: '내 쇼룸 방문 예약', response: { 200: answerOf(myBookingsView) } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const now = app.clock.now();
    return ok({ list: (await bookingsOfMember(app.db, memberOf(request).memberId, MY_BOOKINGS)).map((row) => bookingViewOf(row, now)) });
  });

  app.post(
    '/showroom/v1/bookings/mine/:bookingNo/cancel',
    { preHandler: requireMember, config: { requestLimit: bookingLimit }, schema: { tags, summary: '내 예약 취소', params: bookingParams, response: { 200: answerOf(bookingView) } } },
    async (request) => ok(await cancelAsMember(deps, memberOf(request).memberId, request.params.bookingNo, app.clock.now())),
  );

  await app.register(consoleSection({ feature: 'bookings' }, bookingConsoleRoutes));
};

const mapFile = z.strictObject({ file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,29}\.(png|webp)$/) });

/** The map pictures: /showroom-map/<office>.png|webp, drawn on first request, a day in caches. */
export const showroomRootRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/showroom-map/:file', { schema: { hide: true, params: mapFile } }, async (request, reply) => {
    const [slug, format] = request.params.file.split('.') as [string, 'png' | 'webp'];
    const office = await findOffice(app.db, slug);
    if (!office) throw officeNotFound();
    const image = await staticMapImage(office.slug, office.name, format);
    return reply
      .header('content-type', `image/${format}`)
      .header('cache-control', 'public, max-age=86400')
      .send(image);
  });
};
