import type { JsonSchema } from './json-schema-arbitrary';

/** What the fuzzer needs of one operation of the OpenAPI document. */
export interface Operation {
  /** e.g. `GET /api/board/v1/notice/{noticeNo}` */
  id: string;
  method: string;
  /** The templated path, e.g. `/api/board/v1/notice/{noticeNo}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: { schema: JsonSchema; required: boolean };
  /** JSON schema of the application/json answer per status code ('200', 'default'…). */
  responses: Record<string, JsonSchema | undefined>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, RawOperation | unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const operation = raw as RawOperation;
      const parameters = operation.parameters ?? [];
      const parameter = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameter('path'),
        queryParams: parameter('query'),
        body: bodySchema ? { schema: bodySchema, required: operation.requestBody?.required === true } : undefined,
        responses: Object.fromEntries(Object.entries(operation.responses ?? {}).map(([status, answer]) => [status, answer.content?.['application/json']?.schema])),
      });
    }
  }
  return operations;
}

/** Resolves the document's local `#/components/schemas/…` references. */
export function refResolver(document: OpenApiDocument): (ref: string) => JsonSchema {
  return (ref) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    const schema = name ? document.components?.schemas?.[name] : undefined;
    if (!schema) throw new Error(`unresolvable $ref ${ref}`);
    return schema;
  };
}
