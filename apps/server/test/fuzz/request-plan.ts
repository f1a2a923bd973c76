import fc from 'fast-check';
import { HUGE_LENGTH, hostileJson, hostileString } from './hostile-values';
import { type ArbitraryOptions, hostileArbitrary, validArbitrary } from './json-schema-arbitrary';
import type { Operation, Parameter } from './openapi-operations';
import type { WireRequest } from './raw-http';

/** One generated request of an operation, before the visitor's cookies and tokens are added. */
export interface RequestPlan {
  visitor: string;
  /** Each path parameter, already encoded for the URL. */
  pathValues: Record<string, string>;
  /** The raw query string, without '?'. */
  query: string;
  /** Body text; 'latin1' marks bytes that are not UTF-8 on purpose. */
  body?: { text: string; encoding: 'utf8' | 'latin1' };
  headers: Record<string, string>;
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its WTF-8 bytes instead of throwing. */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const code = text.charCodeAt(i);
    if (/[A-Za-z0-9\-_.!~*'()]/.test(char)) encoded += char;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && /[\udc00-\udfff]/.test(text[i + 1]!)) {
      encoded += encodeURIComponent(char + text[++i]);
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

const wireText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Path segments that are not text at all: broken escapes, traversal, invalid UTF-8, and one far too long. */
const rawPathSegments = ['%', '%zz', '..', '.', '%2e%2e', '%2F', 'a%2Fb', '%00', '%ED%A0%80', '%C0%AF', '%FF', ';x=1', '~', 'x'.repeat(5000)];

/** Query text no encoder would write. */
const rawQueryFragments = ['&&', '=', '==x', '%', '%zz', '%E0%A4%A', '+', 'a[]=1&a[]=2', 'a[b][c]=1', '__proto__[x]=1', 'constructor[prototype][x]=1', ';', '#frag', '?', `q=${'x'.repeat(HUGE_LENGTH)}`];

const malformedBodies = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  '',
  ' ',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e999}',
  '[]',
  '"text"',
  '123',
  'null',
  'true',
  '['.repeat(100_000),
  `${'{"a":'.repeat(5000)}{"__proto__":1}${'}'.repeat(5000)}`,
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  'a=1&b=2',
  `{"a":"${'x'.repeat(70_000)}"}`,
];
const malformedLatin1Bodies = ['\xff\xfe{\x00}', '{"a":"\xc3\x28"}', '\xef\xbb\xbf{}'];

const contentTypes = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;',
  'application/vnd.api+json',
  'application/json, text/html',
  '',
];

const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    _off_set: fc.constantFrom('9', '-12', '14', '5.75', '5.7', '15', 'abc', '', '1e1', '0x9', ' 9 ', 'Infinity', '-0'),
    accept: fc.constantFrom('text/html', '*/*', 'application/xml', ''),
    _tma_id: fc.constantFrom('x', 'g'.repeat(300), "' OR 1=1 --"),
    'accept-language': fc.constantFrom('ko-KR', 'xx', '*'),
  },
  { requiredKeys: [] },
);

function pathValuesArbitrary(parameters: Parameter[], options: ArbitraryOptions): fc.Arbitrary<Record<string, string>> {
  const each = (parameter: Parameter, hostile: boolean) =>
    hostile
      ? fc.oneof(hostileArbitrary(parameter.schema, options, parameter.name).map((value) => percentEncode(wireText(value))), fc.constantFrom(...rawPathSegments))
      : validArbitrary(parameter.schema, options, parameter.name)
          .map((value) => percentEncode(wireText(value)))
          .filter((segment) => segment !== ''); // an empty segment is another route
  const record = (hostile: boolean) => fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, each(parameter, hostile)])));
  return fc.oneof({ weight: 4, arbitrary: record(false) }, { weight: 1, arbitrary: record(true) });
}

/** Arrays repeat the key and objects nest it (`a[b]=`), as query parsers read them; null leaves a bare key. */
function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (value === null) return [percentEncode(name)];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, item));
  if (typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => queryPairs(`${name}[${key}]`, item));
  return [`${percentEncode(name)}=${percentEncode(String(value))}`];
}

