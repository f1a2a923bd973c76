import { bookingCodeRequest, bookingLookupRequest, bookingRequest, bookingView } from '@maru/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { HOUR, tooManyRequests } from '../../core/security/rate-limit/request-limit';
import { findProfile, memberIdOf } from '../identity';
import { type Booker, cancelWithPhone, createBooking, lookUpBooking } from './bookings';
import type { CodeSendGuard } from './codes';
import { confirmWithCode, resendCode } from './confirmation';
import { bookingLimit, codeLimit, lookupLimit, noStore, type ShowroomRouteKit, tags } from './routes-kit';

/**
 * Codes one phone receives, whoever asks: a booking with every resend takes 4, so this is a
 * booking and a half an hour; a script booking a stranger's number gets no further. Counted
 * per phone with the request limits' counter (shared through Redis), which knows only
 * addresses and members as keys, so the key is made here.
 */
const CODES_PER_PHONE = { max: 6, windowMs: HOUR };

const codeSendGuardOf =
  (app: FastifyInstance) =>
  (reply: FastifyReply): CodeSendGuard =>
  async (phone) => {
    const { count, resetInMs } = await app.windowCounter.hit(`limit:showroom-code-phone:${phone}`, CODES_PER_PHONE.windowMs);
    if (count > CODES_PER_PHONE.max) throw tooManyRequests(reply, resetInMs, '이 휴대폰 번호로 인증번호를 너무 많이 보냈습니다.');
  };

/** A member's phone as their identity verification recorded it proves itself; anyone else's does not. */
async function bookerOf(app: FastifyInstance, request: FastifyRequest): Promise<Booker> {
  const memberId = (await memberIdOf(request)) ?? null;
  const profile = memberId === null ? undefined : await findProfile(app.db, memberId);
  return { memberId, verifiedPhone: profile?.phone ?? null };
}

/** A visit booked (members and guests), its code confirmed or sent again, and a guest's booking looked up or cancelled. */
export const bookingRoutes: FastifyPluginAsyncZod<Pick<ShowroomRouteKit, 'deps'>> = async (app, { deps }) => {
  const codeSendGuard = codeSendGuardOf(app);

  const bookSchema = { tags, summary: '쇼룸 방문 예약 (본인인증한 회원 번호는 바로 확정, 그 밖의 번호는 인증번호 발송 후 대기)', body: bookingRequest, response: { 200: answerOf(bookingView) } };
  app.post('/showroom/v1/bookings', { config: { requestLimit: bookingLimit }, schema: bookSchema }, async (request, reply) =>
    ok(await createBooking(deps, request.body, await bookerOf(app, request), app.clock.now(), codeSendGuard(reply))),
  );

  const confirmSchema = { tags, summary: '예약 인증번호 확인 (예약번호 + 휴대폰 번호 + 인증번호, 확정 문자 발송)', body: bookingCodeRequest, response: { 200: answerOf(bookingView) } };
  app.post('/showroom/v1/bookings/confirm', { config: { requestLimit: codeLimit }, preHandler: noStore, schema: confirmSchema }, async (request) =>
    ok(await confirmWithCode(deps, request.body, app.clock.now())),
  );

  const resendSchema = { tags, summary: '예약 인증번호 재전송 (60초에 한 번, 3번까지)', body: bookingLookupRequest, response: { 200: answerOf(bookingView) } };
  app.post('/showroom/v1/bookings/resend-code', { config: { requestLimit: codeLimit }, preHandler: noStore, schema: resendSchema }, async (request, reply) =>
    ok(await resendCode(deps, request.body, app.clock.now(), codeSendGuard(reply))),
  );

  const lookupSchema = { tags, summary: '예약 조회 (예약번호 + 휴대폰 번호)', body: bookingLookupRequest, response: { 200: answerOf(bookingView) } };
  app.post('/showroom/v1/bookings/lookup', { config: { requestLimit: lookupLimit }, preHandler: noStore, schema: lookupSchema }, async (request) =>
    ok(await lookUpBooking(deps, request.body, app.clock.now())),
  );

  const cancelSchema = { tags, summary: '예약 취소 (예약번호 + 휴대폰 번호)', body: bookingLookupRequest, response: { 200: answerOf(bookingView) } };
  app.post('/showroom/v1/bookings/cancel', { config: { requestLimit: lookupLimit }, schema: cancelSchema }, async (request) =>
    ok(await cancelWithPhone(deps, request.body, app.clock.now())),
  );
};
