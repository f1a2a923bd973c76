import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type StepPlan, resolvePath } from './console-steps';
import { type ConsoleWorld, type EntityKind, pathKinds } from './console-world';
import { problemsOf } from './invariants';
import type { LogCapture } from './log-capture';
import type { Operation } from './openapi-operations';
import { curlOf, send, type WireAnswer, type WireRequest } from './raw-http';
import type { ResponseValidator } from './response-validator';
import { type ShopRead, shopReadsFor, type Touched } from './shop-reads';

/** Who sends: the signed-in staff member or a shopper (guest, member). */
export interface Caller {
  name: string;
  address: string;
  member?: boolean;
  headersFor(method: string): Record<string, string>;
  prepare?(): Promise<void>;
  observe?(answer: WireAnswer): void;
}

export interface ConsoleFuzzContext {
  baseUrl: string;
  operations: ReadonlyMap<string, Operation>;
  world: ConsoleWorld;
  staff: Caller;
  shoppers: Caller[];
  validator: ResponseValidator;
  logs: LogCapture;
  stats: { writes: number; writesSucceeded: number; readBacks: number; reads: number; outcomes: Map<string, Map<string, number>> };
  /** Per row (`product:12`), the successful writes on it so far, as curl lines: a failure's replay. */
  history: Map<string, string[]>;
  /** One description per distinct fault (operation, status, logged error). */
  findings: Map<string, string>;
}

/** Where the console reads back what a write changed: a write that succeeded must be readable. */
const readBackPaths: Partial<Record<EntityKind, string>> = {
  product: '/api/admin/v1/products/',
  coupon: '/api/admin/v1/coupons/',
  banner: '/api/admin/v1/content/banners/',
  homeSection: '/api/admin/v1/content/home-sections/',
  exhibition: '/api/admin/v1/exhibitions/',
  styling: '/api/admin/v1/styling/',
};

const isSuccess = (answer: WireAnswer) => answer.status < 300 && answer.text.startsWith('{"code":0');
const dataOf = (answer: WireAnswer): unknown => (JSON.parse(answer.text) as { data?: unknown }).data;
const short = (value: unknown, max = 400) => {
  const text = JSON.stringify(value) ?? '';
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

interface Sent {
  request: WireRequest;
  answer?: WireAnswer;
  problems: string[];
}

/** Sends one request as the caller and judges it by the fuzzer's invariants (status, envelope, schema, leaks, server log). */
async function exchange(context: ConsoleFuzzContext, caller: Caller, operationId: string, target: string, body: unknown): Promise<Sent> {
  const operation = context.operations.get(operationId);
  if (!operation) throw new Error(`console fuzz: the document has no ${operationId}`);
  await caller.prepare?.();
  const requestId = `console-fuzz-${randomUUID()}`;
  const headers = { ...caller.headersFor(operation.method), 'x-request-id': requestId, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const request: WireRequest = { method: operation.method, target, headers, body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)), from: caller.address };
  let answer: WireAnswer;
  try {
    answer = await send(context.baseUrl, request);
  } catch (error) {
    return { request, problems: [`no answer: ${(error as Error).message}`] };
  }
  caller.observe?.(answer);
  return { request, answer, problems: problemsOf({ operation, request, answer, logEntries: context.logs.take(requestId) }, context.validator) };
}

/** Counts the answer's `HTTP status/code` under the call (FUZZ_VERBOSE prints them); answers it. */
function count(context: ConsoleFuzzContext, call: string, sent: Sent): string {
  const outcome = sent.answer ? `${sent.answer.status}/${/^\{"code":("?\w+"?)/.exec(sent.answer.text)?.[1] ?? '-'}` : 'no answer';
  const outcomes = context.stats.outcomes.get(call) ?? new Map<string, number>();
  context.stats.outcomes.set(call, outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1));
  return outcome;
}

