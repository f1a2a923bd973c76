import fc from 'fast-check';
import { hostileJson, hostileKey, hostileNumber, hostileString, hostileStrings, objectFromEntries } from './hostile-values';

/**
 * The part of JSON Schema (OpenAPI 3.0 dialect) that zod's generator emits. No npm package
 * turns it into fast-check arbitraries for fast-check 4 (zod-fast-check wants zod 3 and
 * fast-check 3; openapi-sampler gives one fixed sample), so this is a small converter.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

export interface ArbitraryOptions {
  /** Resolves a `$ref` (e.g. `#/components/schemas/X`) to its schema. */
  resolveRef?: (ref: string) => JsonSchema;
  /**
   * Values the server itself answered under a property name (product numbers, category
   * numbers…): random numbers almost never name a real row, these reach the deep paths.
   */
  knownValues?: (name: string) => readonly unknown[];
  /**
   * Objects the server answered that share at least two of these property names (a
   * product with its option): fields that must belong together, used together.
   */
  knownRecords?: (propertyNames: readonly string[]) => readonly Record<string, unknown>[];
  /**
   * Free text that the server's input guard lets through (NUL becomes a space, a lone
   * surrogate U+FFFD): for writes whose point is what lands in the database, not the guard.
   */
  storableText?: boolean;
}

const MAX_DEPTH = 6;
const boundaryNumerals = ['0', '00', '1', '2147483647', '2147483648', '4294967296', '9007199254740993', '99999999999999999999', '1,2147483648'];
const INT32 = 2 ** 31;

/** Values the schema accepts; strings still carry NUL, lone surrogates, emoji and injections within their limits. */
export function validArbitrary(schema: JsonSchema, options: ArbitraryOptions = {}, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, options);
  const base = validOfType(resolved, options, name, depth);
  const known = name ? (options.knownValues?.(name) ?? []).map((value) => coerce(value, resolved)).filter((value) => value !== undefined) : [];
  const withKnown = known.length ? fc.oneof({ weight: 1, arbitrary: base }, { weight: 2, arbitrary: fc.constantFrom(...known) }) : base;
  return resolved.nullable ? fc.oneof({ weight: 5, arbitrary: withKnown }, { weight: 1, arbitrary: fc.constant(null) }) : withKnown;
}

/** Values that break the schema somewhere: wrong types, out of range, missing or extra fields, hostile text. */
export function hostileArbitrary(schema: JsonSchema, options: ArbitraryOptions = {}, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, options);
  const valid = validArbitrary(resolved, options, name, depth);
  return fc.oneof(
    { weight: 2, arbitrary: brokenOfSameKind(resolved, options, name, depth) },
    { weight: 1, arbitrary: fc.oneof(hostileJson, valid.map((value) => [value]), valid.map((value) => ({ value })), fc.constant(null)) },
    { weight: 1, arbitrary: valid },
  );
}

function resolve(schema: JsonSchema, options: ArbitraryOptions): JsonSchema {
  if (!schema.$ref) return schema;
  if (!options.resolveRef) throw new Error(`cannot resolve ${schema.$ref}: no resolveRef given`);
  return resolve(options.resolveRef(schema.$ref), options);
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function validOfType(schema: JsonSchema, options: ArbitraryOptions, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => validArbitrary(branch, options, name, depth + 1)));
  if (schema.allOf) return validArbitrary(mergeAll(schema.allOf.map((part) => resolve(part, options))), options, name, depth);
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema, options.storableText === true);
    case 'integer':
      return integerIn(lowerBound(schema, 1), upperBound(schema, 1));
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true, minExcluded: schema.exclusiveMinimum === true, maxExcluded: schema.exclusiveMaximum === true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      // Arbitraries are built eagerly, so a recursive schema must stop being followed.
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 5, minLength + 5);
      return fc.array(validArbitrary(schema.items ?? {}, options, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(entries.map(([key, property]) => [key, validArbitrary(property, options, key, depth + 1)]));
      const generated = fc.record(record, { requiredKeys: schema.required ?? [] });
      const known = (options.knownRecords?.(entries.map(([key]) => key)) ?? [])
        .map((found) => Object.fromEntries(entries.map(([key, property]) => [key, coerce(found[key], resolve(property, options))]).filter(([, value]) => value !== undefined)))
        .filter((found) => Object.keys(found).length >= 2);
      if (!known.length) return generated;
      const overlaid = fc.tuple(generated, fc.constantFrom(...known)).map(([object, found]) => ({ ...object, ...found }));
      return fc.oneof({ weight: 1, arbitrary: generated }, { weight: 2, arbitrary: overlaid });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storable = (text: string) => text.replaceAll('\u0000', ' ').replace(LONE_SURROGATE, '\ufffd');

function validString(schema: JsonSchema, storableText: boolean): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? hostileStrings.reduce((longest, text) => Math.max(longest, text.length), 0);
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.pattern) {
    // Numbers sent as text (ids in paths and queries) meet int32 and float64 limits the schema may not know.
    const pattern = new RegExp(schema.pattern);
    const numerals = boundaryNumerals.filter((text) => pattern.test(text) && fits(text));
    const matching = fc.stringMatching(pattern).filter(fits);
    return numerals.length ? fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: fc.constantFrom(...numerals) }) : matching;
  }
  const formatted = formatArbitrary(schema.format);
  if (formatted) return formatted.filter(fits);
  // Cut or pad to the limits: a cut may split a surrogate pair, which is one more case.
  const fit = (text: string) => text.slice(0, max).padEnd(min, 'a');
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, min + 30) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(fit) },
    { weight: 3, arbitrary: hostileString.map(fit) },
  );
  return storableText ? text.map(storable) : text;
}

