import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { signedInMember, startIdentityServer } from './test-kit';

const server = serverForTests(startIdentityServer);

const BUSINESS = '/api/mypage/v1/business';
const request = { companyName: '마루인테리어', bizNo: '220-81-62517', ceoName: '김대표', bizType: '도소매', bizItem: '가구' };
const serverDir = path.resolve(import.meta.dirname, '../../..');

async function memberIdOf(email: string): Promise<number> {
  return (await server.db.selectFrom('member').select('member_id').where('email', '=', email).executeTakeFirstOrThrow()).member_id;
}

/** Runs the operator command exactly as `npm run -w @maru/server approve-business -- <id>` does. */
async function approveWithCli(memberId: number) {
  const { current_database: database } = (await server.db.selectNoFrom((eb) => eb.fn<string>('current_database').as('current_database')).executeTakeFirstOrThrow()) as {
    current_database: string;
  };
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${database}`;
  return promisify(execFile)('npx', ['tsx', 'src/modules/identity/approve-business-cli.ts', String(memberId)], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' },
  });
}

describe('business member request', () => {
  it('stores a PENDING request, shows it, and the operator command approves it (authNo 17)', async () => {
    const member = await signedInMember(server);
    expect((await member.client.get<{ business: null }>(BUSINESS)).body.data!.business).toBeNull();
    const sent = await member.client.post(BUSINESS, request);
    expect(sent.body.code).toBe(0);
    const shown = await member.client.get<{ business: Record<string, unknown> }>(BUSINESS);
    expect(shown.body.data!.business).toMatchObject({ ...request, bizNo: '2208162517', status: 'PENDING', decidedAt: null });

    const run = await approveWithCli(await memberIdOf(member.email));
    expect(run.stdout).toContain('approved');
    expect((await member.client.get<{ business: { status: string } }>(BUSINESS)).body.data!.business.status).toBe('APPROVED');
    expect((await member.client.get<{ profile: { authNo: number } }>('/api/mypage/v1/profile')).body.data!.profile.authNo).toBe(17);
    expect((await member.client.post(BUSINESS, request)).body.code).toBe(2007);
  }, 60_000);

  it('refuses a business number failing the checksum and malformed fields with 104', async () => {
    const member = await signedInMember(server);
    for (const body of [{ ...request, bizNo: '220-81-62518' }, { ...request, companyName: '' }, { ...request, ceoName: 'x'.repeat(10_000) }, { ...request, bizNo: undefined }]) {
      const answer = await member.client.post(BUSINESS, body);
      expect([answer.status, answer.body.code]).toEqual([400, 104]);
    }
    expect((await member.client.get<{ business: null }>(BUSINESS)).body.data!.business).toBeNull();
  });

  it('needs a signed-in member', async () => {
    expect((await server.client().get(BUSINESS)).status).toBe(403);
  });
});
