// The shop the browser tests run against: the real server with the built web app, on its own
// embedded database under e2e/.data (kept between runs, so only the first run pays for seeding).
// playwright.config.ts starts it; prepare-shop.ts seeds it ahead (npm test does, beside the fuzzer).

/** The command, from the repository's root. */
// tsx itself (not npx, which would sit between): a stop signal reaches the server.
export const SHOP_SERVER_COMMAND = ['node_modules/.bin/tsx', 'apps/server/src/main.ts'] as const;

export function shopServerEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    NODE_ENV: 'production',
    DATA_DIR: process.env.E2E_DATA_DIR ?? 'e2e/.data',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // The tests look at pages with their pictures: a first run draws them before the server answers.
    MARU_SEED_IMAGES: 'before-start',
    // Never Daum's widget (no network here): the postcode sandbox, as a shopper offline would get.
    MARU_POSTCODE: 'sandbox',
    // Every shopper of the run comes from 127.0.0.1: the per-address limits on making members,
    // signing in (the sign-in page asks account-status first: 30 per 10 minutes) and looking
    // guest orders up would refuse the later tests (the limits themselves are proven by the
    // API tests).
    MARU_RATE_LIMITS: ['join', 'certify-start', 'certify-complete', 'account-status', 'guest-token', 'guest-order-check', 'staff-sign-in', 'sign-in-failures'].map((name) => `${name}.perIp=1000`).join(','),
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  };
}
