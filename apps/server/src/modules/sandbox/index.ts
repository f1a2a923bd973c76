import type { ServerModule } from '../../core/module';
import * as sandboxStateMigration from './migrations/2026120295_sandbox_state';
import { sandboxRoutes } from './routes';

export { sandboxBase, sandboxCredentials, sandboxModes, type SandboxProvider } from './modes';

/**
 * Stand-ins for Kakao, Naver and PortOne, used when their keys are absent (see modes.ts).
 *
 * What they remember between calls (PortOne's certifications, tokens, payments, prepared
 * amounts and notice paths; Kakao's and Naver's codes and access tokens) lives in the
 * sandbox_state table (state-store.ts), not in a process: with several server processes on
 * one PostgreSQL, a payment made through one is found and completed through another, an
 * authorization code is redeemed once across all of them, and a restart forgets nothing
 * before its time. Each entry expires as before (a code after five minutes, a payment after
 * a week); writes delete the expired rows of their kind a batch at a time.
 */
export const sandboxModule: ServerModule = {
  name: 'sandbox',
  migrations: { '2026120295_sandbox_state': sandboxStateMigration },
  rootRoutes: sandboxRoutes,
};
