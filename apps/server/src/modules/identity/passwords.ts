import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB memory, 2 passes, 1 lane. The numeric
// algorithm value is used because the package declares it as an ambient const enum.
const ARGON2ID = 2;
const OWASP_ARGON2ID = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
