import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigError } from '../config';
import { addressKey } from '../core/security/rate-limit/address-key';
import { type RequestLimit, parseLimitOverrides, tooManyRequests } from '../core/security/rate-limit/request-limit';
import { sharedCounter } from '../core/security/rate-limit/shared-counter';
import type { WindowCounter } from '../core/security/rate-limit/window-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts hits per key and window: memory, or Redis with REDIS_URL (sign-in failures and request limits). */
    windowCounter: WindowCounter;
    /**
     * A limit a module counts itself (sign-in failures) rather than on a route, with
     * MARU_RATE_LIMITS applied to it like a route's; declaring it lets an override name it.
     */
    counterLimit(limit: RequestLimit): RequestLimit;
  }
  interface FastifyContextConfig {
    /** Answers 429 past this many requests per window; see core/security/rate-limit/request-limit.ts. */
    requestLimit?: RequestLimit;
  }
}

/**
 * Request limits declared on routes (`config.requestLimit`), counted with the same window
 * counter as sign-in's failure limit.
 *
 * Why not @fastify/rate-limit, though it speaks Redis: sign-in counts
 * only failures and clears an account's count on success, which it cannot express; it
 * keys a route by one value, while these limits count an address and a member together;
 * and with Redis down it either fails every request or lifts the limit (`skipOnError`),
 * where we keep counting in memory (see shared-counter.ts). Two mechanisms would also mean
 * two Redis connections and two sets of rules to explain, so there is one: this.
 *
 * The address is counted at onRequest, before the body is parsed or any query runs; the
 * member after the route's preHandlers, so after `requireMember` has named them.
 */
export const requestLimitsPlugin = fp(async (app: FastifyInstance) => {
  const counter = sharedCounter({ redisUrl: app.config.redisUrl, prefix: app.config.redisPrefix, log: app.log });
  app.decorate('windowCounter', counter);
  app.addHook('onClose', () => counter.close());

  const overrides = parseLimitOverrides(app.config.env.MARU_RATE_LIMITS);
  const declared = new Map<string, RequestLimit>();
  app.decorate('counterLimit', (wanted: RequestLimit) => {
    const limit = { ...wanted, ...overrides.get(wanted.name) };
    declared.set(limit.name, limit);
    return limit;
  });

  app.addHook('onRoute', (route) => {
    const wanted = route.config?.requestLimit;
    if (!wanted) return;
    const limit = { ...wanted, ...overrides.get(wanted.name) };
    const earlier = declared.get(limit.name);
    if (earlier && JSON.stringify(earlier) !== JSON.stringify(limit)) {
      throw new Error(`request limit "${limit.name}" is declared twice with different numbers (${route.method} ${route.url})`);
    }
    declared.set(limit.name, limit);
    const { perIp, perMember } = limit;
    if (perIp !== undefined) {
      route.onRequest = [...hooksOf(route.onRequest), (request, reply) => enforce(counter, reply, `limit:${limit.name}:ip:${addressKey(request.ip)}`, perIp, limit.windowMs)];
    }
    if (perMember !== undefined) {
      route.preHandler = [...hooksOf(route.preHandler), (request, reply) => enforceForMember(counter, request, reply, limit, perMember)];
    }
  });

  // A misspelt override would otherwise change nothing, silently.
  app.addHook('onReady', async () => {
    const unknown = [...overrides.keys()].filter((name) => !declared.has(name));
    if (unknown.length) throw new ConfigError([`MARU_RATE_LIMITS: no route declares the limit ${unknown.map((name) => `"${name}"`).join(', ')} (known: ${[...declared.keys()].join(', ')})`]);
  });
});

async function enforce(counter: WindowCounter, reply: FastifyReply, key: string, max: number, windowMs: number): Promise<void> {
  const { count, resetInMs } = await counter.hit(key, windowMs);
  if (count > max) throw tooManyRequests(reply, resetInMs);
}

/** Counts the member `requireMember` put on the request; a visitor the route let through unsigned is counted by address only. */
async function enforceForMember(counter: WindowCounter, request: FastifyRequest, reply: FastifyReply, limit: RequestLimit, max: number): Promise<void> {
  if (request.member) await enforce(counter, reply, `limit:${limit.name}:member:${request.member.memberId}`, max, limit.windowMs);
}

type Hooks = RouteOptions['onRequest'] | RouteOptions['preHandler'];
const hooksOf = <H extends Hooks>(hooks: H) => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
