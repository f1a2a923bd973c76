import { ApiCode } from '@maru/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../core/http/errors';
import { mobileDigits } from '../phone';
import { listOutbox, type OutboxRow } from '../queries';
import { outboxPage, shownNumber } from './outbox-page';

const PAGE_SIZE = 50;
const rowId = z.coerce.number().int().positive().max(2_147_483_647);

const pageQuery = z.object({ to: z.string().max(30).optional(), before: rowId.optional() });
const listQuery = z.object({
  to: z.string().max(30).optional(),
  orderNo: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** One outbox message for tests and tools; the number is masked unless it was asked for. */
export function messageView(row: OutboxRow, revealed: boolean) {
  return {
    id: row.message_id,
    template: row.template,
    title: row.title,
    to: revealed ? row.to_phone : shownNumber(row, false),
    memberId: row.member_id,
    orderNo: row.order_no,
    text: row.text,
    buttonName: row.button_name,
    link: row.link,
    status: row.status,
    channel: row.channel,
    attempts: row.attempts,
    lastError: row.last_error,
    providerMessageId: row.provider_message_id,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

/**
 * The outbox a shopper or tester reads while messages go to the sandbox: the page
 * (GET /sandbox/outbox?to=01012345678) and the same list as JSON for tests
 * (GET /sandbox/outbox/messages?to=&orderNo=). With real provider keys both answer 404:
 * the outbox then holds real shoppers' messages. On a server facing the network both answer
 * only to this machine and the sandbox token (plugins/sandbox-gate.ts): they show every
 * shopper's names, order numbers and virtual accounts.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ enabled: boolean }> = async (app, { enabled }) => {
  const notFound = (reply: FastifyReply) => reply.status(404).send({ code: ApiCode.NO_DATA, message: '찾을 수 없는 경로입니다.' });

  app.get('/', { schema: { hide: true, querystring: pageQuery } }, async (request, reply) => {
    if (!enabled) return notFound(reply);
    const typed = request.query.to?.trim() || undefined;
    const to = typed ? mobileDigits(typed) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (typed && !to) return reply.status(400).send(outboxPage({ rows: [], typed, error: '휴대폰 번호 형식을 확인해 주세요. (예: 010-1234-5678)' }));
    const rows = await listOutbox(app.db, { to: to ?? undefined, before: request.query.before, limit: PAGE_SIZE + 1 });
    const shown = rows.slice(0, PAGE_SIZE);
    const before = rows.length > PAGE_SIZE ? shown.at(-1)?.message_id : undefined;
    return reply.send(outboxPage({ rows: shown, to: to ?? undefined, typed, before }));
  });

  app.get('/messages', { schema: { hide: true, querystring: listQuery } }, async (request, reply) => {
    if (!enabled) return notFound(reply);
    const to = request.query.to ? mobileDigits(request.query.to) : undefined;
    if (to === null) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '휴대폰 번호 형식을 확인해 주세요.', 400);
    const rows = await listOutbox(app.db, { to, orderNo: request.query.orderNo, limit: request.query.limit ?? 100 });
    reply.header('cache-control', 'no-store');
    return { messages: rows.map((row) => messageView(row, Boolean(to))) };
  });
};
