import { bookingParams, bookingView, myBookingsView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { memberOf, requireMember } from '../identity';
import { cancelAsMember } from './bookings';
import { bookingsOfMember } from './queries';
import { bookingLimit, type ShowroomRouteKit, tags } from './routes-kit';
import { bookingViewOf } from './views';

const MY_BOOKINGS = 50;

/** A signed-in member's own bookings and their cancellation. */
export const myBookingRoutes: FastifyPluginAsyncZod<Pick<ShowroomRouteKit, 'deps'>> = async (app, { deps }) => {
  const mineSchema = { tags, summary: '내 쇼룸 방문 예약', response: { 200: answerOf(myBookingsView) } };
  app.get('/showroom/v1/bookings/mine', { preHandler: requireMember, schema: mineSchema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const now = app.clock.now();
    return ok({ list: (await bookingsOfMember(app.db, memberOf(request).memberId, MY_BOOKINGS, now)).map((row) => bookingViewOf(row, now, deps.sandbox)) });
  });

  const cancelSchema = { tags, summary: '내 예약 취소', params: bookingParams, response: { 200: answerOf(bookingView) } };
  app.post('/showroom/v1/bookings/mine/:bookingNo/cancel', { preHandler: requireMember, config: { requestLimit: bookingLimit }, schema: cancelSchema }, async (request) =>
    ok(await cancelAsMember(deps, memberOf(request).memberId, request.params.bookingNo, app.clock.now())),
  );
};
