import { ApiCode } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { answerOf, ApiError, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import type { Database } from '../../../db/database';
import { memberIdOf, memberOf, requireMember } from '../../identity';
import { isLiked, likedTargets, toggleLike } from '../queries';
import { likeAnswer, likeBody, likeListQuery, likeQuery } from '../schemas';
import type { BookmarkType } from '../tables';
import { yn } from '../views';
import { type App, NO_STORE } from './deps';

/** What a bookmarkable kind (styling page, exhibition) tells the like calls about its targets. */
export interface BookmarkTarget<ListData extends z.ZodType> {
  type: BookmarkType;
  /** Readable by shoppers now (published); a bookmark of anything else is refused. */
  exists: (db: Kysely<Database>, targetNo: number) => Promise<boolean>;
  /** The `data` of GET /mypage/v1/like/{type}/list for these targets, newest bookmark first. */
  listData: ListData;
  list: (db: Kysely<Database>, targetNos: number[], totalCount: number, memberId: number) => Promise<z.infer<ListData>>;
}

/**
 * The spec's like calls (POST/GET /like/v1/{type}, GET /mypage/v1/like/{type}/list) for a
 * kind owned by another module. That module registers them with its own routes, so the
 * catalogue (which owns the member_like store) never imports it; Fastify prefers these
 * static paths to the catalogue's /like/v1/:type, whose type enum stays product | brand.
 */
export function bookmarkRoutes<ListData extends z.ZodType>(app: App, target: BookmarkTarget<ListData>): void {
  const { type } = target;
  // Widened: the provider cannot resolve a reply type through the generic ListData. `list`
  // is typed by it already, and the serializer still checks every answer against it.
  const listAnswer: z.ZodType = answerOf(target.listData);
  app.post(
    `/like/v1/${type}`,
    {
      preHandler: requireMember,
      config: { requestLimit: { name: 'like', perMember: 120, perIp: 240, windowMs: 10 * MINUTE } },
      schema: { tags: ['catalogue'], summary: `북마크 켜기/끄기 (${type}, 회원)`, body: likeBody, response: { 200: likeAnswer } },
    },
    async (request) => {
      const { targetNo } = request.body;
      if (!(await target.exists(app.db, targetNo))) throw new ApiError(ApiCode.NO_DATA, '북마크할 대상을 찾을 수 없습니다.');
      const like = await toggleLike(app.db, memberOf(request).memberId, type, targetNo);
      return ok({ like, likeYn: yn(like) });
    },
  );

  app.get(
    `/like/v1/${type}`,
    { schema: { tags: ['catalogue'], summary: `북마크 여부 (${type}; 비회원은 항상 false)`, querystring: likeQuery, response: { 200: likeAnswer } } },
    async (request, reply) => {
      const memberId = await memberIdOf(request);
      const like = memberId !== undefined && (await isLiked(app.db, memberId, type, request.query.targetNo));
      reply.header('cache-control', NO_STORE);
      return ok({ like, likeYn: yn(like) });
    },
  );

  app.get(
    `/mypage/v1/like/${type}/list`,
    {
      preHandler: requireMember,
      schema: { tags: ['catalogue'], summary: `내 북마크 (${type}, 최근 순)`, querystring: likeListQuery, response: { 200: listAnswer } },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const { page, size } = request.query;
      const { targetNos, totalCount } = await likedTargets(app.db, memberId, type, (page - 1) * size, size);
      reply.header('cache-control', NO_STORE);
      return ok(await target.list(app.db, targetNos, totalCount, memberId));
    },
  );
}
