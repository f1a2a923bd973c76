/**
 * How a factory talks to the shop: one call, as the visitor it acts for (their cookies and
 * XSRF token), answering the parsed JSON body. Each test tool adapts its own client to it: the
 * API tests' HttpClient, a Playwright page, the fuzzer's and the benchmark's browsers.
 */
export type ShopCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

/** An answer's `{code, message, data}`, or a refusal naming the step that failed. */
export function expectSuccess<T>(step: string, answer: unknown): T {
  const body = answer as { code?: unknown; data?: T } | null;
  if (body?.code !== 0) throw new Error(`${step} failed: ${JSON.stringify(answer).slice(0, 300)}`);
  return body.data as T;
}
