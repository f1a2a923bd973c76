import { setTimeout as sleep } from 'node:timers/promises';

/** One request of the load as the client saw it. */
export interface Observed {
  kind: string;
  startedAt: number;
  endedAt: number;
  /** Absent when no answer came (connection failed, or the time limit ran out). */
  status?: number;
  body?: unknown;
  retryAfter?: string | null;
  failure?: string;
}

/** Sends one request of a kind; the signal ends it when the time limit runs out. */
export type Probe = (signal: AbortSignal) => Promise<Response>;

export interface SteadyLoad {
  observed: Observed[];
  /** Lets every loop finish its current request, then resolves. */
  stop: () => Promise<void>;
}

/** Sends one request and records what came back, however it ended. */
export async function observe(kind: string, probe: Probe, limitMs: number): Promise<Observed> {
  const startedAt = Date.now();
  try {
    const response = await probe(AbortSignal.timeout(limitMs));
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: the assertions show what a non-JSON answer held.
    }
    return { kind, startedAt, endedAt: Date.now(), status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string } };
    return { kind, startedAt, endedAt: Date.now(), failure: `${name}: ${message}${cause?.code ? ` (${cause.code})` : ''}` };
  }
}

/**
 * `loops` clients, each sending the probes in turn, one request after another, with a short
 * pause so a fast failure does not turn the load into a busy loop.
 */
export function steadyLoad(probes: Record<string, Probe>, { loops, limitMs, pauseMs = 5 }: { loops: number; limitMs: number; pauseMs?: number }): SteadyLoad {
  const observed: Observed[] = [];
  const kinds = Object.entries(probes);
  let running = true;
  const loop = async (offset: number) => {
    for (let turn = offset; running; turn += 1) {
      const [kind, probe] = kinds[turn % kinds.length]!;
      observed.push(await observe(kind, probe, limitMs));
      await sleep(pauseMs);
    }
  };
  const finished = Promise.all(Array.from({ length: loops }, (_, index) => loop(index)));
  return {
    observed,
    stop: async () => {
      running = false;
      await finished;
    },
  };
}
