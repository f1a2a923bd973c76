import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { solapiSandbox } from '../settings';
import { checkMessage, incomingMessage, sandboxRegistry } from './solapi-checks';

/** Solapi refuses a signature dated more than 15 minutes from its clock, and any signature seen in the last 15. */
const SKEW_MS = 15 * 60 * 1000;
const ACCOUNT_ID = 'SANDBOX';
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})$/;

const sendBody = z.object({
  messages: z.array(incomingMessage).min(1).max(10_000),
  allowDuplicates: z.boolean().optional(),
  showMessageList: z.boolean().optional(),
  scheduledDate: z.string().max(40).optional(),
  agent: z.record(z.string(), z.unknown()).optional(),
});

type AuthOutcome = { ok: true } | { ok: false; status: number; errorCode: string; errorMessage: string };

/**
 * Solapi's API-key authentication as documented (docs.solapi.com/authentication/api-key):
 * `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…`, the signature being the HMAC of
 * date + salt with the API secret; InvalidAPIKey, SignatureDoesNotMatch,
 * RequestTimeTooSkewed and DuplicatedSignature are all HTTP 403 there. A missing or
 * unreadable header, which the documentation does not cover, is answered 401 here.
 */
export function authenticate(header: string | undefined, seen: { has(key: string): boolean; set(key: string, value: true): unknown }, now = Date.now()): AuthOutcome {
  const match = /^(HMAC-SHA256|HMAC-MD5)\s+(.+)$/.exec(header ?? '');
  const fields = new Map(Array.from((match?.[2] ?? '').matchAll(/(\w+)=([^,\s]+)/g), (field) => [field[1]!, field[2]!]));
  const [apiKey, date, salt, signature] = ['apiKey', 'date', 'salt', 'signature'].map((name) => fields.get(name));
  if (!match || !apiKey || !date || !salt || !signature) {
    return { ok: false, status: 401, errorCode: 'Unauthorized', errorMessage: 'Authorization 헤더가 없거나 형식이 올바르지 않습니다.' };
  }
  const refuse = (errorCode: string, errorMessage: string): AuthOutcome => ({ ok: false, status: 403, errorCode, errorMessage });
  if (apiKey !== solapiSandbox.apiKey) return refuse('InvalidAPIKey', '유효한 API Key가 아닙니다.');
  const dated = ISO_8601.test(date) ? Date.parse(date) : Number.NaN;
  if (!Number.isFinite(dated) || Math.abs(now - dated) > SKEW_MS) return refuse('RequestTimeTooSkewed', '요청 시각이 서버 시각과 15분 이상 차이 납니다.');
  if (Buffer.byteLength(salt) < 12 || Buffer.byteLength(salt) > 64) return refuse('SignatureDoesNotMatch', 'salt는 12~64바이트여야 합니다.');
  const expected = createHmac(match[1] === 'HMAC-MD5' ? 'md5' : 'sha256', solapiSandbox.apiSecret)
    .update(date + salt)
    .digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse('SignatureDoesNotMatch', '생성한 signature를 확인하세요.');
  if (seen.has(signature)) return refuse('DuplicatedSignature', '15분 안에 사용한 signature는 다시 사용할 수 없습니다.');
  seen.set(signature, true);
  return { ok: true };
}

/** Solapi's ids: a prefix (G group, M message), 4V for API v4, the KST time and random letters. */
function solapiId(prefix: 'G' | 'M'): string {
  const kst = new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}4V${kst}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * POST /messages/v4/send-many/detail, as Solapi answers it: 403 for a request it cannot
 * authenticate, 400 for a body it cannot read, else 200 with the group, the messages it
 * took (messageList, with showMessageList) and the ones it refused with their status codes
 * (failedMessageList). Every accepted message is stored (solapi_sandbox_message). Its
 * credentials are public, so on a server facing the network only the shop itself (this
 * machine) and holders of the sandbox token may send (plugins/sandbox-gate.ts).
 */
export const solapiSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const usedSignatures = new LRUCache<string, true>({ max: 100_000, ttl: SKEW_MS });

  // A batch of 50 알림톡 is ~80 kB of JSON, over the API's 64 kB default.
  app.post('/messages/v4/send-many/detail', { schema: { hide: true }, bodyLimit: 10 * 1024 * 1024 }, async (request, reply) => {
    const auth = authenticate(request.headers.authorization, usedSignatures);
    if (!auth.ok) return reply.status(auth.status).send({ errorCode: auth.errorCode, errorMessage: auth.errorMessage });
    const body = sendBody.safeParse(request.body);
    if (!body.success) {
      const issue = body.error.issues[0];
      return reply.status(400).send({ errorCode: 'ValidationError', errorMessage: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? '요청 형식이 올바르지 않습니다.'}` });
    }

    const groupId = solapiId('G');
    const now = new Date().toISOString();
    const seen = new Set<string>();
    const accepted: Array<{ messageId: string; to: string; from: string; type: string; customFields: Record<string, unknown> | undefined }> = [];
    const failed: Array<Record<string, unknown>> = [];
    const rows = [];
    for (const message of body.data.messages) {
      const outcome = checkMessage(message, sandboxRegistry);
      const common = { to: message.to, from: message.from ?? '', country: message.country ?? '82', accountId: ACCOUNT_ID, customFields: message.customFields };
      if (!outcome.accepted) {
        failed.push({ ...common, type: message.type ?? '', messageId: '', statusCode: outcome.statusCode, statusMessage: outcome.statusMessage });
        continue;
      }
      const key = `${message.to}\n${outcome.text}`;
      if (!body.data.allowDuplicates && seen.has(key)) {
        failed.push({ ...common, type: outcome.type, messageId: '', statusCode: '1026', statusMessage: '중복 수신번호' });
        continue;
      }
      seen.add(key);
      const messageId = solapiId('M');
      accepted.push({ messageId, to: message.to, from: message.from!, type: outcome.type, customFields: message.customFields });
      rows.push({
        message_id: messageId,
        group_id: groupId,
        type: outcome.type,
        to_phone: message.to.replace(/-/g, ''),
        from_phone: message.from!.replace(/-/g, ''),
        text: outcome.text,
        subject: outcome.subject,
        kakao_options: message.kakaoOptions ? JSON.stringify(message.kakaoOptions) : null,
        custom_fields: message.customFields ? JSON.stringify(message.customFields) : null,
      });
    }
    if (rows.length) await app.db.insertInto('solapi_sandbox_message').values(rows).execute();

    const total = body.data.messages.length;
    return {
      groupInfo: {
        groupId,
        _id: groupId,
        accountId: ACCOUNT_ID,
        apiVersion: '4',
        status: 'SENDING',
        allowDuplicates: body.data.allowDuplicates ?? false,
        isRefunded: false,
        count: { total, sentTotal: 0, sentFailed: 0, sentSuccess: 0, sentPending: accepted.length, sentReplacement: 0, refund: 0, registeredFailed: failed.length, registeredSuccess: accepted.length },
        dateCreated: now,
        dateUpdated: now,
        dateSent: now,
      },
      failedMessageList: failed,
      ...(body.data.showMessageList
        ? { messageList: accepted.map((message) => ({ ...message, country: '82', accountId: ACCOUNT_ID, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ' })) }
        : {}),
    };
  });
};
