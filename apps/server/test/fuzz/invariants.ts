import { ApiCode } from '@maru/domain';
import type { JsonSchema } from './json-schema-arbitrary';
import { describeEntry, isExpected, type LogEntry } from './log-capture';
import type { Operation } from './openapi-operations';
import type { WireAnswer, WireRequest } from './raw-http';
import type { ResponseValidator } from './response-validator';

const catalogueCodes: ReadonlySet<unknown> = new Set(Object.values(ApiCode));

/** Seconds after which an answer counts as hung (an injected pg_sleep, a lock, a runaway loop). */
export const SLOW_ANSWER_MS = 10_000;

/**
 * What no answer may show. Each pattern is only a finding when the matched text was not
 * in the request itself: the API echoes keywords and names bad fields, so a search for
 * "select … from" may rightly answer with it. Patterns are long enough that random
 * tokens in cookies (base64url) cannot spell them by chance.
 */
const leakPatterns: { what: string; pattern: RegExp }[] = [
  { what: 'a stack trace', pattern: /\n\s+at \S+|\bat (?:async )?[\w$.<>]+ \([^)]*:\d+:\d+\)/ },
  { what: 'a file path', pattern: /\/work\/|\/root\/|node_modules|\.[cm]?[tj]s:\d+/ },
  { what: 'SQL text', pattern: /\b(?:select\s[\s\S]{0,200}\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i },
  {
    what: 'a database error',
    pattern: /syntax error at or near|invalid byte sequence|violates [\w ]*constraint|relation "[^"]*"|column "[^"]*"|duplicate key value|invalid input syntax|unterminated quoted|out of range for type|postgres|kysely/i,
  },
  { what: 'an internal name', pattern: /FST_ERR|ZodError|TypeError|ReferenceError|RangeError|SyntaxError|DatabaseError|ECONNREFUSED|fastify|Cannot read propert|is not a function/i },
];

export interface Exchange {
  operation: Operation;
  request: WireRequest;
  answer: WireAnswer;
  logEntries: LogEntry[];
  /** False when the URL may have reached another route than the operation's. */
  reachedOperation?: boolean;
}

/** Every broken invariant of one request and its answer; empty when all hold. */
export function problemsOf(exchange: Exchange, validator: ResponseValidator): string[] {
  const { operation, request, answer } = exchange;
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  if (answer.took > SLOW_ANSWER_MS) problems.push(`answered after ${Math.round(answer.took)} ms`);
  // An empty path parameter lands on another route (/certify/v1/ is /certify/v1), whose answer has another schema.
  problems.push(...bodyProblems(answer, exchange.reachedOperation === false ? {} : operation.responses, validator));
  problems.push(...leaksOf(request, answer));
  problems.push(...exchange.logEntries.filter((entry) => !isExpected(entry)).map((entry) => `server logged ${describeEntry(entry)}`));
  return problems;
}

function bodyProblems(answer: WireAnswer, responses: Record<string, JsonSchema | undefined>, validator: ResponseValidator): string[] {
  const { status } = answer;
  if (status >= 300 && status < 400) {
    // Provider sign-in redirects: a Location, and no body that is not the envelope.
    if (!answer.headers.location) return [`HTTP ${status} without a Location`];
    return answer.text === '' ? [] : envelopeProblems(answer.text, false);
  }
  if (status < 200 || status >= 300) return envelopeProblems(answer.text, false);
  // The one download: a spreadsheet Excel opens in Korean, so UTF-8 with its BOM and a header row.
  if (String(answer.headers['content-type'] ?? '').startsWith('text/csv')) {
    return answer.text.startsWith('\uFEFF') && /^\uFEFF[^\r\n]+\r\n/.test(answer.text) ? [] : [`HTTP ${status} CSV without its BOM and header row: ${answer.text.slice(0, 80)}`];
  }
  const body = parseJson(answer.text);
  if (body === undefined) return [`HTTP ${status} body is not JSON: ${answer.text.slice(0, 200)}`];
  // Business outcomes (2002, 3002…) keep HTTP 200 and are the bare envelope.
  if (!isObject(body) || body.code !== 0) return envelopeProblems(answer.text, true);
  const schema = responses[String(status)] ?? responses.default;
  // Without a declared schema (GET /api/health) the success envelope is all there is to check.
  if (!schema) return typeof body.message === 'string' ? [] : ['success answer without a message'];
  const mismatch = validator.check(schema, body);
  return mismatch ? [`HTTP ${status} body does not match the declared schema: ${mismatch}`] : [];
}

/**
 * `{code, message}` with a catalogue code. A refused request (non-2xx) carries nothing
 * else; a business outcome on HTTP 200 may keep `data` (spec: `{code, message, data?}`).
 */
export function envelopeProblems(text: string, http2xx: boolean): string[] {
  const body = parseJson(text);
  if (!isObject(body)) return [`body is not the {code, message} envelope: ${text.slice(0, 200)}`];
  const problems: string[] = [];
  if (!catalogueCodes.has(body.code) || (!http2xx && body.code === 0)) problems.push(`code ${JSON.stringify(body.code)} is not a catalogue failure code`);
  if (typeof body.message !== 'string' || body.message === '') problems.push('message is not a non-empty string');
  const extra = Object.keys(body).filter((key) => key !== 'code' && key !== 'message' && !(http2xx && key === 'data'));
  if (extra.length) problems.push(`envelope has extra fields: ${extra.join(', ')}`);
  return problems;
}

export function leaksOf(request: WireRequest, answer: WireAnswer): string[] {
  const sent = requestText(request);
  const headerText = Object.entries(answer.headers)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('\n');
  const problems: string[] = [];
  for (const [where, text] of [
    ['body', answer.text],
    ['headers', headerText],
  ] as const) {
    for (const { what, pattern } of leakPatterns) {
      const match = pattern.exec(text)?.[0];
      if (match && !sent.toLowerCase().includes(match.toLowerCase())) problems.push(`${where} show ${what}: "${match.slice(0, 120)}"`);
    }
  }
  return problems;
}

/** Everything the request said, decoded, to tell an echo from a leak. */
function requestText(request: WireRequest): string {
  const target = request.target
    .split(/([/?&=])/)
    .map((piece) => {
      try {
        return decodeURIComponent(piece.replaceAll('+', ' '));
      } catch {
        return piece; // a broken escape stays as sent
      }
    })
    .join('');
  return [target, request.body?.toString('utf8') ?? '', ...Object.values(request.headers)].join('\n');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
