import {
  availabilityQuery, availabilityView, bookingCodeRequest, bookingLookupRequest, bookingParams, bookingRequest, bookingView, bookingVisitorView, floorParams, floorView, kstDayOf, myBookingsView, officeListView, officeParams, officeView, slotsQuery,
  slotsView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answerOf, ok } from '../../core/errors';
import { cacheControl } from '../../core/reply';
import { HOUR, MINUTE, type RequestLimit, tooManyRequests } from '../../core/rate-limit/request-limit';
import { productCard, productCardsByNo } from '../catalogue';
import { findProfile, memberIdOf, memberOf, requireMember } from '../identity';
import { messageSettings, mobileDigits } from '../message';
import { consoleSection } from '../staff';
import { type Booker, cancelAsMember, cancelWithPhone, createBooking, lookUpBooking, officeAvailability, officeNotFound, officeSlots } from './bookings';
import type { CodeSendGuard } from './codes';
import { confirmWithCode, resendCode } from './confirmation';
import { bookingConsoleRoutes } from './console-routes';
import { allOffices, bookingsOfMember, findOffice, floorsOf, holidaysFrom, type OfficeRow, zonesOf } from './queries';
import { showroomSettings } from './settings';
import { STATIC_MAP_CACHE, staticMapImage } from './static-map';
import { bookingViewOf, officeViewOf } from './views';

const tags = ['showroom'];
/** 010-1234-5678 as the form shows it; a number that is no mobile is not offered at all. */
const displayPhone = (phone: string | null): string => {
  const digits = phone === null ? null : mobileDigits(phone);
  return digits ? digits.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3') : '';
};
/** A family books a visit or two; a script booking out every slot is stopped. */
const bookingLimit: RequestLimit = { name: 'showroom-booking', perIp: 60, windowMs: 10 * MINUTE };
/** Number and phone are the guest's only key: guessing is slowed to a crawl. */
const lookupLimit: RequestLimit = { name: 'showroom-booking-lookup', perIp: 30, windowMs: 10 * MINUTE };
/** Typing a code and asking for another: a booking allows 5 tries and 3 resends, a family a few bookings. */
const codeLimit: RequestLimit = { name: 'showroom-booking-code', perIp: 60, windowMs: 10 * MINUTE };
/**
 * Codes one phone receives, whoever asks: a booking with every resend takes 4, so this is a
 * booking and a half an hour; a script booking a stranger's number gets no further. Counted
 * per phone with the request limits' counter (shared through Redis), which knows only
 * addresses and members as keys, so the key is made here.
 */
const CODES_PER_PHONE = { max: 6, windowMs: HOUR };
const MY_BOOKINGS = 50;
/** Office pages change when staff edit them, rarely: a minute in shared caches is harmless. */
const PUBLIC_CACHE = 'public, max-age=60';
/** Slots and bookings change any moment and name a person: no copy is kept. */
const noStore = cacheControl('no-store');

/**
 * Showroom offices and floors (public, server-rendered pages read them), visit slots and
 * bookings (members and guests), the server-drawn map pictures (root routes, below), and the
 * console's bookings section (/api/admin/v1/bookings).
 */