function formatArbitrary(format: string | undefined): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString().slice(0, 10));
    default:
      return undefined;
  }
}

/** OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum; JSON Schema as numbers. */
function lowerBound(schema: JsonSchema, step: number): number {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  if (schema.minimum === undefined) return Number.MIN_SAFE_INTEGER;
  return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
}

function upperBound(schema: JsonSchema, step: number): number {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  if (schema.maximum === undefined) return Number.MAX_SAFE_INTEGER;
  return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
}

function integerIn(min: number, max: number): fc.Arbitrary<number> {
  const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
  const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  if (low >= -INT32 && high < INT32) return fc.integer({ min: low, max: high });
  // Quantities and page numbers are small in real use, and business limits (99 per line) sit there.
  const small = fc.integer({ min: Math.max(low, -100), max: Math.min(high, 100) });
  const whole = fc.bigInt({ min: BigInt(low), max: BigInt(high) }).map(Number);
  return low <= 100 && high >= -100 ? fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: whole }) : whole;
}

function mergeAll(parts: JsonSchema[]): JsonSchema {
  return parts.reduce<JsonSchema>(
    (merged, part) => ({ ...merged, ...part, properties: { ...merged.properties, ...part.properties }, required: [...(merged.required ?? []), ...(part.required ?? [])] }),
    {},
  );
}

/** A known value in the wire form the schema wants (path and query numbers are strings), if it fits. */
function coerce(value: unknown, schema: JsonSchema): unknown {
  const type = typeOf(schema);
  if (schema.enum) return schema.enum.includes(value) ? value : undefined;
  if (type === 'string' && (typeof value === 'number' || typeof value === 'string')) {
    const text = String(value);
    const fits = text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
    return fits && (!schema.pattern || new RegExp(schema.pattern).test(text)) ? text : undefined;
  }
  if ((type === 'integer' || type === 'number') && typeof value === 'number') {
    return value >= lowerBound(schema, 1) && value <= upperBound(schema, 1) ? value : undefined;
  }
  return undefined;
}

function brokenOfSameKind(schema: JsonSchema, options: ArbitraryOptions, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) {
    const texts = schema.enum.filter((value): value is string => typeof value === 'string');
    return fc.oneof(hostileString, fc.constantFrom(...(texts.length ? texts : ['x'])).map((text) => ` ${text.toLowerCase()}${text.toUpperCase()}`));
  }
  switch (typeOf(schema)) {
    case 'string': {
      const tooLong = schema.maxLength !== undefined ? [fc.constant('x'.repeat(schema.maxLength + 1))] : [];
      const tooShort = schema.minLength ? [fc.constant('x'.repeat(schema.minLength - 1))] : [];
      return fc.oneof(hostileString, ...tooLong, ...tooShort);
    }
    case 'integer':
    case 'number': {
      const bounds = [lowerBound(schema, 1) - 1, upperBound(schema, 1) + 1, lowerBound(schema, 1) + 0.5].filter(Number.isFinite);
      return fc.oneof(hostileNumber, fc.constantFrom(...bounds), hostileNumber.map(String));
    }
    case 'boolean':
      return fc.constantFrom('true', 'false', 1, 0, 'Y', '');
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const items = schema.items ?? {};
      const tooMany = schema.maxItems !== undefined ? [fc.array(validArbitrary(items, options, name, depth + 1), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 })] : [];
      return fc.oneof(fc.array(hostileArbitrary(items, options, name, depth + 1), { maxLength: 5 }), fc.constant([]), ...tooMany);
    }
    case 'object':
      return brokenObject(schema, options, depth);
    default:
      return hostileJson;
  }
}

/** Every field may be missing, valid or hostile, and unknown keys may be added. */
function brokenObject(schema: JsonSchema, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    depth >= MAX_DEPTH ? fc.constant(undefined) : fc.option(fc.oneof(validArbitrary(property, options, key, depth + 1), hostileArbitrary(property, options, key, depth + 1)), { nil: undefined }).map((value) => [key, value] as const),
  );
  const extras = fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 3 });
  return fc.tuple(fc.tuple(...fields), extras).map(([known, extra]) =>
    objectFromEntries([...(known.filter((entry) => entry !== undefined && entry[1] !== undefined) as [string, unknown][]), ...extra]),
  );
}
