import { type AdminBookingRow, adminBookingListView, adminBookingQuery, adminBookingRow, adminBookingStatusRequest, bookingParams, koreanDayStart } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { deliverSoon } from '../../message';
import { auditActor, personalDataView, type PersonalDataView, type PersonalRead, recordAudit } from '../../staff';
import { markByStaff } from '../bookings';
import { allOffices, bookingsOfDay, findBooking } from '../queries';
import { adminBookingRowOf } from '../views';

const tags = ['admin'];
const DAY_MS = 24 * 60 * 60 * 1000;
// Front-desk staff mark visits all day; the limit only stops a runaway script.
const markLimit = { requestLimit: { name: 'console-booking-mark', perIp: 2_000, windowMs: 10 * MINUTE } };
/** The visitor's name and phone as the staff member may see them (staff/personal-data.ts). */
const shownVisitor = (row: AdminBookingRow, personal: PersonalDataView): AdminBookingRow => ({ ...row, name: personal.name(row.name), phone: personal.phone(row.phone) });
const visitorsRead = (bookingNos: readonly string[]): PersonalRead => ({ targetType: 'booking', ids: bookingNos, fields: ['name', 'phone'], purpose: '쇼룸 예약 응대' });
const AUDIT_ACTION = { VISITED: 'booking.visit', NO_SHOW: 'booking.no_show', CANCELLED: 'booking.cancel' } as const;

/**
 * The console's showroom bookings (/api/admin/v1/bookings, mounted with consoleSection): one
 * Korean day's bookings, all offices or one (pending ones while they hold a place, as 인증 대기;
 * lapsed ones never, as no visitor was told of them), and marking a booking visited, no-show or
 * cancelled (the visitor is told of a cancel); every mark is audited.
 */
export const bookingConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, summary: '쇼룸 방문 예약 (하루, 쇼룸별)', querystring: adminBookingQuery, response: { 200: answerOf(adminBookingListView) } } }, async (request) => {
    const since = koreanDayStart(request.query.date);
    const now = app.clock.now();
    const [rows, offices] = await Promise.all([bookingsOfDay(app.db, since, new Date(since.getTime() + DAY_MS), request.query, now), allOffices(app.db)]);
    const personal = personalDataView(request);
    await personal.recordRead(visitorsRead(rows.map((row) => row.booking_no)));
    return ok({ date: request.query.date, offices: offices.map(({ slug, name }) => ({ slug, name })), list: rows.map((row) => shownVisitor(adminBookingRowOf(row, now), personal)) });
  });

  app.post(
    '/:bookingNo/status',
    { config: markLimit, schema: { tags, summary: '방문 완료 · 노쇼 · 취소 표시 (감사 로그)', params: bookingParams, body: adminBookingStatusRequest, response: { 200: answerOf(adminBookingRow) } } },
    async (request) => {
      const { status } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const { row, before, after } = await markByStaff(trx, request.params.bookingNo, status, app.clock.now());
        await recordAudit(trx, { ...auditActor(request), action: AUDIT_ACTION[status], targetType: 'booking', targetId: row.booking_no, before, after });
      });
      if (status === 'CANCELLED') deliverSoon({ db: app.db, log: request.log });
      const personal = personalDataView(request);
      const row = shownVisitor(adminBookingRowOf((await findBooking(app.db, request.params.bookingNo))!, app.clock.now()), personal);
      await personal.recordRead(visitorsRead([row.bookingNo]));
      return ok(row);
    },
  );
};