export const showroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = showroomSettings(app.config);
  const deps = { db: app.db, log: app.log, codeSecret: app.config.secret, sandbox: messageSettings(app.config).sandbox };

  const codeSendGuard =
    (reply: FastifyReply): CodeSendGuard =>
    async (phone) => {
      const { count, resetInMs } = await app.windowCounter.hit(`limit:showroom-code-phone:${phone}`, CODES_PER_PHONE.windowMs);
      if (count > CODES_PER_PHONE.max) throw tooManyRequests(reply, resetInMs, '이 휴대폰 번호로 인증번호를 너무 많이 보냈습니다.');
    };

  /** A member's phone as their identity verification recorded it proves itself; anyone else's does not. */
  async function bookerOf(request: FastifyRequest): Promise<Booker> {
    const memberId = (await memberIdOf(request)) ?? null;
    const profile = memberId === null ? undefined : await findProfile(app.db, memberId);
    return { memberId, verifiedPhone: profile?.phone ?? null };
  }

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
    { preHandler: noStore, schema: { tags, summary: '방문 예약 가능한 시간 (하루, KST)', params: officeParams, querystring: slotsQuery, response: { 200: answerOf(slotsView) } } },
    async (request) => ok(await officeSlots(app.db, request.params.office, request.query.date, app.clock.now())),
  );

  app.get(
    '/showroom/v1/offices/:office/availability',
    {
      preHandler: noStore,
      schema: { tags, summary: '방문 예약 가능한 날짜와 시간 (여러 날, KST; 휴무일과 마감된 날 표시)', params: officeParams, querystring: availabilityQuery, response: { 200: answerOf(availabilityView) } },
    },
    async (request) => ok(await officeAvailability(app.db, request.params.office, request.query, app.clock.now())),
  );

  app.get(
    '/showroom/v1/bookings/visitor',
    { preHandler: [requireMember, noStore], schema: { tags, summary: '예약 폼에 채울 회원 이름과 휴대폰 번호 (본인인증 번호)', response: { 200: answerOf(bookingVisitorView) } } },
    async (request) => {
      const profile = await findProfile(app.db, memberOf(request).memberId);
      return ok({ name: profile?.name ?? '', phone: displayPhone(profile?.phone ?? null) });
    },
  );

  app.post(
    '/showroom/v1/bookings',
    {
      config: { requestLimit: bookingLimit },
      schema: { tags, summary: '쇼룸 방문 예약 (본인인증한 회원 번호는 바로 확정, 그 밖의 번호는 인증번호 발송 후 대기)', body: bookingRequest, response: { 200: answerOf(bookingView) } },
    },
    async (request, reply) => ok(await createBooking(deps, request.body, await bookerOf(request), app.clock.now(), codeSendGuard(reply))),
  );

  app.post(
    '/showroom/v1/bookings/confirm',
    { config: { requestLimit: codeLimit }, preHandler: noStore, schema: { tags, summary: '예약 인증번호 확인 (예약번호 + 휴대폰 번호 + 인증번호, 확정 문자 발송)', body: bookingCodeRequest, response: { 200: answerOf(bookingView) } } },
    async (request) => ok(await confirmWithCode(deps, request.body, app.clock.now())),
  );

  app.post(
    '/showroom/v1/bookings/resend-code',
    { config: { requestLimit: codeLimit }, preHandler: noStore, schema: { tags, summary: '예약 인증번호 재전송 (60초에 한 번, 3번까지)', body: bookingLookupRequest, response: { 200: answerOf(bookingView) } } },
    async (request, reply) => ok(await resendCode(deps, request.body, app.clock.now(), codeSendGuard(reply))),
  );

  app.post(
    '/showroom/v1/bookings/lookup',
    { config: { requestLimit: lookupLimit }, preHandler: noStore, schema: { tags, summary: '예약 조회 (예약번호 + 휴대폰 번호)', body: bookingLookupRequest, response: { 200: answerOf(bookingView) } } },
    async (request) => ok(await lookUpBooking(deps, request.body, app.clock.now())),
  );

  app.post(
    '/showroom/v1/bookings/cancel',
    { config: { requestLimit: lookupLimit }, schema: { tags, summary: '예약 취소 (예약번호 + 휴대폰 번호)', body: bookingLookupRequest, response: { 200: answerOf(bookingView) } } },
    async (request) => ok(await cancelWithPhone(deps, request.body, app.clock.now())),
  );

  app.get('/showroom/v1/bookings/mine', { preHandler: requireMember, schema: { tags, summary: '내 쇼룸 방문 예약', response: { 200: answerOf(myBookingsView) } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const now = app.clock.now();
    return ok({ list: (await bookingsOfMember(app.db, memberOf(request).memberId, MY_BOOKINGS, now)).map((row) => bookingViewOf(row, now, deps.sandbox)) });
  });

  app.post(
    '/showroom/v1/bookings/mine/:bookingNo/cancel',
    { preHandler: requireMember, config: { requestLimit: bookingLimit }, schema: { tags, summary: '내 예약 취소', params: bookingParams, response: { 200: answerOf(bookingView) } } },
    async (request) => ok(await cancelAsMember(deps, memberOf(request).memberId, request.params.bookingNo, app.clock.now())),
  );

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
