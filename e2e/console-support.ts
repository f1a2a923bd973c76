import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { baseURL } from './playwright.config';
import { postJson, stamp } from './support';

// The operator console's browser tests: staff made by the documented command while the run's
// shop holds the embedded database (the command connects to the running cluster) and by the
// console's staff API, and the console's sign-in.

const repoRoot = path.resolve(import.meta.dirname, '..');
export const ADMIN_PASSWORD = 'maru console e2e passphrase';

export interface Staff {
  email: string;
  name: string;
}

/** `npm run -w @maru/server staff:create-admin -- --email … --name …`, as an operator would run it. */
async function createAdminByCommand(staff: Staff): Promise<void> {
  // The tsx the npm script runs, called directly (npx would first start npm to find it).
  const { stdout } = await promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/modules/staff/command/create-admin-cli.ts', '--email', staff.email, '--name', staff.name], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: path.resolve(repoRoot, process.env.E2E_DATA_DIR ?? 'e2e/.data'), DATABASE_URL: '', MARU_STAFF_PASSWORD: ADMIN_PASSWORD, LOG_LEVEL: 'silent' },
  });
  expect(stdout).toContain('the running shop');
}

/** A console API call through `request` (support.ts' postJson), which must succeed. */
async function consolePost(request: APIRequestContext, apiPath: string, data: unknown) {
  const body = (await (await postJson(request, apiPath, data)).json()) as { code: number; message: string };
  expect(body, `${apiPath}: ${body.message}`).toMatchObject({ code: 0 });
}

/**
 * The first admin of this worker, made by the command, signed in to the console's API. Each
 * command run starts tsx and compiles the server's sources (1.8 s of CPU): made for every
 * console test, that was ~45 runs of the browser suite (issue 42); the command itself is
 * still run once in each worker, and its own tests are create-admin.test.ts.
 */
let founder: Promise<APIRequestContext> | undefined;
function founderConsole(): Promise<APIRequestContext> {
  founder ??= (async () => {
    const staff = { email: `founder-${process.pid}-${stamp}@maru.example`, name: `founder${stamp}`.slice(0, 30) };
    await createAdminByCommand(staff);
    const request = await playwrightRequest.newContext({ baseURL });
    await consolePost(request, '/api/admin/v1/auth/sign-in', { email: staff.email, password: ADMIN_PASSWORD });
    return request;
  })();
  return founder;
}

/** A new admin: the worker's first by the command (founderConsole), the rest by that admin through the console's staff API (POST /api/admin/v1/staff), as an admin adds a colleague. */
export async function createAdmin(label: string): Promise<Staff> {
  const staff = { email: `${label}-${stamp}@maru.example`, name: `${label}${stamp}`.slice(0, 30) };
  const console = await founderConsole();
  await consolePost(console, '/api/admin/v1/staff', { ...staff, role: 'ADMIN', password: ADMIN_PASSWORD });
  return staff;
}

export async function signInToConsole(page: Page, email: string, password = ADMIN_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: '직원 로그인' })).toBeVisible();
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

export const consoleNav = (page: Page) => page.getByRole('navigation', { name: '콘솔 메뉴' });

export interface OperatorDesk {
  /** The operator's own browser, beside the shopper's; close it when the operator is done. */
  context: BrowserContext;
  /** The console page the operator signed in on. */
  desk: Page;
}

/** A new admin (see createAdmin) signed in on the console page at `path`, in a browser of their own. */
export async function operatorDesk(browser: Browser, baseURL: string | undefined, label: string, path: string): Promise<OperatorDesk> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const desk = await context.newPage();
  const admin = await createAdmin(label);
  await desk.goto(path);
  await signInToConsole(desk, admin.email);
  await expect(desk).toHaveURL(new RegExp(`${path}$`));
  return { context, desk };
}
