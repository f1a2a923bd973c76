// Apart from settings.ts so that config.ts can read it (settings.ts imports config.ts).

/** What sends messages through Solapi; without them messages go to the sandbox on this server. */
export const SOLAPI_KEYS = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER'] as const;

/**
 * Messages go to the sandbox exactly when neither Solapi key is set; one key alone, or keys
 * without a sender, stops the start (messageSettings) rather than choosing either way.
 */
export function messageSandboxOn(env: Readonly<Record<string, string | undefined>>): boolean {
  return !env.SOLAPI_API_KEY && !env.SOLAPI_API_SECRET;
}
