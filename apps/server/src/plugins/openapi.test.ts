import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../test/harness';

const server = serverForTests();

async function openapiDocument(): Promise<OpenAPI.Document> {
  const response = await fetch(`${server.url}/api/docs/json`);
  expect(response.status).toBe(200);
  return (await response.json()) as OpenAPI.Document;
}

describe('the OpenAPI document at /api/docs/json', () => {
  it('is a valid OpenAPI document whose every $ref resolves', async () => {
    // validate() checks the document against the OpenAPI schema and dereferences every
    // $ref, so a schema the generator referenced but never emitted fails here.
    await expect(SwaggerParser.validate(await openapiDocument())).resolves.toBeTruthy();
  });

  it('names every referenced schema (no generated schemaN names, which collide between routes)', async () => {
    const document = (await openapiDocument()) as { components?: { schemas?: Record<string, unknown> } };
    const defined = Object.keys(document.components?.schemas ?? {});
    const referenced = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.filter((name) => !defined.includes(name!) || /^schema\d+$/.test(name!))).toEqual([]);
  });
});