/** One run: a sequence of console writes as staff, then every shop read of what they touched, as each shopper. */
export async function runSequence(context: ConsoleFuzzContext, run: string, steps: readonly StepPlan[]): Promise<void> {
  const recent = new Map<EntityKind, number>();
  const touched: Touched = { products: new Map(), kinds: new Map(), sections: new Set() };
  const written: string[] = [];
  for (const step of steps) {
    const operation = context.operations.get(step.operationId)!;
    const target = resolvePath(operation, step.target, context.world, recent);
    if (!target) continue;
    const sent = await exchange(context, context.staff, operation.id, target, step.body);
    context.stats.writes++;
    const outcome = count(context, operation.id, sent);
    written.push(`${operation.method} ${target} ${step.body === undefined ? '' : short(step.body)} → ${outcome}`);
    if (sent.problems.length) report(context, { run, what: operation.id, sent, written, touched });
    if (!sent.answer || !isSuccess(sent.answer)) continue;
    context.stats.writesSucceeded++;
    const rows = rowsOf(context.world, operation, target, step.body, dataOf(sent.answer));
    for (const [kind, id] of rows) {
      recent.set(kind, id);
      addTouched(touched, context.world, kind, id);
      const key = `${kind === 'option' ? 'product' : kind}:${kind === 'option' ? context.world.optionOwner.get(id) : id}`;
      context.history.set(key, [...(context.history.get(key) ?? []), curlOf(context.baseUrl, sent.request)]);
    }
    touched.sections.add(operation.path.split('/')[4]!);
    if (operation.method !== 'DELETE') await readBack(context, { run, operation, rows, written, touched });
  }
  for (const shopper of context.shoppers) await readShop(context, shopper, { run, written, touched });
}

/** The rows a successful write names: its path's, the one it made, and the products its body lists. */
function rowsOf(world: ConsoleWorld, operation: Operation, target: string, body: unknown, data: unknown): [EntityKind, number][] {
  const rows: [EntityKind, number][] = [];
  const values = target.split('?')[0]!.split('/');
  operation.path.split('/').forEach((segment, i) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (name) rows.push([pathKinds[name]!, Number(values[i])]);
  });
  const made = operation.method === 'POST' && operation.pathParams.length === 0 && data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  if (made?.productNo && (made as { options?: unknown }).options) world.learnProduct(made as Parameters<ConsoleWorld['learnProduct']>[0]);
  for (const [name, kind] of Object.entries(pathKinds)) {
    if (made && Number.isSafeInteger(made[name]) && kind !== 'brand' && (kind !== 'category' || operation.path.endsWith('/categories'))) {
      world.add(kind, made[name] as number);
      rows.push([kind, made[name] as number]);
    }
  }
  if (made && typeof made.eventCode === 'string' && typeof made.couponId === 'number') world.eventCodes.set(made.couponId, made.eventCode);
  for (const productNo of productsIn(body)) if (world.products.has(productNo)) rows.push(['product', productNo]);
  return rows;
}

/** productNo / productNos anywhere in a body (bulk actions, exhibition blocks, hotspots), and a product coupon's scope. */
function productsIn(body: unknown): number[] {
  if (Array.isArray(body)) return body.flatMap(productsIn);
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const own = [record.productNo, ...(Array.isArray(record.productNos) ? record.productNos : []), ...(record.scope === 'PRODUCT' && Array.isArray(record.scopeIds) ? record.scopeIds : [])];
  return [...own.filter((value): value is number => Number.isSafeInteger(value)), ...Object.values(record).flatMap(productsIn)];
}

function addTouched(touched: Touched, world: ConsoleWorld, kind: EntityKind, id: number): void {
  const productNo = kind === 'product' ? id : kind === 'option' ? world.optionOwner.get(id) : undefined;
  if (productNo !== undefined) {
    const named = touched.products.get(productNo) ?? new Set();
    if (kind === 'option') named.add(id);
    touched.products.set(productNo, named);
  }
  touched.kinds.set(kind, (touched.kinds.get(kind) ?? new Set()).add(id));
}

interface RunState {
  run: string;
  written: string[];
  touched: Touched;
}

