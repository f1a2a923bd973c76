import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { problemsOf } from './invariants';
import type { LogCapture } from './log-capture';
import type { Operation } from './openapi-operations';
import { curlOf, send, type WireAnswer, type WireRequest } from './raw-http';
import { type RequestPlan, requestPlanArbitrary, wireRequestOf } from './request-plan';
import type { ArbitraryOptions } from './json-schema-arbitrary';
import { type KnownValues, requestContext } from './known-values';
import type { ResponseValidator } from './response-validator';
import type { Visitor } from './visitors';

export interface FuzzContext {
  baseUrl: string;
  visitors: { visitor: Visitor; weight: number }[];
  validator: ResponseValidator;
  logs: LogCapture;
  arbitraryOptions: ArbitraryOptions;
  known: KnownValues;
  stats: FuzzStats;
}

export interface FuzzStats {
  requests: number;
  /** Operations that answered success (code 0) at least once: the fuzzer got past validation there. */
  succeeded: Set<string>;
  statuses: Map<number, number>;
  /** Per operation, how often each `HTTP status/code` answered. */
  outcomes: Map<string, Map<string, number>>;
}

/** Thrown inside the property so fast-check shrinks it; carries the replay of the smallest case. */
class InvariantBroken extends Error {
  constructor(
    readonly problems: string[],
    readonly request: WireRequest,
    readonly answer: WireAnswer | undefined,
  ) {
    super(problems.join('; '));
  }
}

async function exchange(context: FuzzContext, operation: Operation, plan: RequestPlan): Promise<void> {
  const { visitor } = context.visitors.find(({ visitor }) => visitor.name === plan.visitor)!;
  await visitor.prepare?.();
  const requestId = `fuzz-${randomUUID()}`;
  const request = wireRequestOf(operation, plan, { headers: visitor.headersFor(operation.method), address: visitor.address }, requestId);
  context.stats.requests++;
  let answer: WireAnswer;
  try {
    answer = await send(context.baseUrl, request);
  } catch (error) {
    throw new InvariantBroken([`no answer: ${(error as Error).message}`], request, undefined);
  }
  visitor.observe?.(answer);
  count(context.stats, operation.id, answer);
  const reachedOperation = Object.values(plan.pathValues).every((value) => value !== '');
  const problems = problemsOf({ operation, request, answer, logEntries: context.logs.take(requestId), reachedOperation }, context.validator);
  if (problems.length) throw new InvariantBroken(problems, request, answer);
  if (answer.status < 300 && answer.text.startsWith('{"code":0')) {
    // Rows this answer names (a product, a cart line) become values later operations use.
    const params = [...new URLSearchParams(plan.query), ...Object.entries(plan.pathValues)];
    context.known.collect((JSON.parse(answer.text) as { data?: unknown }).data, { integersOnly: true, context: requestContext(params) });
  }
}

function count(stats: FuzzStats, operationId: string, answer: WireAnswer): void {
  stats.statuses.set(answer.status, (stats.statuses.get(answer.status) ?? 0) + 1);
  const outcome = `${answer.status}/${/^\{"code":("?\w+"?)/.exec(answer.text)?.[1] ?? '-'}`;
  const outcomes = stats.outcomes.get(operationId) ?? new Map<string, number>();
  stats.outcomes.set(operationId, outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1));
  if (answer.status < 300 && answer.text.startsWith('{"code":0')) stats.succeeded.add(operationId);
}

export interface OperationVerdict {
  /** Undefined when every request kept every invariant. */
  failure?: string;
}

/** Fuzzes one operation with `runs` requests; on a failure fast-check shrinks to the smallest failing request. */
export async function fuzzOperation(context: FuzzContext, operation: Operation, runs: number, seed: number): Promise<OperationVerdict> {
  const visitorWeights = context.visitors.map(({ visitor, weight }) => ({ name: visitor.name, weight }));
  const property = fc.asyncProperty(requestPlanArbitrary(operation, visitorWeights, context.arbitraryOptions), (plan) => exchange(context, operation, plan));
  const details = await fc.check(property, { seed, numRuns: runs });
  if (!details.failed) return {};
  const error = details.errorInstance;
  if (!(error instanceof InvariantBroken)) return { failure: `fuzzer fault (seed ${seed}, path ${details.counterexamplePath}): ${String(error)}` };
  return { failure: describeFailure(context.baseUrl, operation, error, { seed, path: details.counterexamplePath, shrinks: details.numShrinks, visitor: details.counterexample?.[0].visitor }) };
}

const MAX_PRINTED_CURL = 3000;

function describeFailure(baseUrl: string, operation: Operation, error: InvariantBroken, where: { seed: number; path: string | null; shrinks: number; visitor?: string }): string {
  const curl = curlOf(baseUrl, error.request);
  const file = path.join(tmpdir(), 'maru-fuzz', `${where.seed}-${operation.id.replace(/\W+/g, '_')}.sh`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/usr/bin/env bash\n# ${operation.id}: ${error.problems.join('; ')}\n${curl}\n`);
  const answer = error.answer ? `HTTP ${error.answer.status} ${error.answer.text.slice(0, 300)}` : 'none';
  return [
    `${operation.id} broke an invariant (after ${where.shrinks} shrinks):`,
    ...error.problems.map((problem) => `  - ${problem}`),
    `  visitor: ${where.visitor ?? '?'}`,
    `  answer: ${answer}`,
    `  replay: ${curl.length > MAX_PRINTED_CURL ? `${curl.slice(0, MAX_PRINTED_CURL)}… (full command in ${file})` : curl}`,
    `  fast-check: seed ${where.seed}, path "${where.path}"`,
  ].join('\n');
}
