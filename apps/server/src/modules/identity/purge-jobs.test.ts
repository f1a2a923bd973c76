import { describe, expect, it } from 'vitest';
import { serverForTests, startTestServer, type TestServer } from '../../../test/harness';
import { deleteExpiredCertifyRequests } from './queries/certify';
import { deleteExpiredGuests } from './queries/guests';
import { randomToken, sha256 } from './secrets';

const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms);

async function addGuest(server: TestServer, expiresAt: Date): Promise<string> {
  const guestHash = sha256(randomToken());
  await server.db.insertInto('guest_session').values({ guest_hash: guestHash, created_at: new Date(expiresAt.getTime() - 24 * HOUR), expires_at: expiresAt }).execute();
  return guestHash;
}

async function addCertifyRequest(server: TestServer, expiresAt: Date, certified: boolean): Promise<string> {
  const certifyNo = `maru_${randomToken()}`;
  const person = certified ? { certify_uid: `imp_${randomToken()}`, name: '홍길동', phone: '01012345678', birthday: '1990-05-17', gender: 'M' as const, certified_at: new Date() } : {};
  await server.db.insertInto('certify_request').values({ certify_no: certifyNo, owner_hash: sha256(randomToken()), expires_at: expiresAt, ...person }).execute();
  return certifyNo;
}

const guestExists = async (server: TestServer, guestHash: string) =>
  (await server.db.selectFrom('guest_session').select('guest_hash').where('guest_hash', '=', guestHash).executeTakeFirst()) !== undefined;
const certifyExists = async (server: TestServer, certifyNo: string) =>
  (await server.db.selectFrom('certify_request').select('certify_no').where('certify_no', '=', certifyNo).executeTakeFirst()) !== undefined;

describe('purge queries', () => {
  const server = serverForTests();

  it('deletes guest ids past their day and keeps live ones', async () => {
    const [expired, justExpired, live] = [await addGuest(server, fromNow(-HOUR)), await addGuest(server, fromNow(-1_000)), await addGuest(server, fromNow(HOUR))];
    expect(await deleteExpiredGuests(server.db, new Date())).toBeGreaterThanOrEqual(2);
    expect([await guestExists(server, expired), await guestExists(server, justExpired), await guestExists(server, live)]).toEqual([false, false, true]);
    expect(await deleteExpiredGuests(server.db, new Date())).toBe(0);
  });

  it('deletes verification requests past their 30 minutes, finished or abandoned, and keeps live ones', async () => {
    const abandoned = await addCertifyRequest(server, fromNow(-HOUR), false);
    const finished = await addCertifyRequest(server, fromNow(-1_000), true);
    const pending = await addCertifyRequest(server, fromNow(HOUR / 2), false);
    const verified = await addCertifyRequest(server, fromNow(HOUR / 2), true);
    expect(await deleteExpiredCertifyRequests(server.db, new Date())).toBeGreaterThanOrEqual(2);
    const left = await Promise.all([abandoned, finished, pending, verified].map((certifyNo) => certifyExists(server, certifyNo)));
    expect(left).toEqual([false, false, true, true]);
  });
});

describe('the identity module’s purge jobs', () => {
  it('run on their own shortly after the server starts', async () => {
    const server = await startTestServer({ env: { MARU_JOBS_FIRST_RUN_MS: '3000' } });
    try {
      const guest = await server.client().post<{ sessionId: string }>('/api/oauth/v1/guest/token');
      const guestHash = sha256(guest.body.data!.sessionId);
      await server.db.updateTable('guest_session').set({ expires_at: fromNow(-1_000) }).where('guest_hash', '=', guestHash).execute();
      const certifyNo = (await server.client().get<{ certifyNo: string }>('/api/certify/v1')).body.data!.certifyNo;
      await server.db.updateTable('certify_request').set({ expires_at: fromNow(-1_000) }).where('certify_no', '=', certifyNo).execute();
      const liveGuest = await addGuest(server, fromNow(HOUR));

      await expect.poll(async () => [await guestExists(server, guestHash), await certifyExists(server, certifyNo)], { timeout: 10_000, interval: 200 }).toEqual([false, false]);
      expect(await guestExists(server, liveGuest)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