function queryArbitrary(parameters: Parameter[], options: ArbitraryOptions): fc.Arbitrary<string> {
  const valid = fc
    .record(Object.fromEntries(parameters.map((p) => [p.name, validArbitrary(p.schema, options, p.name)])), { requiredKeys: parameters.filter((p) => p.required).map((p) => p.name) })
    .map((values) => Object.entries(values).flatMap(([name, value]) => queryPairs(name, value)).join('&'));
  const hostileValues = fc
    .tuple(
      fc.record(Object.fromEntries(parameters.map((p) => [p.name, fc.oneof(validArbitrary(p.schema, options, p.name), hostileArbitrary(p.schema, options, p.name))])), { requiredKeys: [] }),
      fc.array(fc.tuple(hostileString, hostileJson), { maxLength: 2 }),
    )
    .map(([values, extra]) => [...Object.entries(values), ...extra].flatMap(([name, value]) => queryPairs(name, value)).join('&'));
  const withRawFragment = fc.tuple(valid, fc.constantFrom(...rawQueryFragments)).map(([query, fragment]) => (query ? `${query}&${fragment}` : fragment));
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 2, arbitrary: hostileValues }, { weight: 1, arbitrary: withRawFragment });
}

type Body = RequestPlan['body'];
const json = (value: unknown): Body => ({ text: JSON.stringify(value) ?? 'null', encoding: 'utf8' });

function bodyArbitrary(operation: Operation, options: ArbitraryOptions): fc.Arbitrary<{ body: Body; contentType: string | undefined }> {
  const malformed: fc.Arbitrary<Body> = fc.oneof(
    fc.constantFrom(...malformedBodies).map((text) => ({ text, encoding: 'utf8' as const })),
    fc.constantFrom(...malformedLatin1Bodies).map((text) => ({ text, encoding: 'latin1' as const })),
  );
  const wellTyped = (body: fc.Arbitrary<Body>) => body.map((value) => ({ body: value, contentType: 'application/json' as string | undefined }));
  const oddContentType = (body: fc.Arbitrary<Body>) => fc.tuple(body, fc.constantFrom(...contentTypes)).map(([value, contentType]) => ({ body: value, contentType }));
  if (!operation.body) {
    // No body is declared: mostly none, sometimes one anyway.
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant({ body: undefined, contentType: undefined }) },
      { weight: 1, arbitrary: wellTyped(hostileJson.map(json)) },
      { weight: 1, arbitrary: oddContentType(malformed) },
    );
  }
  const valid = validArbitrary(operation.body.schema, options).map(json);
  const truncated = valid.chain((body) => fc.nat({ max: Math.max(body!.text.length - 1, 0) }).map((cut) => ({ text: body!.text.slice(0, cut), encoding: 'utf8' as const })));
  return fc.oneof(
    { weight: 10, arbitrary: wellTyped(valid) },
    { weight: 6, arbitrary: wellTyped(hostileArbitrary(operation.body.schema, options).map(json)) },
    { weight: 1, arbitrary: wellTyped(fc.constant(undefined)) },
    // A body that may be null may be left out, which sends the query down its own path.
    { weight: operation.body.schema.nullable ? 8 : 1, arbitrary: fc.constant({ body: undefined, contentType: undefined }) },
    { weight: 2, arbitrary: oddContentType(fc.oneof(valid, malformed)) },
    { weight: 1, arbitrary: wellTyped(fc.oneof(malformed, truncated)) },
  );
}

export function requestPlanArbitrary(operation: Operation, visitors: { name: string; weight: number }[], options: ArbitraryOptions): fc.Arbitrary<RequestPlan> {
  return fc
    .record({
      visitor: fc.oneof(...visitors.map(({ name, weight }) => ({ weight, arbitrary: fc.constant(name) }))),
      pathValues: pathValuesArbitrary(operation.pathParams, options),
      query: queryArbitrary(operation.queryParams, options),
      payload: bodyArbitrary(operation, options),
      headers: fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: oddHeaders }),
    })
    .map(({ visitor, pathValues, query, payload, headers }) => ({
      visitor,
      pathValues,
      query,
      body: payload.body,
      headers: payload.contentType === undefined ? headers : { ...headers, 'content-type': payload.contentType },
    }));
}

/** The request on the wire: the plan plus the visitor's headers and a request id to find its log lines. */
export function wireRequestOf(operation: Operation, plan: RequestPlan, visitor: { headers: Record<string, string>; address: string }, requestId: string): WireRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => plan.pathValues[name] ?? '');
  return {
    method: operation.method,
    target: plan.query ? `${path}?${plan.query}` : path,
    headers: { ...visitor.headers, ...plan.headers, 'x-request-id': requestId },
    body: plan.body ? Buffer.from(plan.body.text, plan.body.encoding) : undefined,
    from: visitor.address,
  };
}
