import { availabilityQuery, availabilityView, bookingVisitorView, officeParams, slotsQuery, slotsView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { findProfile, memberOf, requireMember } from '../identity';
import { mobileDigits } from '../message';
import { officeAvailability, officeSlots } from './bookings';
import { noStore, tags } from './routes-kit';

/** 010-1234-5678 as the form shows it; a number that is no mobile is not offered at all. */
const displayPhone = (phone: string | null): string => {
  const digits = phone === null ? null : mobileDigits(phone);
  return digits ? digits.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3') : '';
};

/** What the booking form reads: an office's free slots (one day, several days) and the member's name and phone. */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const slotsSchema = { tags, summary: '방문 예약 가능한 시간 (하루, KST)', params: officeParams, querystring: slotsQuery, response: { 200: answerOf(slotsView) } };
  app.get('/showroom/v1/offices/:office/slots', { preHandler: noStore, schema: slotsSchema }, async (request) =>
    ok(await officeSlots(app.db, request.params.office, request.query.date, app.clock.now())),
  );

  const availabilitySchema = { tags, summary: '방문 예약 가능한 날짜와 시간 (여러 날, KST; 휴무일과 마감된 날 표시)', params: officeParams, querystring: availabilityQuery, response: { 200: answerOf(availabilityView) } };
  app.get('/showroom/v1/offices/:office/availability', { preHandler: noStore, schema: availabilitySchema }, async (request) =>
    ok(await officeAvailability(app.db, request.params.office, request.query, app.clock.now())),
  );

  const visitorSchema = { tags, summary: '예약 폼에 채울 회원 이름과 휴대폰 번호 (본인인증 번호)', response: { 200: answerOf(bookingVisitorView) } };
  app.get('/showroom/v1/bookings/visitor', { preHandler: [requireMember, noStore], schema: visitorSchema }, async (request) => {
    const profile = await findProfile(app.db, memberOf(request).memberId);
    return ok({ name: profile?.name ?? '', phone: displayPhone(profile?.phone ?? null) });
  });
};
