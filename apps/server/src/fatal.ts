import { ConfigError } from './config';
import { StartupError } from './db/embedded';

/**
 * What a person starting the shop reads when it cannot start: one sentence (a line per bad
 * setting) saying what to do, never a stack trace. Set LOG_LEVEL=debug to see the stack.
 */
export function describeFatal(error: unknown, context: { port?: number } = {}): string {
  if (error instanceof ConfigError || error instanceof StartupError) return error.message;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'EADDRINUSE') return `Port ${context.port ?? ''} is already in use; stop the program using it or start with another PORT.`;
  if (code === 'EACCES' && context.port !== undefined) return `Port ${context.port} needs privileges this user lacks; start with a PORT above 1023.`;
  if (code === 'EADDRNOTAVAIL') return 'HOST is not an address of this machine; leave it unset or use 127.0.0.1 or 0.0.0.0.';
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND') return `The database could not be reached (${message}); check DATABASE_URL or leave it unset to use the embedded database.`;
  return `마루 could not start: ${message ?? String(error)}`;
}

/** Prints the reason and ends the process; the caller has already stopped what it started. */
export function exitWithFatal(error: unknown, context: { port?: number } = {}): never {
  console.error(describeFatal(error, context));
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(error);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
