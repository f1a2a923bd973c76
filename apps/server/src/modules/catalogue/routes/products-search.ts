import { createHash } from 'node:crypto';
import { normalizeSearchText } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/http/errors';
import { memberIdOf, visitorKeyOf } from '../../identity';
import { criteriaKey } from '../caches';
import { likedAmong, searchProducts } from '../queries';
import { searchCriteriaBody, searchListAnswer } from '../schemas';
import type { SearchLogWriter } from '../search-log';
import { effectiveSort, productCard, productCriteria } from '../views';
import { dbFor, NO_STORE, type RouteDeps } from './deps';

/** Beyond this offset no catalogue has rows; such pages answer empty without asking the database. */
const MAX_OFFSET = 10_000_000;

/** The shop's product search: a page of cards for a category, filters and a keyword. */
export const productSearchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { taxonomyOf, keywordStatsOf, searchLog, listPageMemo }) => {
  const listSchema = {
    tags: ['catalogue'],
    summary: '상품 목록 검색 (카테고리·필터·키워드, 정렬 NE|PO|LP|HP|RV)',
    description: '필터는 같은 그룹 안에서 OR, 그룹끼리 AND. 프리미엄 카테고리(507538)는 정렬을 고르지 않으면 NE. 키워드가 있으면 이름이 맞는 상품이 먼저 나온다.',
    body: searchCriteriaBody,
    response: { 200: searchListAnswer },
  };
  app.post('/product/v1/search/list', { schema: listSchema }, async (request, reply) => {
    const { page, size, sorted } = request.body;
    const offset = (page - 1) * size;
    reply.header('cache-control', NO_STORE);
    if (offset > MAX_OFFSET) return ok({ productList: [], page, size, hasNext: false });
    const criteria = productCriteria(request.body, (await taxonomyOf(app.db)).groupOfItem);
    const listPage = { sort: effectiveSort(sorted, request.body.categorys), offset, limit: size + 1 };
    // The page is read for everyone alike and the member's likes marked after, so the
    // visitor check and the search run side by side. One row more than asked tells
    // whether a next page exists without a count.
    const rowsKey = `${criteriaKey(criteria)} ${listPage.sort} ${listPage.offset} ${listPage.limit}`;
    const [memberId, rows] = await Promise.all([
      memberIdOf(request),
      listPageMemo(rowsKey, () => searchProducts(dbFor(app, criteria), criteria, listPage, { statsOf: keywordStatsOf })),
    ]);
    const cards = rows.slice(0, size);
    const liked = memberId === undefined ? new Set<number>() : await likedAmong(app.db, memberId, 'product', cards.map((row) => row.productNo));
    if (request.body.keyword && page === 1 && rows.length > 0) recordSearch(searchLog, request, request.body.keyword, memberId);
    return ok({ productList: cards.map((row) => productCard({ ...row, liked: liked.has(row.productNo) })), page, size, hasNext: rows.length > size });
  });
};

/**
 * Counts a keyword search for the popular list. Only first pages that found something
 * count, and a visitor counts once per keyword. The row is written after the answer
 * (see search-log.ts), so a failure there never fails or slows the search.
 */
function recordSearch(searchLog: SearchLogWriter, request: FastifyRequest, keyword: string, memberId: number | undefined): void {
  const who = visitorKeyOf(request, memberId);
  searchLog.add({ keyword, normalized: normalizeSearchText(keyword), visitorKey: createHash('sha256').update(who).digest('hex'), searchedAt: request.server.clock.now() });
}
