import type { ApiAnswer } from './http-client';

/**
 * Sends `count` requests at the same moment (none waits for another's answer) and answers how
 * many got each code, e.g. `{ 2006: 5, 2011: 15 }`: what a crowd of tries sees.
 */
export async function tallyAtOnce(count: number, send: (index: number) => Promise<ApiAnswer>): Promise<Record<string, number>> {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const tally: Record<string, number> = {};
  for (const { body } of answers) tally[String(body.code)] = (tally[String(body.code)] ?? 0) + 1;
  return tally;
}