/** The console reads back each row a successful write named; a product's answer refreshes its options in the world. */
async function readBack(context: ConsoleFuzzContext, state: RunState & { operation: Operation; rows: [EntityKind, number][] }): Promise<void> {
  const seen = new Set<string>();
  for (const [kind, id] of state.rows) {
    const productNo = kind === 'option' ? context.world.optionOwner.get(id) : undefined;
    const [readKind, readId] = productNo === undefined ? [kind, id] : (['product', productNo] as const);
    const base = readBackPaths[readKind];
    if (!base || seen.has(`${readKind}:${readId}`)) continue;
    seen.add(`${readKind}:${readId}`);
    const operationId = `GET ${base}{${Object.keys(pathKinds).find((name) => pathKinds[name] === readKind)}}`;
    const sent = await exchange(context, context.staff, operationId, `${base}${readId}`, undefined);
    context.stats.readBacks++;
    const readable = sent.answer && isSuccess(sent.answer);
    const problems = readable ? sent.problems : [...sent.problems, `${state.operation.id} succeeded, but the console cannot read back ${readKind} ${readId}`];
    if (problems.length) report(context, { ...state, what: operationId, sent: { ...sent, problems } });
    if (readable && readKind === 'product') context.world.learnProduct(dataOf(sent.answer!) as Parameters<ConsoleWorld['learnProduct']>[0]);
  }
}

/** Every shop read of what the run touched, as one shopper, following each read's next steps (cart line → cart list → delete). */
async function readShop(context: ConsoleFuzzContext, shopper: Caller, state: RunState): Promise<void> {
  const queue: ShopRead[] = shopReadsFor(context.world, state.touched);
  while (queue.length) {
    const read = queue.shift()!;
    if (read.memberOnly && !shopper.member) continue;
    const sent = await exchange(context, shopper, read.operationId, read.target, read.body);
    context.stats.reads++;
    count(context, `shop ${read.operationId}`, sent);
    if (sent.problems.length) report(context, { ...state, what: `${read.operationId} as ${shopper.name}`, sent });
    if (read.then && sent.answer && isSuccess(sent.answer)) queue.unshift(...read.then(dataOf(sent.answer)));
  }
}

/**
 * A problem without what varies between sightings of one fault: numbers, and how often a
 * schema complaint repeats (one bad option row or two): its first line and the names it quotes.
 */
function faultOf(problem: string): string {
  const names = [...new Set(problem.match(/"[A-Za-z_]+"/g) ?? [])].sort().join(',');
  return `${problem.split('\n')[0]!.replace(/\d+/g, '#')} ${names}`;
}

/**
 * Files a broken invariant once per distinct fault (its call, status and the server's
 * error, numbers left out), with what replays it: this run's writes, the earlier writes on
 * the rows it touched (a file of curl lines) and the failing call.
 */
function report(context: ConsoleFuzzContext, state: RunState & { what: string; sent: Sent }): void {
  const { sent } = state;
  const key = `${state.what.replace(/ as .*$/, '')} ${sent.problems.map(faultOf).join('; ')}`;
  if (context.findings.has(key)) return;
  const rows = [...state.touched.products.keys()].map((no) => `product:${no}`).concat([...state.touched.kinds].flatMap(([kind, ids]) => [...ids].map((id) => `${kind}:${id}`)));
  const earlier = [...new Set(rows)].flatMap((row) => context.history.get(row) ?? []);
  const file = path.join(tmpdir(), 'maru-fuzz', `console-${state.run.replace(/\W+/g, '_')}-${context.findings.size + 1}.sh`);
  mkdirSync(path.dirname(file), { recursive: true });
  const failing = curlOf(context.baseUrl, sent.request);
  writeFileSync(file, `#!/usr/bin/env bash\n# ${`${state.what}: ${sent.problems.join('; ')}`.replaceAll('\n', '\n# ')}\n# successful console writes on the rows it touched, oldest first (staff cookie of the run):\n${[...new Set(earlier)].join('\n')}\n# the failing call:\n${failing}\n`);
  const answer = sent.answer ? `HTTP ${sent.answer.status} ${sent.answer.text.slice(0, 300)}` : 'none';
  context.findings.set(
    key,
    [
      `${state.what} broke an invariant in run ${state.run}:`,
      ...sent.problems.map((problem) => `  - ${problem.length > 600 ? `${problem.slice(0, 600)}…` : problem}`),
      `  answer: ${answer}`,
      `  after this run's console writes:`,
      ...state.written.map((line, i) => `    ${i + 1}. ${line}`),
      `  call: ${failing.length > 1500 ? `${failing.slice(0, 1500)}…` : failing}`,
      `  replay (every successful write on those rows, then the call): ${file}`,
    ].join('\n'),
  );
}
