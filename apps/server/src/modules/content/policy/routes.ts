import { ApiCode } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/errors';
import { findPolicy, listPolicies } from './queries';
import { policyAnswer, policyListAnswer, policyParams } from './schemas';

export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policy/v1/list',
    { schema: { tags: ['policy'], summary: '약관 종류와 버전 목록', response: { 200: policyListAnswer } } },
    async () => ok({ list: await listPolicies(app.db) }),
  );

  app.get(
    '/policy/v1/:type',
    {
      schema: {
        tags: ['policy'],
        summary: '약관 본문 (terms, privacy, guest-terms, guest-privacy, guest-order, payment)',
        params: policyParams,
        response: { 200: policyAnswer },
      },
    },
    async (request) => {
      const policy = await findPolicy(app.db, request.params.type);
      // The web shows its not-found page for an unknown type, so this is a real 404.
      if (!policy) throw new ApiError(ApiCode.NO_DATA, '약관을 찾을 수 없습니다.', 404);
      const { type, name, group, id, title, content, version, headings } = policy;
      return ok({ type, name, group, list: [{ id, title, content, version }], headings });
    },
  );
};
