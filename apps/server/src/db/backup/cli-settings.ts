import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../../config';
import { StartupError } from '../embedded';
import { BackupError } from './backup';
import { RestoreRefused } from './restore';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

export interface CommandSettings {
  config: AppConfig;
  /** MARU_SECRET is set (an empty variable counts as unset, as for the server). */
  secretFromEnv: boolean;
}

/**
 * The server's own settings (DATA_DIR, DATABASE_URL, S3_*), read as a start reads them; but
 * a backup or restore must not create DATA_DIR/secret as a first start does, so the check
 * runs with a stand-in secret when none is set.
 */
export function commandSettings(env: NodeJS.ProcessEnv = process.env): CommandSettings {
  const secretFromEnv = Boolean(env.MARU_SECRET);
  const config = loadConfig({ ...env, MARU_SECRET: secretFromEnv ? env.MARU_SECRET : 'x'.repeat(32) });
  return { config, secretFromEnv };
}

/** A path on the command line is relative to where `npm run` was typed (npm runs scripts from the workspace). */
export function fromWhereTyped(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** One sentence for what the operator can act on; the stack only with LOG_LEVEL=debug. */
export function exitWithFailure(command: string, error: unknown): never {
  const known = error instanceof ConfigError || error instanceof StartupError || error instanceof BackupError || error instanceof RestoreRefused;
  console.error(known ? `${command}: ${error.message}` : `${command} failed: ${(error as Error).message ?? String(error)}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
