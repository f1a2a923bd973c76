import { ApiCode, BUILT_IN_ROLE_RIGHTS, type StaffMe, type StaffRoleView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { auditEntriesOf, signedInStaff, startStaffServer, whoAmI, type SignedInStaff } from './staff-test-kit';

const ROLES = '/api/admin/v1/staff/roles';
const server = serverForTests(startStaffServer);
let admin: SignedInStaff;
beforeAll(async () => {
  admin = await signedInStaff(server);
});

async function roles(): Promise<StaffRoleView[]> {
  const answer = await admin.client.get<{ list: StaffRoleView[] }>(ROLES);
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!.list;
}

describe('roles the admin edits', () => {
  it('lists the five built-in roles with the rights they had as fixed roles', async () => {
    const list = await roles();
    for (const [role, rights] of Object.entries(BUILT_IN_ROLE_RIGHTS)) {
      expect(list.find((row) => row.role === role)).toMatchObject({ builtIn: true, rights: [...rights] });
    }
  });

  it('makes a role, gives it to an account, and the rights follow it from the next request', async () => {
    const made = await admin.client.post<StaffRoleView>(ROLES, { role: 'VISITS', name: '쇼룸 담당', rights: ['showroom'] });
    expect(made.body).toMatchObject({ code: 0, data: { role: 'VISITS', name: '쇼룸 담당', rights: ['showroom'], builtIn: false, staffCount: 0 } });
    expect((await admin.client.post(ROLES, { role: 'VISITS', name: '다른 이름', rights: [] })).body.code).toBe(ApiCode.STAFF_ROLE_TAKEN);

    const person = await signedInStaff(server, 'VISITS');
    expect(await whoAmI(person.client)).toMatchObject<Partial<StaffMe>>({ role: 'VISITS', roleName: '쇼룸 담당', rights: ['showroom'] });
    expect((await person.client.get('/api/admin/v1/coupons')).body.code).toBe(ApiCode.STAFF_ROLE_REFUSED);

    // Rights are kept in the domain's order whatever order they are sent in.
    const edited = await admin.client.put<StaffRoleView>(`${ROLES}/VISITS`, { name: '쇼룸·쿠폰 담당', rights: ['showroom', 'promotions'] });
    expect(edited.body).toMatchObject({ code: 0, data: { rights: ['promotions', 'showroom'], staffCount: 1 } });
    expect((await person.client.get('/api/admin/v1/coupons')).body.code).toBe(0);
    expect((await whoAmI(person.client))?.rights).toEqual(['promotions', 'showroom']);

    const log = await auditEntriesOf(server, 'staff_role', 'VISITS');
    expect(log.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['staff_role.create', null, { roleName: '쇼룸 담당', rights: ['showroom'] }],
      ['staff_role.update', { roleName: '쇼룸 담당', rights: ['showroom'] }, { roleName: '쇼룸·쿠폰 담당', rights: ['promotions', 'showroom'] }],
    ]);

    // In use: not deleted; once nobody holds it, deleted and logged.
    expect((await admin.client.delete(`${ROLES}/VISITS`)).body.code).toBe(ApiCode.STAFF_ROLE_IN_USE);
    expect((await admin.client.put(`/api/admin/v1/staff/${person.staffId}/role`, { role: 'CONTENT' })).body.code).toBe(0);
    expect((await admin.client.delete(`${ROLES}/VISITS`)).body.code).toBe(0);
    expect((await roles()).some((row) => row.role === 'VISITS')).toBe(false);
    expect((await auditEntriesOf(server, 'staff_role', 'VISITS')).at(-1)).toMatchObject({ action: 'staff_role.delete', after: null });
  });

  it('never reduces ADMIN’s rights nor deletes a built-in role, so nobody locks the shop out', async () => {
    expect((await admin.client.put(`${ROLES}/ADMIN`, { name: '관리자', rights: ['staff'] })).body.code).toBe(ApiCode.STAFF_ROLE_FIXED);
    expect((await admin.client.delete(`${ROLES}/OPERATOR`)).body.code).toBe(ApiCode.STAFF_ROLE_FIXED);
    expect((await admin.client.put(`${ROLES}/NOBODY`, { name: '없음', rights: [] })).body.code).toBe(ApiCode.STAFF_ROLE_UNKNOWN);
    expect((await admin.client.put(`/api/admin/v1/staff/${(await signedInStaff(server, 'OPERATOR')).staffId}/role`, { role: 'NOBODY' })).body.code).not.toBe(0);
  });

  // Issue 41: the 'staff' right alone used to make its holder an admin in all but name, by
  // adding to their own role (or a role they hand out) any right they lacked.
  it('lets a holder of the staff right neither change the role they hold nor give a role a right they lack', async () => {
    expect((await admin.client.post(ROLES, { role: 'STAFF_LEAD', name: '인사 담당', rights: ['members', 'staff'] })).body.code).toBe(0);
    expect((await admin.client.post(ROLES, { role: 'DESK', name: '안내', rights: ['showroom'] })).body.code).toBe(0);
    const lead = await signedInStaff(server, 'STAFF_LEAD');

    const ownRole = await lead.client.put(`${ROLES}/STAFF_LEAD`, { name: '인사 담당', rights: ['members', 'members.personal', 'staff'] });
    expect([ownRole.status, ownRole.body]).toEqual([200, { code: ApiCode.STAFF_SELF_CHANGE, message: '본인이 가진 역할의 권한은 바꿀 수 없습니다.' }]);
    const notHeld = { code: ApiCode.STAFF_ROLE_REFUSED, message: '본인에게 없는 권한(‘회원 개인정보 열람’)은 역할에 넣거나 직원에게 맡길 수 없습니다.' };
    const otherRole = await lead.client.put(`${ROLES}/DESK`, { name: '안내', rights: ['members.personal', 'showroom'] });
    expect([otherRole.status, otherRole.body]).toEqual([403, notHeld]);
    const newRole = await lead.client.post(ROLES, { role: 'LEAK', name: '유출', rights: ['members', 'members.personal'] });
    expect([newRole.status, newRole.body]).toEqual([403, notHeld]);

    const list = await roles();
    expect(list.find((row) => row.role === 'STAFF_LEAD')?.rights).toEqual(['members', 'staff']);
    expect(list.find((row) => row.role === 'DESK')?.rights).toEqual(['showroom']);
    expect(list.some((row) => row.role === 'LEAK')).toBe(false);
    expect((await whoAmI(lead.client))?.rights).toEqual(['members', 'staff']);

    // What they hold they may give; a right a role already has may stay; ADMIN gives anything.
    expect((await lead.client.put(`${ROLES}/DESK`, { name: '안내', rights: ['members', 'showroom'] })).body.code).toBe(0);
    expect((await lead.client.post(ROLES, { role: 'FINDER', name: '회원 찾기', rights: ['members'] })).body.code).toBe(0);
    expect((await admin.client.put(`${ROLES}/DESK`, { name: '안내', rights: ['members', 'members.personal', 'showroom'] })).body.code).toBe(0);
    expect((await lead.client.put(`${ROLES}/DESK`, { name: '안내 데스크', rights: ['members', 'members.personal', 'showroom'] })).body.code).toBe(0);
    expect((await admin.client.put(`${ROLES}/STAFF_LEAD`, { name: '인사 담당', rights: ['content', 'members', 'staff'] })).body.code).toBe(0);
  });

  it('refuses a malformed role with 400/104', async () => {
    for (const body of [
      { role: 'lower', name: '역할', rights: [] },
      { role: 'OK_ROLE', name: '', rights: [] },
      { role: 'OK_ROLE', name: '역할', rights: ['everything'] },
      { role: 'OK_ROLE', name: '역할', rights: [], extra: 1 },
    ]) {
      const answer = await admin.client.post(ROLES, body);
      expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
  });
});
