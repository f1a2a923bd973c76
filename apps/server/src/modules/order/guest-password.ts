import { hashPassword, passwordMatches } from '../identity';

// The guest's order password is kept like a member's password (argon2id, identity/passwords.ts).

export function hashGuestPassword(password: string): Promise<string> {
  return hashPassword(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies, and with no hash to verify against (no such order) spends the same work on a
 * dummy, so the answer time does not tell whether an order number exists.
 */
export async function guestPasswordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('maru-no-such-order');
    await passwordMatches(await dummyHash, password);
    return false;
  }
  return passwordMatches(passwordHash, password);
}
