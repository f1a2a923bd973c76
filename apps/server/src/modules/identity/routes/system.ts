import { ApiCode, SpecMessage } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/http/errors';
import { postcodeMode } from '../../../core/postcode-mode';
import { apiKeyAnswer, providersAnswer } from '../schemas';
import type { IdentityDeps } from './deps';

export const systemRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  const { settings } = deps;

  app.get(
    '/oauth/v1/key/api',
    { schema: { tags: ['system'], summary: '클라이언트 위젯용 공개 API 키', response: { 200: apiKeyAnswer } } },
    async () => {
      if (!settings.clientApiKey) throw new ApiError(ApiCode.DEFAULT_ERROR, SpecMessage.apiKeyEmpty);
      return ok({ key: settings.clientApiKey });
    },
  );

  app.get(
    '/system/v1/providers',
    { schema: { tags: ['system'], summary: '외부 제공자 테스트 환경 여부', response: { 200: providersAnswer } } },
    async () =>
      ok({
        kakao: { sandbox: settings.kakao.sandbox },
        naver: { sandbox: settings.naver.sandbox },
        portone: { sandbox: settings.portone.sandbox },
        postcode: { mode: postcodeMode(app.config.env) },
      }),
  );
};
