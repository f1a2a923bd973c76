import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Postcode search over bundled addresses (filled in by the address work). */
export const postcodeSandbox: FastifyPluginAsyncZod = async () => {};
