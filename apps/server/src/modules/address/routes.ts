import { ApiCode } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../core/http/errors';
import { MINUTE, type RequestLimit } from '../../core/security/rate-limit/request-limit';
import { memberOf, requireMember } from '../identity';
import { addAddress, editAddress, listAddresses, removeAddress } from './address-book';
import { addBody, addressAnswer, deleteBody, deleteQuery, editBody, listAnswer } from './schemas';

const tags = ['address'];
/** The three writes share one budget: a person edits a handful of addresses, a script thousands. */
const writeLimit: RequestLimit = { name: 'address-write', perIp: 300, perMember: 60, windowMs: 10 * MINUTE };

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/mypage/v1/address', { preHandler: requireMember, schema: { tags, summary: '배송지 목록 (기본 배송지 먼저, 최신순)', response: { 200: listAnswer } } }, async (request) =>
    ok(await listAddresses(app.db, memberOf(request).memberId)),
  );

  app.post(
    '/mypage/v1/address',
    { preHandler: requireMember, config: { requestLimit: writeLimit }, schema: { tags, summary: '배송지 추가 (최대 10개, 가득 차면 5009)', body: addBody, response: { 200: addressAnswer } } },
    async (request) => ok(await addAddress(app.db, memberOf(request).memberId, request.body)),
  );

  app.put(
    '/mypage/v1/address',
    { preHandler: requireMember, config: { requestLimit: writeLimit }, schema: { tags, summary: '배송지 수정', body: editBody, response: { 200: addressAnswer } } },
    async (request) => {
      const { addressSeq, ...fields } = request.body;
      return ok(await editAddress(app.db, memberOf(request).memberId, addressSeq, fields));
    },
  );

  app.delete(
    '/mypage/v1/address',
    {
      preHandler: requireMember,
      config: { requestLimit: writeLimit },
      schema: { tags, summary: '배송지 삭제 (기본 배송지를 지우면 가장 최근 배송지가 기본)', body: deleteBody, querystring: deleteQuery, response: { 200: listAnswer } },
    },
    async (request) => {
      const fromBody = request.body?.addressSeq;
      const fromQuery = request.query.addressSeq;
      if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) {
        throw new ApiError(ApiCode.REQUIRED_PARAMETER, '삭제할 배송지를 하나만 보내 주세요.', 400);
      }
      const addressSeq = fromBody ?? fromQuery;
      if (addressSeq === undefined) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '삭제할 배송지를 선택해 주세요.', 400);
      return ok(await removeAddress(app.db, memberOf(request).memberId, addressSeq));
    },
  );
};
