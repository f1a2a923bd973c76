import { CookieMaxAgeSeconds } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { insertGuest } from '../queries/guests';
import { guestAnswer } from '../schemas';
import { randomToken, sha256 } from '../secrets';
import { setGuestCookie } from '../session-cookies';

export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/oauth/v1/guest/token',
    {
      // A browser asks once a day. 60 per 10 minutes leaves room for many shoppers behind one
      // address (office, carrier NAT) and the browser tests (~30 fresh browsers a run); a
      // script that asked 300 times in half a second now gets 60 rows, not 300.
      config: { requestLimit: { name: 'guest-token', perIp: 60, windowMs: 10 * MINUTE } },
      schema: { tags: ['identity'], summary: '비회원 식별자 발급', response: { 200: guestAnswer } },
    },
    async (request, reply) => {
      const sessionId = randomToken();
      await insertGuest(app.db, sha256(sessionId), new Date(app.clock.now().getTime() + CookieMaxAgeSeconds.guestId * 1000));
      setGuestCookie(request, reply, sessionId);
      return ok({ sessionId });
    },
  );
};
