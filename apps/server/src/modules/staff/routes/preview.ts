import { PREVIEW_TOKEN_MINUTES, previewRequest, previewTokenView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { signPreview } from '../../../core/security/preview';
import { staffOf } from '../require-staff';

/**
 * POST /api/admin/v1/preview: a token that shows the named drafts in the shop for
 * PREVIEW_TOKEN_MINUTES (core/security/preview.ts), for the console's preview frames. It reads nothing:
 * an id that names no item previews nothing.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { tags: ['admin'], summary: '미리보기 토큰 (임시 저장·예약된 항목을 쇼핑몰 화면에서 보기)', body: previewRequest, response: { 200: answerOf(previewTokenView) } } },
    async (request) => {
      const expiresAt = app.clock.now().getTime() + PREVIEW_TOKEN_MINUTES * 60_000;
      const token = signPreview(app.config.secret, { ...request.body, expiresAt, staffId: staffOf(request).staffId });
      return ok({ token, expiresAt: new Date(expiresAt).toISOString() });
    },
  );
};
