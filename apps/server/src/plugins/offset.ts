import { ApiCode } from '@maru/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../core/http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's timezone offset in hours (spec 01 §7 `_off_set`); KST (9) when absent. */
    offsetHours: number;
  }
}

export const DEFAULT_OFFSET_HOURS = 9;

export function parseOffset(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return DEFAULT_OFFSET_HOURS;
  const value = Number(Array.isArray(header) ? header[0] : header);
  // Real offsets run from UTC−12 to UTC+14, in quarter hours at the finest.
  if (!Number.isFinite(value) || value < -12 || value > 14 || !Number.isInteger(value * 4)) return undefined;
  return value;
}

export const offsetPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('offsetHours', DEFAULT_OFFSET_HOURS);
  app.addHook('onRequest', async (request) => {
    const offset = parseOffset(request.headers._off_set);
    if (offset === undefined) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '잘못된 요청 값입니다: _off_set', 400);
    request.offsetHours = offset;
  });
});
