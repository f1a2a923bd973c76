import { hash, verify } from '@node-rs/argon2';

// The guest's order password is kept like a member's: argon2id with OWASP's parameters
// (19 MiB, 2 passes, 1 lane), the same as identity/passwords.ts, which the identity module
// does not export. The numeric algorithm value is used because the package declares it as
// an ambient const enum.
const ARGON2ID = 2;
const OWASP_ARGON2ID = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashGuestPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies, and with no hash to verify against (no such order) spends the same work on a
 * dummy, so the answer time does not tell whether an order number exists.
 */
export async function guestPasswordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('maru-no-such-order', OWASP_ARGON2ID);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
