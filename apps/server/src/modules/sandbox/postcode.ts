import { ApiCode } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchPostcodes } from './postcode/search';

const searchQuery = z.object({
  q: z.string().trim().min(1).max(80),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * Postcode search over generated addresses (postcode/generate.ts), answering the fields of
 * Daum/Kakao postcode's oncomplete; the web app uses it when Daum's script cannot load.
 */
export const postcodeSandbox: FastifyPluginAsyncZod = async (app) => {
  // Open on the network too (plugins/sandbox-gate.ts): the shopper's address form calls it, and it holds only generated addresses.
  app.get('/search', { schema: { hide: true, querystring: searchQuery }, config: { shopperFacing: true } }, async (request) => {
    const { q, page, size } = request.query;
    return searchPostcodes(q, page, size);
  });
  // An empty or over-long query is the shopper's mistake: the shop's envelope, 400/104.
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 400) return reply.status(400).send({ code: ApiCode.REQUIRED_PARAMETER, message: '검색어를 1~80자로 입력해 주세요.' });
    throw error;
  });
};
