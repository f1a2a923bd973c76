import { policyVersionQuery } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/http/errors';
import { previewedIds } from '../../../core/security/preview';
import { policyAnswer, policyListAnswer, policyParams } from './schemas';
import { policiesInForce, policyDocument } from './versions';

/** The legal texts as in force at the server's now (issue 27: versions with an effective time). */
export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policy/v1/list',
    { schema: { tags: ['policy'], summary: '약관 종류와 시행 중인 버전', response: { 200: policyListAnswer } } },
    async () => ok({ list: await policiesInForce(app.db, app.clock.now()) }),
  );

  app.get(
    '/policy/v1/:type',
    {
      schema: {
        tags: ['policy'],
        summary: '약관 본문: 시행 중인 버전, 또는 ?version=의 이전 버전 (terms, privacy, guest-terms, guest-privacy, guest-order, payment)',
        params: policyParams,
        querystring: policyVersionQuery,
        response: { 200: policyAnswer },
      },
    },
    // The web shows its not-found page for an unknown type, so that is a real 404 (policyNotFound).
    async (request) => ok(await policyDocument(app.db, request.params.type, request.query.version, app.clock.now(), previewedIds(request, 'policy'))),
  );
};
