import { emptyAnswer } from '@maru/domain';

/**
 * How a factory talks to the shop: one call, as the visitor it acts for (their cookies and
 * XSRF token), answering the parsed JSON body. Each test tool adapts its own client to it: the
 * API tests' HttpClient, a Playwright page, the fuzzer's and the benchmark's browsers.
 */
export type ShopCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

/** A successful answer's envelope, its `data` (and anything else) kept for the call's own schema. */
const successEnvelope = emptyAnswer.loose();

/** What reads an answer's `data`: one of the domain's zod schemas (anything with zod's `parse`). */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

/**
 * An answer's `{code, message, data}`: its data parsed with the domain's schema of the call,
 * or a refusal naming the step that failed (a code other than 0, or data the schema does not
 * read). Without a schema, for calls whose data the factory does not read (a join, a
 * sign-in), only the code is checked and nothing is answered.
 */
export function expectSuccess<T>(step: string, answer: unknown, data: AnswerSchema<T>): T;
export function expectSuccess(step: string, answer: unknown): void;
export function expectSuccess<T>(step: string, answer: unknown, data?: AnswerSchema<T>): T | void {
  const envelope = successEnvelope.safeParse(answer);
  if (!envelope.success) throw new Error(`${step} failed: ${JSON.stringify(answer).slice(0, 300)}`);
  if (!data) return;
  try {
    return data.parse(envelope.data.data);
  } catch (error) {
    throw new Error(`${step} answered data its contract does not read: ${error instanceof Error ? error.message.slice(0, 600) : String(error)}`, { cause: error });
  }
}
