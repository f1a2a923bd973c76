import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas; readable at /api/docs.
 *
 * Schemas given an id (`.meta({ id })`, zod's global registry) are emitted once under
 * components/schemas and referenced by `$ref`. A recursive schema (a category tree) needs
 * one: each route is converted on its own, so without an id its self-reference points at a
 * component that is never written (`#/components/schemas/schema0`).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Maru API', description: '마루 쇼핑몰 API. 모든 응답은 {code, message, data?} 형식입니다.', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
