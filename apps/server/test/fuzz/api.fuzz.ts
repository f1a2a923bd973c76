import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../harness';
import { fuzzSettings, operationSeed } from './fuzz-settings';
import { type FuzzContext, fuzzOperation } from './fuzz-runner';
import { problemsOf } from './invariants';
import { harvestKnownValues } from './known-values';
import { describeEntry, isExpected, LogCapture } from './log-capture';
import { type OpenApiDocument, type Operation, operationsOf, refResolver } from './openapi-operations';
import { closeAgents, send } from './raw-http';
import { ResponseValidator } from './response-validator';
import { makeVisitors, SETUP_ADDRESS } from './visitors';

// Property-based fuzzing of every operation the server's own OpenAPI document lists: an
// operation added later is fuzzed with no new test. Run with `npm run test:fuzz`;
// FUZZ_SEED=<n> replays a run, FUZZ_REQUESTS=<n> changes its size (default 20,000),
// FUZZ_VERBOSE=1 prints how often each operation answered each status and code.

const settings = fuzzSettings();
const started = performance.now();
const logs = new LogCapture();
// Warnings and errors only: every one of them is checked, nothing else is written.
const server = await startTestServer({ env: { LOG_LEVEL: 'warn', MARU_REDIS_PREFIX: `fuzz:${randomUUID()}:` }, logStream: logs });
// Set once the run is ready; registered first so a failed setup still closes the server.
let summarise: (() => void) | undefined = undefined;
afterAll(async () => {
  summarise?.();
  closeAgents();
  await server.close();
});
const document = JSON.parse((await send(server.url, { method: 'GET', target: '/api/docs/json', headers: {} })).text) as OpenApiDocument;
const operations = operationsOf(document);
const visitors = await makeVisitors(server).catch((error: unknown) => {
  // The server's own account of why a setup step failed.
  throw new Error(`${String(error)}\n${logs.leftovers().map(describeEntry).join('\n')}`);
});
const visitorNamed = (name: string) => visitors.find(({ visitor }) => visitor.name === name)!.visitor;
const { known, requests: harvestRequests } = await harvestKnownValues(server.url, operations, {
  member: visitorNamed('member').headersFor('GET'),
  xsrfPair: (method) => visitorNamed('XSRF pair only').headersFor(method),
});
const runsPerOperation = Math.ceil(settings.requests / operations.length);
const context: FuzzContext = {
  baseUrl: server.url,
  visitors,
  validator: new ResponseValidator(document),
  logs,
  arbitraryOptions: { resolveRef: refResolver(document), knownValues: known.get, knownRecords: known.recordsWith },
  known,
  stats: { requests: 0, succeeded: new Set(), statuses: new Map(), outcomes: new Map() },
};
const failed: string[] = [];
summarise = printSummary;

console.log(
  `fuzz: seed ${settings.seed} (replay the run with FUZZ_SEED=${settings.seed} npm run test:fuzz), ` +
    `${operations.length} operations × ${runsPerOperation} requests, ${known.size} known values from ${harvestRequests} answers`,
);

const healthCheck: Operation = { id: 'GET /api/health', method: 'GET', path: '/api/health', pathParams: [], queryParams: [], responses: {} };

function printSummary(): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statuses = [...context.stats.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  const neverSucceeded = operations.filter((op) => !context.stats.succeeded.has(op.id)).map((op) => op.id);
  const undeclared = operations.filter((op) => !op.responses['200']).map((op) => op.id);
  console.log(
    `fuzz summary: ${context.stats.requests} requests over ${context.stats.outcomes.size}/${operations.length} operations in ${seconds} s, seed ${settings.seed}; ` +
      `${context.stats.outcomes.size - failed.length} kept every invariant, ${context.stats.succeeded.size} answered success at least once\n  statuses: ${statuses}` +
      (neverSucceeded.length ? `\n  never answered success: ${neverSucceeded.join(', ')}` : '') +
      (undeclared.length ? `\n  no declared 200 schema (only the envelope is checked): ${undeclared.join(', ')}` : ''),
  );
  if (process.env.FUZZ_VERBOSE) {
    for (const [id, outcomes] of context.stats.outcomes) console.log(`  ${id}: ${[...outcomes].map(([outcome, count]) => `${outcome}×${count}`).join(' ')}`);
  }
}

async function healthProblems(): Promise<string[]> {
  const requestId = `fuzz-health-${randomUUID()}`;
  const request = { method: 'GET', target: healthCheck.path, headers: { 'x-request-id': requestId }, from: SETUP_ADDRESS };
  const answer = await send(server.url, request, { timeoutMs: 5000 });
  const problems = problemsOf({ operation: healthCheck, request, answer, logEntries: logs.take(requestId) }, context.validator);
  return answer.status === 200 ? problems : [`health answered HTTP ${answer.status}`, ...problems];
}

describe('every operation of /api/docs/json, fuzzed', () => {
  it('finds operations to fuzz in the document', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations.map((operation) => [operation.id, operation] as const))('%s', async (id, operation) => {
    const verdict = await fuzzOperation(context, operation, runsPerOperation, operationSeed(settings.seed, id));
    const afterwards = (await healthProblems()).map((problem) => `afterwards /api/health: ${problem}`);
    const problems = [...(verdict.failure ? [verdict.failure] : []), ...afterwards];
    if (problems.length) {
      failed.push(id);
      throw new Error(`${problems.join('\n')}\n  run seed ${settings.seed}`);
    }
  });

  it('sent the requests it promised', () => {
    // An operation stops at its first failure (and shrinks it), so only a clean run must reach the count.
    if (failed.length === 0) expect(context.stats.requests).toBeGreaterThanOrEqual(settings.requests);
  });

  it('leaves no unexpected warning or error in the server log', () => {
    // Entries of fuzzed requests are judged with their request; these came after an
    // answer (batched search logs) or from no request at all.
    expect(logs.leftovers().filter((entry) => !isExpected(entry)).map(describeEntry)).toEqual([]);
  });
});
