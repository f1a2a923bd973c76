import { randomBytes } from 'node:crypto';
import { hashPassword } from '../identity';

let standIn: Promise<string> | undefined;

/**
 * An argon2id hash of a random password nobody knows, made once per process: sign-in checks
 * an unknown address against it, so every wrong pair costs the same verification.
 */
export function standInHash(): Promise<string> {
  standIn ??= hashPassword(randomBytes(32).toString('hex'));
  return standIn;
}
