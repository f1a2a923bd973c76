import fc from 'fast-check';
import { validArbitrary } from './json-schema-arbitrary';
import type { Operation } from './openapi-operations';
import { send } from './raw-http';
import { SETUP_ADDRESS } from './visitors';

/**
 * Request fields whose values the answers carry under another name. Without them a
 * like, a cart change or a category filter would only ever name rows that do not exist.
 */
const aliases: Record<string, string[]> = {
  targetNo: ['productNo', 'brandNo'],
  cartSeqs: ['cartSeq'],
  cartItemSeq: ['cartSeq'],
  categorys: ['categoryNo'],
  filters: ['itemNo'],
};

const MAX_VALUES_PER_NAME = 40;
/** Per shape (set of field names), so the first big list answered cannot crowd out later ones. */
const MAX_RECORDS_PER_SHAPE = 10;

const keepable = (value: unknown, integersOnly: boolean) => Number.isSafeInteger(value) || (!integersOnly && typeof value === 'string' && value.length <= 40);

/** The integer-looking parameters of a request, as context for what its answer names. */
export function requestContext(params: Iterable<readonly [string, string]>): Record<string, unknown> {
  return Object.fromEntries([...params].filter(([, value]) => /^\d{1,9}$/.test(value)).map(([name, value]) => [name, Number(value)]));
}

/** Values of real rows, by property name, collected from the server's own answers. */
export class KnownValues {
  private readonly values = new Map<string, Set<unknown>>();
  private readonly records = new Map<string, Record<string, unknown>[]>();

  get = (name: string): readonly unknown[] => [name, ...(aliases[name] ?? [])].flatMap((key) => [...(this.values.get(key) ?? [])]);

  /** The records sharing the most (at least two) of these names. */
  recordsWith = (propertyNames: readonly string[]): Record<string, unknown>[] => {
    const overlap = (record: Record<string, unknown>) => propertyNames.filter((name) => name in record).length;
    const records = [...this.records.values()].flat();
    const best = Math.max(2, ...records.map(overlap));
    return records.filter((record) => overlap(record) === best);
  };

  /**
   * Every integer and short string of an answer, under the key it was found at. While
   * fuzzing only integers (row numbers) are kept: strings such as certification numbers
   * are new on every run and would make a seed's requests differ between runs.
   * `context` holds the fields around a nested object (the request's productNo around
   * its option rows), so a record keeps what it belongs to.
   */
  collect(value: unknown, options: { key?: string; integersOnly?: boolean; context?: Record<string, unknown> } = {}): void {
    const { key, integersOnly = false, context = {} } = options;
    if (Array.isArray(value)) {
      for (const item of value) this.collect(item, options);
    } else if (value && typeof value === 'object') {
      const own = Object.fromEntries(Object.entries(value).filter(([, item]) => keepable(item, integersOnly)));
      this.keepRecord({ ...context, ...own });
      for (const [name, item] of Object.entries(value)) this.collect(item, { key: name, integersOnly, context: { ...context, ...own } });
    } else if (key && keepable(value, integersOnly)) {
      const seen = this.values.get(key) ?? new Set();
      if (seen.size < MAX_VALUES_PER_NAME) seen.add(value);
      this.values.set(key, seen);
    }
  }

  private keepRecord(record: Record<string, unknown>): void {
    if (Object.keys(record).length < 2) return;
    const shape = Object.keys(record).join(',');
    const kept = this.records.get(shape) ?? [];
    if (kept.length < MAX_RECORDS_PER_SHAPE && !kept.some((other) => JSON.stringify(other) === JSON.stringify(record))) this.records.set(shape, [...kept, record]);
  }

  get size(): number {
    return [...this.values.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

/**
 * Calls every GET operation whose required parameters can be filled (first those with
 * none, then those the first round made fillable) as a member, and every POST or PUT
 * whose body requires nothing (searches) with an empty body as a visitor who holds only
 * the XSRF pair, so nothing of the fuzz visitors can be changed; keeps what the answers
 * hold. The seeded database keeps the collection, and so a seed's requests, the same.
 */
export async function harvestKnownValues(
  baseUrl: string,
  operations: Operation[],
  headers: { member: Record<string, string>; xsrfPair: (method: string) => Record<string, string> },
): Promise<{ known: KnownValues; requests: number }> {
  const known = new KnownValues();
  let requests = 0;
  const learn = (text: string, params: [string, string][] = []) => {
    requests++;
    try {
      known.collect((JSON.parse(text) as { data?: unknown }).data, { context: requestContext(params) });
    } catch {
      // Not JSON: nothing to learn; the fuzz run itself judges the answer.
    }
  };
  for (const operation of operations.filter((op) => ['POST', 'PUT'].includes(op.method) && op.body && !op.body.schema.required?.length && !op.body.schema.anyOf)) {
    if (operation.pathParams.length || operation.queryParams.some((p) => p.required)) continue;
    const answer = await send(
      baseUrl,
      { method: operation.method, target: operation.path, headers: { ...headers.xsrfPair(operation.method), 'content-type': 'application/json' }, body: Buffer.from('{}'), from: SETUP_ADDRESS },
    );
    learn(answer.text);
  }
  for (let round = 0; round < 2; round++) {
    for (const operation of operations.filter((op) => op.method === 'GET')) {
      const required = [...operation.pathParams, ...operation.queryParams.filter((p) => p.required)];
      const fillable = round === 0 ? required.length === 0 : required.length > 0 && required.every((p) => known.get(p.name).length > 0);
      if (!fillable) continue;
      const params = required.map((p): [string, string] => [p.name, String(fc.sample(validArbitrary(p.schema, { knownValues: known.get }, p.name), { numRuns: 1, seed: round })[0])]);
      const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(params.find(([n]) => n === name)?.[1] ?? ''));
      const query = new URLSearchParams(params.filter(([name]) => operation.queryParams.some((p) => p.name === name))).toString();
      const answer = await send(baseUrl, { method: 'GET', target: query ? `${path}?${query}` : path, headers: headers.member, from: SETUP_ADDRESS });
      learn(answer.text, params);
    }
  }
  return { known, requests };
}
