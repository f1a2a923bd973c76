import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './json-schema-arbitrary';
import type { OpenApiDocument } from './openapi-operations';

const COMPONENTS_ID = 'components';

/**
 * Checks answers against the document's own response schemas. The document speaks
 * OpenAPI 3.0 (boolean exclusiveMinimum, nullable); Ajv speaks JSON Schema, and knows
 * `nullable` already, so only the bounds and the component references are rewritten.
 */
export class ResponseValidator {
  private readonly ajv = new Ajv({ strict: true, allErrors: false });
  private readonly compiled = new Map<JsonSchema, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    addFormats(this.ajv);
    const components = Object.fromEntries(Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, toJsonSchema(schema)]));
    this.ajv.addSchema({ $id: COMPONENTS_ID, definitions: components });
  }

  /** Undefined when the value matches, else Ajv's first complaint. */
  check(schema: JsonSchema, value: unknown): string | undefined {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as object);
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return undefined;
    const [first] = validate.errors ?? [];
    return first ? `${first.instancePath || '/'} ${first.message ?? 'invalid'}` : 'invalid';
  }
}

export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      result[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, toJsonSchema(property)]));
    } else if (key === '$ref' && typeof value === 'string') {
      result[key] = value.replace(/^#\/components\/schemas\//, `${COMPONENTS_ID}#/definitions/`);
    } else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
      const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
      if (value) result[key] = (schema as Record<string, unknown>)[bound];
    } else if (key === 'minimum' || key === 'maximum') {
      const exclusive = (schema as Record<string, unknown>)[key === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum'];
      if (exclusive !== true) result[key] = value;
    } else {
      result[key] = toJsonSchema(value);
    }
  }
  return result;
}
