/** Something the server needs to answer requests (its database, Redis, its storage), checked by /api/ready. */
export interface ReadinessCheck {
  name: string;
  /** Resolves when reachable; throws (or takes longer than the check's limit) when not. */
  check: () => Promise<unknown>;
}

/** A check slower than this counts as down: a proxy's probe must get its answer before its own time-out. */
export const READINESS_CHECK_LIMIT_MS = 2_000;

export type CheckOutcome = 'up' | 'down';

/** Runs every check at once, each bounded by the limit; answers each one's outcome and the failures' reasons (for the log only). */
export async function runChecks(checks: readonly ReadinessCheck[], limitMs = READINESS_CHECK_LIMIT_MS): Promise<{ outcomes: Record<string, CheckOutcome>; failures: Record<string, string> }> {
  const outcomes: Record<string, CheckOutcome> = {};
  const failures: Record<string, string> = {};
  await Promise.all(checks.map(async ({ name, check }) => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
    });
    try {
      await Promise.race([check(), limit]);
      outcomes[name] = 'up';
    } catch (error) {
      outcomes[name] = 'down';
      failures[name] = error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timer);
    }
  }));
  return { outcomes, failures };
}
