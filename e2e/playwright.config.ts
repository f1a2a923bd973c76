import { defineConfig } from '@playwright/test';
import { SHOP_SERVER_COMMAND, shopServerEnv } from './shop-server';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium, never a downloaded browser: its headless shell (package
// chromium-headless-shell, the same Chromium build without the desktop browser's window and
// tab strip, which is what Playwright itself runs headless). Twelve page visits in fresh
// contexts cost the machine 8.8-9.0 s of CPU in it against 19-23 s in /usr/bin/chromium
// (2026-12-07, docs/decisions/0022-browser-tests-in-headless-shell.md). E2E_CHROMIUM=full
// runs the suite in the full browser; Lighthouse always measures the full browser. These
// flags keep it off the network (this machine has none) and let it run as root in a container.
const browsers = { shell: '/usr/bin/chromium-headless-shell', full: '/usr/bin/chromium' } as const;
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? browsers[process.env.E2E_CHROMIUM === 'full' ? 'full' : 'shell'],
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two spec files at a time (tests within a file stay in order): every test makes its own
  // members, orders and browser state, so files do not step on each other; the run took
  // 3.8 instead of 7.6 minutes here (issue 24). E2E_WORKERS=1 runs them one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A test is a shopper's whole flow (sign-up through a provider sandbox, a purchase, a cancel):
  // on two cores with two workers several took 28–32 s, so 30 s failed flows that were only
  // slow. Each step still has its own 7 s expect timeout, so a broken step fails as before.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  webServer: {
    // The real server with the built web app, on its own embedded database under e2e/.data
    // (kept between runs, so only the first run pays for seeding).
    command: SHOP_SERVER_COMMAND.join(' '),
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // E2E_DATA_DIR and WEB_DIST let several runs work side by side (each its own database and build).
    env: shopServerEnv(PORT),
  },
});
