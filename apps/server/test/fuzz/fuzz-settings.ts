import { createHash } from 'node:crypto';

export interface FuzzSettings {
  /** The run's seed: FUZZ_SEED, else today's date (YYYYMMDD), so a day's CI runs agree. */
  seed: number;
  /** Fuzzed requests per run, spread evenly over the operations (FUZZ_REQUESTS, default 20,000: seeds 1, 2 and 5 needed that many to reach a visitor with a cart and find the cart delete 500). */
  requests: number;
}

export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const seed = Number(env.FUZZ_SEED ?? today);
  const requests = Number(env.FUZZ_REQUESTS ?? 20_000);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${env.FUZZ_SEED}`);
  if (!Number.isSafeInteger(requests) || requests < 1) throw new Error(`FUZZ_REQUESTS must be a positive integer, not ${env.FUZZ_REQUESTS}`);
  return { seed, requests };
}

/** Each operation's own seed, so adding an operation leaves every other one's requests unchanged. */
export function operationSeed(runSeed: number, operationId: string): number {
  return createHash('sha256').update(`${runSeed}:${operationId}`).digest().readInt32LE(0);
}
