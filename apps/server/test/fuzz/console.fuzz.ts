import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../src/modules/staff/staff-test-kit';
import { startTestServer } from '../harness';
import { type Caller, type ConsoleFuzzContext, runSequence } from './console-runner';
import { directedSequences } from './console-directed';
import { bodyOptions, consoleWrites, sequenceArbitrary } from './console-steps';
import { seededWorld } from './console-world';
import { consoleFuzzSettings, fuzzSettings, operationSeed } from './fuzz-settings';
import { describeEntry, isExpected, LogCapture } from './log-capture';
import { type OpenApiDocument, operationsOf, refResolver } from './openapi-operations';
import { closeAgents, send } from './raw-http';
import { ResponseValidator } from './response-validator';
import { LiveMember, LiveStaff, newMember, SetupBrowser, withXsrfEcho } from './visitors';

// The console's writes, as a signed-in ADMIN, with random and extreme values in every field
// and in sequences (make a product, change an option's extra price, the selling price,
// publish it, move its stock…) on real seeded rows and the run's own, then every shop
// read of what they touched, as a guest and as a member (issue 41: nothing an operator
// types may make the shop answer 5xx). Each write answers success or the {code, message}
// envelope, and a write that succeeded is readable in the console afterwards.
// FUZZ_SEED replays a run (as for api.fuzz.ts), CONSOLE_FUZZ_RUNS changes its size.

const settings = fuzzSettings();
const { runs } = consoleFuzzSettings();
const started = performance.now();
const logs = new LogCapture();
const server = await startTestServer({ env: { LOG_LEVEL: 'warn', MARU_REDIS_PREFIX: `console-fuzz:${randomUUID()}:` }, logStream: logs });
let summarise: (() => void) | undefined = undefined;
afterAll(async () => {
  summarise?.();
  closeAgents();
  await server.close();
});

const document = JSON.parse((await send(server.url, { method: 'GET', target: '/api/docs/json', headers: {} })).text) as OpenApiDocument;
const operations = operationsOf(document);
const writes = consoleWrites(operations);
const staffSession = await LiveStaff.signIn(server.url, (await createStaff(server, 'ADMIN')).email);
const staff: Caller = {
  name: 'ADMIN staff',
  address: '127.0.4.1',
  headersFor: (method) => withXsrfEcho(staffSession.browser.cookies, method),
  prepare: () => staffSession.prepare(),
  observe: (answer) => staffSession.observe(answer),
};
const shoppers = await makeShoppers();
const world = await seededWorld(server, async (productNo) => {
  const answer = await send(server.url, { method: 'GET', target: `/api/admin/v1/products/${productNo}`, headers: staff.headersFor('GET'), from: staff.address });
  const body = JSON.parse(answer.text) as { code: number; data?: Parameters<typeof world.learnProduct>[0] };
  return body.code === 0 ? body.data : undefined;
});
const context: ConsoleFuzzContext = {
  baseUrl: server.url,
  operations: new Map(operations.map((operation) => [operation.id, operation])),
  world,
  staff,
  shoppers,
  validator: new ResponseValidator(document),
  logs,
  stats: { writes: 0, writesSucceeded: 0, readBacks: 0, reads: 0, outcomes: new Map() },
  history: new Map(),
  findings: new Map(),
};
summarise = () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `console fuzz: seed ${settings.seed}, ${runs} runs over ${writes.length} console writes: ${context.stats.writes} writes (${context.stats.writesSucceeded} succeeded), ` +
      `${context.stats.readBacks} console read-backs, ${context.stats.reads} shop reads as ${shoppers.map((s) => s.name).join(' and ')} in ${seconds} s; ${context.findings.size} distinct faults`,
  );
  if (process.env.FUZZ_VERBOSE) {
    for (const [id, outcomes] of context.stats.outcomes) console.log(`  ${id}: ${[...outcomes].map(([outcome, count]) => `${outcome}×${count}`).join(' ')}`);
  }
};

/** A guest (guest token) and a member (signed up with @maru/testing's factories), each from its own address. */
async function makeShoppers(): Promise<Caller[]> {
  const guest = new SetupBrowser(server.url);
  await guest.call('GET', '/api/health');
  await guest.call('POST', '/api/oauth/v1/guest/token');
  const member = new LiveMember(server.url, await newMember(server.url));
  return [
    { name: 'guest', address: '127.0.4.2', headersFor: (method) => withXsrfEcho(guest.cookies, method) },
    { name: 'member', address: '127.0.4.3', member: true, headersFor: (method) => withXsrfEcho(member.session.browser.cookies, method), prepare: () => member.prepare(), observe: (answer) => member.observe(answer) },
  ];
}

const findings = () => [...context.findings.values()];

describe('console writes, then every shop read of what they touched', () => {
  it('finds console writes and seeded rows to write on', () => {
    expect(writes.map((op) => op.id)).toEqual(expect.arrayContaining(['POST /api/admin/v1/products', 'PATCH /api/admin/v1/products/options/{itemGroupSeq}', 'POST /api/admin/v1/coupons']));
    expect(world.all('product').length).toBeGreaterThan(5);
    expect(world.all('option').length).toBeGreaterThan(5);
    // Directed sequences' target 0 is the cheapest product, and its first option the first option.
    expect(world.products.get(world.all('product')[0]!)!.itemGroupSeqs[0]).toBe(world.all('option')[0]);
  });

  it.each(directedSequences(new Date(), world).map(({ name, steps }) => [name, steps] as const))('%s', async (name, steps) => {
    context.findings.clear();
    await runSequence(context, name, steps);
    expect(findings()).toEqual([]);
  });

  it(`${runs} random sequences answer no 5xx in the shop, and the envelope or success in the console`, async () => {
    context.findings.clear();
    const sequences = fc.sample(sequenceArbitrary(writes, bodyOptions({ resolveRef: refResolver(document) }, world, new Date()), world), { seed: operationSeed(settings.seed, 'console'), numRuns: runs });
    for (const [index, steps] of sequences.entries()) await runSequence(context, `${settings.seed}#${index}`, steps);
    expect(findings()).toEqual([]);
  });

  it('leaves no unexpected warning or error in the server log', () => {
    expect(logs.leftovers().filter((entry) => !isExpected(entry)).map(describeEntry)).toEqual([]);
  });
});
