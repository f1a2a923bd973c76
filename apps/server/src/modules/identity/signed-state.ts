import { hmac, sameText } from './secrets';

/**
 * A tamper-proof, expiring value for round trips through a provider (OAuth `state`):
 * base64url(JSON) + '.' + HMAC. Anything altered, foreign or expired reads as undefined.
 */
export function signState(secret: string, payload: object, lifetimeSeconds: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: now + lifetimeSeconds * 1000 })).toString('base64url');
  return `${body}.${hmac(secret, `state:${body}`)}`;
}

export function readState(secret: string, state: string, now = Date.now()): Record<string, unknown> | undefined {
  const [body, mac, extra] = state.split('.');
  if (!body || !mac || extra !== undefined || !sameText(mac, hmac(secret, `state:${body}`))) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const record = payload as Record<string, unknown>;
    return typeof record.exp === 'number' && record.exp > now ? record : undefined;
  } catch {
    return undefined;
  }
}
