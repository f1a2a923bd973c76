import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { newStaffEmail, signIn, startStaffServer } from '../staff-test-kit';
import { runningClusterPort } from './running-cluster';

const server = serverForTests(startStaffServer);
let databaseUrl: string;
beforeAll(async () => {
  const { name } = await server.db.selectNoFrom((eb) => eb.fn<string>('current_database').as('name')).executeTakeFirstOrThrow();
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
});

const serverDir = path.resolve(import.meta.dirname, '../../../..');
// The tsx that `npm run -w @maru/server staff:create-admin` runs, called directly: npx would
// first start npm to find it (~0.4 s a call, eight calls here).
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

/** Runs the command exactly as `npm run -w @maru/server staff:create-admin -- …` does, with no terminal. */
async function createAdmin(args: string[], env: Record<string, string | undefined>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, ['src/modules/staff/command/create-admin-cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'silent', MARU_STAFF_PASSWORD: undefined, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('staff:create-admin', () => {
  it('creates an admin who can sign in to the console, and refuses the same e-mail twice', async () => {
    const email = newStaffEmail();
    const run = await createAdmin(['--email', email, '--name', '운영자'], { DATABASE_URL: databaseUrl, MARU_STAFF_PASSWORD: 'first admin passphrase' });
    expect(run.stderr).toBe('');
    expect(run).toMatchObject({ code: 0, stdout: expect.stringContaining(`관리자 계정을 만들었습니다: ${email}`) });
    expect((await signIn(server.client(), email, 'first admin passphrase')).body).toMatchObject({ code: 0, data: { email, name: '운영자', role: 'ADMIN' } });
    const entry = await server.db.selectFrom('audit_log').selectAll().where('action', '=', 'staff.create').where('ip', '=', 'command').orderBy('audit_id', 'desc').executeTakeFirstOrThrow();
    expect(entry.after).toMatchObject({ email, role: 'ADMIN', createdBy: 'staff:create-admin' });

    const again = await createAdmin(['--email', email.toUpperCase(), '--name', '또'], { DATABASE_URL: databaseUrl, MARU_STAFF_PASSWORD: 'other admin passphrase' });
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('이미 등록된 직원 이메일입니다.') });
  }, 60_000);

  it('refuses a weak password, a missing one without a terminal, and bad arguments, creating nothing', async () => {
    const email = newStaffEmail();
    // Four refusals that write nothing, so they may run at once.
    const runs = await Promise.all([
      createAdmin(['--email', email, '--name', '운영자'], { DATABASE_URL: databaseUrl, MARU_STAFF_PASSWORD: 'short pass' }),
      createAdmin(['--email', email, '--name', '운영자'], { DATABASE_URL: databaseUrl }),
      createAdmin(['--email', 'not-an-email', '--name', '운영자'], { DATABASE_URL: databaseUrl, MARU_STAFF_PASSWORD: 'first admin passphrase' }),
      createAdmin(['--email', email], { DATABASE_URL: databaseUrl, MARU_STAFF_PASSWORD: 'first admin passphrase' }),
    ]);
    expect(runs.map((run) => run.code)).toEqual([2, 2, 2, 2]);
    expect(runs[0]!.stderr).toContain('12자 이상');
    expect(runs[1]!.stderr).toContain('MARU_STAFF_PASSWORD');
    expect(runs[3]!.stderr).toContain('--name');
    expect(await server.db.selectFrom('staff').select('staff_id').where('email', '=', email).execute()).toEqual([]);
  }, 60_000);

  it('finds the PostgreSQL the running shop holds the embedded cluster with, instead of starting a second one', async ({ skip }) => {
    // The test cluster plays the running shop: a DATA_DIR whose pg/postmaster.pid names its port
    // and a live process. Its own `maru` database has no tables, so the command must reach it
    // and say so (a second PostgreSQL on the same folder would have failed to start instead).
    const admin = new URL(inject('adminUrl'));
    // Reported as skipped, not passed, where it cannot run.
    skip(admin.username !== 'maru', 'an external TEST_DATABASE_URL has other credentials and no embedded cluster');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'maru-staff-cli-'));
    try {
      mkdirSync(path.join(dataDir, 'pg'));
      writeFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), `${process.pid}\n${dataDir}/pg\n1764000000\n${admin.port}\n/tmp\n127.0.0.1\n  0 0\nready\n`);
      const run = await createAdmin(['--email', newStaffEmail(), '--name', '운영자'], { DATABASE_URL: undefined, DATA_DIR: dataDir, MARU_STAFF_PASSWORD: 'first admin passphrase' });
      expect(run).toMatchObject({ code: 1, stderr: expect.stringContaining('(the running shop). 서버를 한 번 시작해') });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('runningClusterPort', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const clusterWith = (pidFile: string | undefined) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'maru-pidfile-'));
    dirs.push(dir);
    if (pidFile !== undefined) writeFileSync(path.join(dir, 'postmaster.pid'), pidFile);
    return dir;
  };

  it('reads the port of a live PostgreSQL and ignores a missing, stale or malformed pid file', () => {
    expect(runningClusterPort(clusterWith(`${process.pid}\n/x\n1\n54321\n`))).toBe(54321);
    expect(runningClusterPort(clusterWith(undefined))).toBeUndefined();
    // Process ids above the kernel's pid_max (4194304 at most) are never alive.
    expect(runningClusterPort(clusterWith('9999999\n/x\n1\n54321\n'))).toBeUndefined();
    expect(runningClusterPort(clusterWith(`${process.pid}\n/x\n1\nnot-a-port\n`))).toBeUndefined();
    expect(runningClusterPort(clusterWith(''))).toBeUndefined();
  });
});
