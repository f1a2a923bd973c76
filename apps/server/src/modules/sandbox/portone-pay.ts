import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** PortOne v1 payments in the sandbox (filled in by the payment work). */
export const portonePaymentSandbox: FastifyPluginAsyncZod = async () => {};
