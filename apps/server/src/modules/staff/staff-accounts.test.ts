import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { auditEntriesOf, createStaff, guardedCall, newStaffEmail, signIn, signedInStaff, startStaffServer, whoAmI } from './staff-test-kit';

const server = serverForTests(startStaffServer);

const STAFF = '/api/admin/v1/staff';
const changeRole = (client: HttpClient, staffId: number, role: string) => client.put(`${STAFF}/${staffId}/role`, { role });
const deactivate = (client: HttpClient, staffId: number) => client.post(`${STAFF}/${staffId}/deactivate`);
const activeAdmins = async () =>
  (await server.db.selectFrom('staff').select('staff_id').where('role', '=', 'ADMIN').where('active', '=', true).execute()).map((row) => row.staff_id);

describe('staff accounts (ADMIN)', () => {
  it('creates a staff member with a role and a first password, logged without the password', async () => {
    const admin = await signedInStaff(server);
    const email = newStaffEmail();
    const created = await admin.client.post(STAFF, { email: email.toUpperCase(), name: '김운영', role: 'OPERATOR', password: 'operator passphrase' });
    expect(created.body).toMatchObject({ code: 0, data: { email, name: '김운영', role: 'OPERATOR', active: true, lastSignedInAt: null } });
    const staffId = (created.body.data as { staffId: number }).staffId;
    expect((await signIn(server.client(), email, 'operator passphrase')).body.code).toBe(0);

    const [entry] = await auditEntriesOf(server, 'staff', staffId);
    expect(entry).toMatchObject({ staff_id: admin.staffId, action: 'staff.create', before: null, after: { email, name: '김운영', role: 'OPERATOR', active: true } });
    expect(JSON.stringify(entry)).not.toContain('argon2');
    expect(JSON.stringify(entry)).not.toContain('operator passphrase');

    const listed = await admin.client.get<{ list: { staffId: number }[] }>(STAFF);
    expect(listed.body.data!.list.map((row) => row.staffId)).toEqual(expect.arrayContaining([admin.staffId, staffId]));
  });

  it('refuses an e-mail already registered in any case (6005), a weak password and a malformed role (400/104), a role nobody made (6010)', async () => {
    const admin = await signedInStaff(server);
    const taken = await admin.client.post(STAFF, { email: admin.email.toUpperCase(), name: '중복', role: 'OPERATOR', password: 'operator passphrase' });
    expect([taken.status, taken.body.code]).toEqual([200, ApiCode.STAFF_EMAIL_TAKEN]);
    for (const body of [
      { email: newStaffEmail(), name: '약한', role: 'OPERATOR', password: 'short1!' },
      { email: newStaffEmail(), name: '역할', role: 'owner', password: 'operator passphrase' },
      { email: 'not-an-email', name: '주소', role: 'OPERATOR', password: 'operator passphrase' },
    ]) {
      const answer = await admin.client.post(STAFF, body);
      expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    expect((await admin.client.post(STAFF, { email: newStaffEmail(), name: '약한', role: 'OPERATOR', password: 'short1!' })).body.message).toContain('12자 이상');
    // Roles are rows the admin makes (issue 28): a well-formed key no row has is its own refusal.
    expect((await admin.client.post(STAFF, { email: newStaffEmail(), name: '역할', role: 'OWNER', password: 'operator passphrase' })).body.code).toBe(ApiCode.STAFF_ROLE_UNKNOWN);
  });

  it('changes a role, ends that member’s sessions and logs before/after', async () => {
    const admin = await signedInStaff(server);
    const operator = await signedInStaff(server, 'OPERATOR');
    const changed = await changeRole(admin.client, operator.staffId, 'ADMIN');
    expect(changed.body).toMatchObject({ code: 0, data: { staffId: operator.staffId, role: 'ADMIN' } });
    expect((await guardedCall(operator.client)).body.code).toBe(ApiCode.STAFF_SESSION_EXPIRED);
    expect((await signIn(operator.client, operator.email)).body).toMatchObject({ code: 0, data: { role: 'ADMIN' } });

    const entries = (await auditEntriesOf(server, 'staff', operator.staffId)).filter((entry) => entry.action === 'staff.role_change');
    expect(entries).toEqual([expect.objectContaining({ staff_id: admin.staffId, before: { role: 'OPERATOR' }, after: { role: 'ADMIN' } })]);
    // The same role again changes nothing and logs nothing.
    expect((await changeRole(admin.client, operator.staffId, 'ADMIN')).body.code).toBe(0);
    expect((await auditEntriesOf(server, 'staff', operator.staffId)).filter((entry) => entry.action === 'staff.role_change')).toHaveLength(1);
  });

  it('deactivates a staff member: their open session stops at once and they cannot sign in again', async () => {
    const admin = await signedInStaff(server);
    const operator = await signedInStaff(server, 'OPERATOR');
    expect((await guardedCall(operator.client)).body.code).toBe(0);
    const answer = await deactivate(admin.client, operator.staffId);
    expect(answer.body).toMatchObject({ code: 0, data: { staffId: operator.staffId, active: false } });
    const after = await guardedCall(operator.client);
    expect([after.status, after.body.code]).toEqual([403, ApiCode.STAFF_SESSION_EXPIRED]);
    expect((await signIn(server.client(), operator.email)).body.code).toBe(ApiCode.STAFF_BAD_CREDENTIALS);
    const [entry] = (await auditEntriesOf(server, 'staff', operator.staffId)).filter((row) => row.action === 'staff.deactivate');
    expect(entry).toMatchObject({ staff_id: admin.staffId, before: { active: true }, after: { active: false, sessionsEnded: 1 } });
  });

  it('stops a session whose account was deactivated behind the server’s back (the session check joins the account)', async () => {
    const operator = await signedInStaff(server, 'OPERATOR');
    await server.db.updateTable('staff').set({ active: false }).where('staff_id', '=', operator.staffId).execute();
    expect((await guardedCall(operator.client)).body.code).toBe(ApiCode.STAFF_SESSION_EXPIRED);
  });

  it('never lets an admin change their own role or deactivate themselves (6007)', async () => {
    const admin = await signedInStaff(server);
    await createStaff(server, 'ADMIN');
    for (const answer of [await changeRole(admin.client, admin.staffId, 'OPERATOR'), await deactivate(admin.client, admin.staffId)]) {
      expect([answer.status, answer.body.code]).toEqual([200, ApiCode.STAFF_SELF_CHANGE]);
    }
    expect(await whoAmI(admin.client)).toMatchObject({ role: 'ADMIN' });
  });

  // Issue 41: handing out a role is handing out its rights, so the 'staff' right alone must
  // not reach members' personal data through an account (another's, or a new one).
  it('lets a holder of the staff right assign no role carrying a right they lack, nor change their own role', async () => {
    const admin = await signedInStaff(server);
    expect((await admin.client.post(`${STAFF}/roles`, { role: 'HR_LEAD', name: '인사 담당', rights: ['members', 'staff'] })).body.code).toBe(0);
    expect((await admin.client.post(`${STAFF}/roles`, { role: 'HR_PERSONAL', name: '개인정보 담당', rights: ['members', 'members.personal'] })).body.code).toBe(0);
    expect((await admin.client.post(`${STAFF}/roles`, { role: 'HR_FINDER', name: '회원 찾기', rights: ['members'] })).body.code).toBe(0);
    const lead = await signedInStaff(server, 'HR_LEAD');
    const colleague = await createStaff(server, 'HR_FINDER');
    const notHeld = { code: ApiCode.STAFF_ROLE_REFUSED, message: '본인에게 없는 권한(‘회원 개인정보 열람’)은 역할에 넣거나 직원에게 맡길 수 없습니다.' };

    const assigned = await changeRole(lead.client, colleague.staffId, 'HR_PERSONAL');
    expect([assigned.status, assigned.body]).toEqual([403, notHeld]);
    const created = await lead.client.post(STAFF, { email: newStaffEmail(), name: '새 직원', role: 'HR_PERSONAL', password: 'operator passphrase' });
    expect([created.status, created.body]).toEqual([403, notHeld]);
    expect((await changeRole(lead.client, colleague.staffId, 'ADMIN')).body.code).toBe(ApiCode.STAFF_ROLE_REFUSED);
    for (const role of ['HR_PERSONAL', 'HR_FINDER']) expect((await changeRole(lead.client, lead.staffId, role)).body.code).toBe(ApiCode.STAFF_SELF_CHANGE);

    const rows = await server.db.selectFrom('staff').select(['staff_id', 'role']).where('staff_id', 'in', [lead.staffId, colleague.staffId]).orderBy('staff_id').execute();
    expect(rows.map((row) => row.role)).toEqual(['HR_LEAD', 'HR_FINDER']);
    expect(await server.db.selectFrom('staff').select('staff_id').where('role', '=', 'HR_PERSONAL').execute()).toEqual([]);

    // A role within their own rights they may give; ADMIN gives any.
    expect((await changeRole(lead.client, colleague.staffId, 'HR_LEAD')).body.code).toBe(0);
    expect((await lead.client.post(STAFF, { email: newStaffEmail(), name: '새 직원', role: 'HR_FINDER', password: 'operator passphrase' })).body.code).toBe(0);
    expect((await changeRole(admin.client, colleague.staffId, 'HR_PERSONAL')).body.code).toBe(0);
  });

  it('answers 404/6008 for a staff id that does not exist', async () => {
    const admin = await signedInStaff(server);
    const answer = await changeRole(admin.client, 2_000_000_000, 'OPERATOR');
    expect([answer.status, answer.body.code]).toEqual([404, ApiCode.STAFF_NOT_FOUND]);
  });
});

describe('the last active admin', () => {
  // Only a race can reach the last admin (an admin may not demote themselves): two admins
  // demoting or deactivating each other at the same moment. One must win and the other be
  // refused, every time; without the admins' lock both would pass, leaving no admin at all.
  async function onlyAdminIs(survivor: { staffId: number }) {
    expect(await activeAdmins()).toEqual([survivor.staffId]);
  }

  it('cannot be demoted or deactivated, even by two admins acting on each other at once', async () => {
    // Make this file's admins operators, so the two below are the only active ones.
    await server.db.updateTable('staff').set({ role: 'OPERATOR' }).where('role', '=', 'ADMIN').execute();
    let survivor = await signedInStaff(server);
    for (const [round, act] of [changeRole, changeRole, deactivate, deactivate, changeRole].entries()) {
      const rival = await signedInStaff(server);
      const [fromSurvivor, fromRival] = await Promise.all([
        act === changeRole ? changeRole(survivor.client, rival.staffId, 'OPERATOR') : deactivate(survivor.client, rival.staffId),
        act === changeRole ? changeRole(rival.client, survivor.staffId, 'OPERATOR') : deactivate(rival.client, survivor.staffId),
      ]);
      const codes = [fromSurvivor.body.code, fromRival.body.code];
      expect(codes.filter((code) => code === 0), `round ${round}`).toHaveLength(1);
      // The other is refused: by the last-admin rule when the two met inside the lock, or —
      // when the winner's change committed before the loser's request was let in (a loaded
      // machine) — because the loser's session ended or its role went with that change.
      expect([ApiCode.STAFF_LAST_ADMIN, ApiCode.STAFF_SESSION_EXPIRED, ApiCode.STAFF_NOT_SIGNED_IN, ApiCode.STAFF_ROLE_REFUSED], `round ${round}`).toContain(codes.find((code) => code !== 0));
      const winner = fromSurvivor.body.code === 0 ? survivor : rival;
      await onlyAdminIs(winner);
      // The loser's session ended with its change; the winner signs in afresh for the next round.
      survivor = { ...winner, client: server.client() };
      expect((await signIn(survivor.client, survivor.email)).body.code).toBe(0);
    }
    // And plainly: the one admin left cannot be demoted by anyone who could reach the route.
    const operator = await signedInStaff(server, 'OPERATOR');
    expect((await changeRole(operator.client, survivor.staffId, 'OPERATOR')).body.code).toBe(ApiCode.STAFF_ROLE_REFUSED);
    await onlyAdminIs(survivor);
  });
});
