import autocannon from 'autocannon';
import { MixRecorder } from './mix-stats';
import type { Shopper } from './shopper';

export interface MixRun {
  recorder: MixRecorder;
  result: autocannon.Result;
}

/** One connection per shopper, each repeating its visits for `seconds`. */
export async function runMix(baseUrl: string, shoppers: readonly Shopper[], seconds: number): Promise<MixRun> {
  const recorder = new MixRecorder();
  let connections = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: shoppers.length,
    duration: seconds,
    setupClient: (client) => {
      const shopper = shoppers[connections++ % shoppers.length]!;
      client.setRequests(shopper.visit(recorder));
      // The client reports a response's latency right after the shopper has read it, so
      // the shopper still knows which kind of request it was.
      client.on('response', (_status, _bytes, milliseconds) => recorder.record(shopper.answeredKind, milliseconds));
    },
  });
  return { recorder, result };
}
