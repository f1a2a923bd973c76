import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileArbitrary, type JsonSchema, validArbitrary } from './json-schema-arbitrary';
import { toJsonSchema } from './response-validator';

// Shapes as the server's OpenAPI 3.0 document writes them (copied from /api/docs/json).
const positiveInt: JsonSchema = { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 2147483647 };
const joinBody: JsonSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 100 },
    nickName: { type: 'string', minLength: 2, maxLength: 20, pattern: '^[0-9A-Za-z가-힣_-]+$' },
    consents: { type: 'object', properties: { terms: { type: 'boolean' } }, required: ['terms'], additionalProperties: false },
    autoLogin: { type: 'string', enum: ['Y', 'N'] },
  },
  required: ['email', 'nickName', 'consents'],
  additionalProperties: false,
};
const searchBody: JsonSchema = {
  type: 'object',
  properties: {
    categorys: { default: [], maxItems: 200, type: 'array', items: positiveInt },
    page: { default: 1, type: 'integer', minimum: 1, maximum: 9007199254740991 },
    keyword: { type: 'string', maxLength: 100 },
  },
};
const cartCheckBody: JsonSchema = {
  anyOf: [
    { type: 'object', properties: { productNo: positiveInt }, required: ['productNo'], additionalProperties: false },
    { type: 'object', properties: { items: { minItems: 1, maxItems: 50, type: 'array', items: positiveInt } }, required: ['items'], additionalProperties: false },
  ],
};
const nullableBody: JsonSchema = { nullable: true, type: 'object', properties: { cartSeq: positiveInt }, additionalProperties: false };
const numericParam: JsonSchema = { type: 'string', pattern: '^[1-9]\\d{0,9}$' };
const tree: Record<string, JsonSchema> = {
  Node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } }, required: ['name', 'children'] },
};
const resolveRef = (ref: string) => tree[ref.replace('#/components/schemas/', '')]!;

const ajv = new Ajv({ strict: true });
addFormats(ajv);
ajv.addSchema({ $id: 'components', definitions: Object.fromEntries(Object.entries(tree).map(([name, schema]) => [name, toJsonSchema(schema)])) });
const validates = (schema: JsonSchema) => ajv.compile(toJsonSchema(schema) as object);

const shapes = { joinBody, searchBody, cartCheckBody, nullableBody, numericParam, positiveInt, tree: { $ref: '#/components/schemas/Node' } };

describe('validArbitrary', () => {
  it.each(Object.entries(shapes))('gives only values the schema accepts: %s', (_name, schema) => {
    const validate = validates(schema);
    fc.assert(
      fc.property(validArbitrary(schema, { resolveRef }), (value) => {
        expect(validate(value), JSON.stringify(value)).toBe(true);
      }),
      { numRuns: 300, seed: 1 },
    );
  });

  it('still puts NUL, lone surrogates and over-long text into free strings, cut to their limit', () => {
    const samples = fc.sample(validArbitrary({ type: 'string', maxLength: 50 }), { numRuns: 2000, seed: 2 }) as string[];
    expect(samples.some((text) => text.includes('\u0000'))).toBe(true);
    expect(samples.some((text) => /[\ud800-\udbff](?![\udc00-\udfff])/.test(text))).toBe(true);
    expect(samples.some((text) => text.length === 50)).toBe(true);
  });

  it('prefers values the server answered, in the wire type the schema wants', () => {
    const knownValues = (name: string) => (name === 'productNo' ? [4711, 0] : []);
    const schema: JsonSchema = { type: 'object', properties: { productNo: numericParam }, required: ['productNo'] };
    const samples = fc.sample(validArbitrary(schema, { knownValues }), { numRuns: 300, seed: 3 }) as { productNo: string }[];
    expect(samples.filter((sample) => sample.productNo === '4711').length).toBeGreaterThan(100);
    expect(samples.some((sample) => sample.productNo === '0')).toBe(false);
  });

  it('keeps fields of one answered object together (a product with its own option)', () => {
    const knownRecords = () => [{ productNo: 7, optionGroupSeq: 70, stockCnt: 3 }];
    const item: JsonSchema = { type: 'object', properties: { productNo: positiveInt, optionGroupSeq: positiveInt }, required: ['productNo', 'optionGroupSeq'] };
    const samples = fc.sample(validArbitrary(item, { knownRecords }), { numRuns: 300, seed: 7 }) as { productNo: number; optionGroupSeq: number }[];
    expect(samples.filter((sample) => sample.productNo === 7 && sample.optionGroupSeq === 70).length).toBeGreaterThan(100);
    expect(samples.every((sample) => !('stockCnt' in sample))).toBe(true);
  });
});

describe('hostileArbitrary', () => {
  it('breaks the schema often, in every way the fuzzer promises', () => {
    const validate = validates(joinBody);
    const samples = fc.sample(hostileArbitrary(joinBody), { numRuns: 1000, seed: 4 });
    const objects = samples.filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value));
    expect(samples.filter((value) => !validate(value)).length).toBeGreaterThan(500);
    expect(objects.some((value) => !('email' in value))).toBe(true);
    expect(objects.some((value) => Object.keys(value).some((key) => !(key in joinBody.properties!)))).toBe(true);
    expect(objects.some((value) => Object.hasOwn(value, '__proto__'))).toBe(true);
    expect(objects.some((value) => typeof value.email === 'number')).toBe(true);
    expect(objects.some((value) => Array.isArray(value.email))).toBe(true);
    expect(samples.some((value) => Array.isArray(value))).toBe(true);
  });

  it('reaches past numeric limits: negative, zero, fractional and huge', () => {
    const samples = fc.sample(hostileArbitrary(positiveInt), { numRuns: 1000, seed: 5 });
    expect(samples).toEqual(expect.arrayContaining([0, -1, 1.5, 2147483648, 1e308]));
  });

  it('terminates on recursive schemas', () => {
    expect(fc.sample(hostileArbitrary({ $ref: '#/components/schemas/Node' }, { resolveRef }), { numRuns: 200, seed: 6 })).toHaveLength(200);
  });
});
