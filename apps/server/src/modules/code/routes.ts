import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/errors';
import { listAllCodes, type CodeRow } from './queries';
import { type CodeGroup, codeListAnswer } from './schemas';

/** Reference codes change only with a deploy or seed, so a short in-process cache is safe. */
const CACHE_MS = 30_000;

export function groupCodes(rows: readonly CodeRow[]): CodeGroup[] {
  const groups = new Map<string, CodeGroup>();
  for (const row of rows) {
    let group = groups.get(row.groupCode);
    if (!group) {
      group = { groupCode: row.groupCode, groupName: row.groupName, codeList: [] };
      groups.set(row.groupCode, group);
    }
    group.codeList.push({ code: row.code, name: row.name, sortOrder: row.sortOrder, tag: row.tag });
  }
  return [...groups.values()];
}

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { at: number; body: ReturnType<typeof ok<{ codeList: CodeGroup[] }>> } | undefined;

  app.get(
    '/code/v1/all/list',
    { schema: { tags: ['code'], summary: '공통 코드 전체 목록', response: { 200: codeListAnswer } } },
    async (_request, reply) => {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        cached = { at: Date.now(), body: ok({ codeList: groupCodes(await listAllCodes(app.db)) }) };
      }
      reply.header('cache-control', 'public, max-age=90');
      return cached.body;
    },
  );
};
