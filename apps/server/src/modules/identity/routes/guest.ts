import { CookieMaxAgeSeconds } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/errors';
import { insertGuest } from '../queries/guests';
import { guestAnswer } from '../schemas';
import { randomToken, sha256 } from '../secrets';
import { setGuestCookie } from '../session-cookies';

export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/oauth/v1/guest/token',
    { schema: { tags: ['identity'], summary: '비회원 식별자 발급', response: { 200: guestAnswer } } },
    async (request, reply) => {
      const sessionId = randomToken();
      await insertGuest(app.db, sha256(sessionId), new Date(Date.now() + CookieMaxAgeSeconds.guestId * 1000));
      setGuestCookie(request, reply, sessionId);
      return ok({ sessionId });
    },
  );
};
