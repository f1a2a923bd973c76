import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiCode } from '@maru/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopbackAddress, keylessProviders } from '../sandbox-exposure';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A sandbox route a shopper's own browser uses (a provider's sign-in, verification or
     * payment window, the postcode search): open to anyone even when sandboxes face the network.
     */
    shopperFacing?: true;
  }
}

export const SANDBOX_TOKEN_HEADER = 'x-sandbox-token';
export const SANDBOX_TOKEN_QUERY = 'sandbox_token';
export const SANDBOX_TOKEN_COOKIE = 'maru_sandbox_token';

/** A proxy on this machine relays other people: a request naming a client is not this machine's own. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** An HMAC of MARU_SECRET: the same after a restart and on every process, and it reveals nothing of the secret. */
export function sandboxToken(secret: string): string {
  return createHmac('sha256', secret).update('maru sandbox token v1').digest('base64url');
}

/**
 * A request this machine made itself: from a loopback address, or from the address it came
 * in on (the server calling its own sandboxes, serverSideUrl, when HOST is one address), and
 * through no proxy. The socket's address, never request.ip, which TRUST_PROXY lets a proxy name.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const { remoteAddress, localAddress } = request.raw.socket;
  return isLoopbackAddress(remoteAddress) || (remoteAddress !== undefined && remoteAddress === localAddress);
}

/** Equal-length digests, so neither the comparison's time nor its length check tells how close a guess was. */
function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * With HOST beyond loopback (which the start allows only with MARU_SANDBOXES=on when a
 * provider has no keys), every route under /sandbox answers only to this machine or to the
 * sandbox token printed at start, unless it is marked `config: { shopperFacing: true }`.
 * Closed by default, so a new sandbox route shows nothing to strangers until someone decides
 * otherwise. Anyone else gets the 404 a disabled sandbox answers: nothing says a sandbox is
 * there. On loopback nothing is added (every client is this machine).
 *
 * The token comes as the X-Sandbox-Token header, or once as ?sandbox_token=…, which then
 * sets an HttpOnly, SameSite=Strict cookie for /sandbox so a tester's browser pages (the
 * outbox, the test bank and their forms) keep working.
 */
export const sandboxGatePlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.servesNetwork) return;
  const token = sandboxToken(app.config.secret);
  if (keylessProviders(app.config.env).length > 0) {
    app.log.warn(
      `sandboxes serve the network (MARU_SANDBOXES=on): their test pages and calls answer only to this machine or to the sandbox token ${token}; send it as the X-Sandbox-Token header, or open a sandbox page once with ?${SANDBOX_TOKEN_QUERY}=${token} (a cookie then keeps it for /sandbox)`,
    );
  }

  const refuse = (reply: FastifyReply) => reply.status(404).send({ code: ApiCode.NO_DATA, message: '찾을 수 없는 경로입니다.' });
  const gate: onRequestHookHandler = async (request, reply) => {
    if (fromThisMachine(request)) return;
    if (sameToken(request.headers[SANDBOX_TOKEN_HEADER], token) || sameToken(request.cookies[SANDBOX_TOKEN_COOKIE], token)) return;
    if (sameToken((request.query as Record<string, unknown> | undefined)?.[SANDBOX_TOKEN_QUERY], token)) {
      // Secure only over HTTPS: a demo server on plain HTTP would otherwise never get it back.
      reply.setCookie(SANDBOX_TOKEN_COOKIE, token, { path: '/sandbox', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
      return;
    }
    return refuse(reply);
  };

  app.addHook('onRoute', (route) => {
    const underSandbox = route.url === '/sandbox' || route.url.startsWith('/sandbox/');
    if (!underSandbox || route.config?.shopperFacing) return;
    route.onRequest = [gate, ...(route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest])];
  });
});
