import { randomUUID } from 'node:crypto';
import { ApiCode, type BusinessRequestView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, verifiedMember } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { auditEntriesOf, signedInStaff, startStaffServer, type SignedInStaff } from './staff-test-kit';

const server = serverForTests(startStaffServer);
let operator: SignedInStaff;
beforeAll(async () => {
  operator = await signedInStaff(server, 'OPERATOR');
});

const CONSOLE = '/api/admin/v1/business';
const MYPAGE = '/api/mypage/v1/business';
const requestBody = (companyName: string) => ({ companyName, bizNo: '220-81-62517', ceoName: '김대표', bizType: '도소매', bizItem: '가구' });

/** A member who has asked to become a business member, through the shop's own API. */
async function applicant(): Promise<Member & { memberId: number; companyName: string }> {
  const member = await verifiedMember(server);
  const companyName = `마루인테리어 ${randomUUID().slice(0, 8)}`;
  expect((await member.client.post(MYPAGE, requestBody(companyName))).body.code).toBe(0);
  const { member_id: memberId } = await server.db.selectFrom('member').select('member_id').where('email', '=', member.email).executeTakeFirstOrThrow();
  return { ...member, memberId, companyName };
}

async function listed(client: HttpClient, status: string, size = 100) {
  const answer = await client.get<{ list: BusinessRequestView[]; total: number }>(`${CONSOLE}?status=${status}&size=${size}`);
  expect(answer.body.code).toBe(0);
  return answer.body.data!;
}

const authNoOf = async (member: Member) => (await member.client.get<{ profile: { authNo: number } }>('/api/mypage/v1/profile')).body.data!.profile.authNo;
const statusSeenBy = async (member: Member) => (await member.client.get<{ business: { status: string } }>(MYPAGE)).body.data!.business.status;

describe('business-member requests in the console', () => {
  it('lists a pending request with who asked, approves it (authNo 17) and logs the change with before/after', async () => {
    const member = await applicant();
    const pending = await listed(operator.client, 'PENDING');
    expect(pending.list.find((row) => row.memberId === member.memberId)).toMatchObject({
      // An operator has no personal-data right: who asked is masked (issue 41).
      memberEmail: `${member.email.slice(0, 2)}***@${member.email.split('@')[1]}`,
      memberName: expect.stringMatching(new RegExp(`^${[...member.person.name][0]}\\*+`)),
      ceoName: '김*표',
      companyName: member.companyName,
      bizNo: '2208162517',
      status: 'PENDING',
      decidedAt: null,
      rejectReason: null,
    });
    expect(pending.total).toBeGreaterThanOrEqual(1);
    const authNoBefore = await authNoOf(member);

    const approved = await operator.client.post(`${CONSOLE}/${member.memberId}/approve`);
    expect(approved.body).toMatchObject({ code: 0, data: { memberId: member.memberId, status: 'APPROVED', decidedAt: expect.any(String) } });
    expect(await authNoOf(member)).toBe(17);
    expect(await statusSeenBy(member)).toBe('APPROVED');
    expect((await listed(operator.client, 'PENDING')).list.some((row) => row.memberId === member.memberId)).toBe(false);
    expect((await listed(operator.client, 'APPROVED')).list.some((row) => row.memberId === member.memberId)).toBe(true);

    const entries = await auditEntriesOf(server, 'business_request', member.memberId);
    expect(entries).toEqual([
      expect.objectContaining({
        staff_id: operator.staffId,
        action: 'business.approve',
        before: { status: 'PENDING', authNo: authNoBefore, companyName: member.companyName, bizNo: '2208162517' },
        after: { status: 'APPROVED', authNo: 17, companyName: member.companyName, bizNo: '2208162517' },
        ip: '127.0.0.1',
      }),
    ]);
  });

  it('rejects with a reason the list then shows, leaving the member as they were; they may ask again', async () => {
    const member = await applicant();
    const authNoBefore = await authNoOf(member);
    const rejected = await operator.client.post(`${CONSOLE}/${member.memberId}/reject`, { reason: '사업자등록증 사본이 필요합니다.' });
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'REJECTED', rejectReason: '사업자등록증 사본이 필요합니다.' } });
    expect(await authNoOf(member)).toBe(authNoBefore);
    expect(await statusSeenBy(member)).toBe('REJECTED');
    expect((await listed(operator.client, 'REJECTED')).list.find((row) => row.memberId === member.memberId)).toMatchObject({ rejectReason: '사업자등록증 사본이 필요합니다.' });
    expect(await auditEntriesOf(server, 'business_request', member.memberId)).toEqual([
      expect.objectContaining({
        action: 'business.reject',
        before: expect.objectContaining({ status: 'PENDING' }),
        after: expect.objectContaining({ status: 'REJECTED', authNo: authNoBefore, reason: '사업자등록증 사본이 필요합니다.' }),
      }),
    ]);

    expect((await member.client.post(MYPAGE, requestBody(member.companyName))).body.code).toBe(0);
    expect((await listed(operator.client, 'PENDING')).list.find((row) => row.memberId === member.memberId)).toMatchObject({ status: 'PENDING', rejectReason: null });
  });

  it('refuses a second decision (6009), a reject without a reason (400/104) and an unknown member (404/101)', async () => {
    const member = await applicant();
    expect((await operator.client.post(`${CONSOLE}/${member.memberId}/reject`, { reason: '  ' })).status).toBe(400);
    expect((await operator.client.post(`${CONSOLE}/${member.memberId}/reject`, {})).status).toBe(400);
    expect((await operator.client.post(`${CONSOLE}/${member.memberId}/approve`)).body.code).toBe(0);
    for (const again of [await operator.client.post(`${CONSOLE}/${member.memberId}/approve`), await operator.client.post(`${CONSOLE}/${member.memberId}/reject`, { reason: '늦은 반려' })]) {
      expect([again.status, again.body.code]).toEqual([200, ApiCode.BUSINESS_REQUEST_DECIDED]);
    }
    expect(await auditEntriesOf(server, 'business_request', member.memberId)).toHaveLength(1);
    const unknown = await operator.client.post(`${CONSOLE}/2000000000/approve`);
    expect([unknown.status, unknown.body.code]).toEqual([404, ApiCode.NO_DATA]);
  });

  it('lets one of two staff deciding the same request at once win, and logs only that decision', async () => {
    const member = await applicant();
    const admin = await signedInStaff(server, 'ADMIN');
    const answers = await Promise.all([
      operator.client.post(`${CONSOLE}/${member.memberId}/approve`),
      admin.client.post(`${CONSOLE}/${member.memberId}/reject`, { reason: '동시에 반려' }),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, ApiCode.BUSINESS_REQUEST_DECIDED].sort());
    const entries = await auditEntriesOf(server, 'business_request', member.memberId);
    expect(entries).toHaveLength(1);
    expect(await statusSeenBy(member)).toBe(entries[0]!.action === 'business.approve' ? 'APPROVED' : 'REJECTED');
  });

  it('pages the list: total counts every request of the status, pages do not overlap', async () => {
    await applicant();
    await applicant();
    const all = await listed(operator.client, 'PENDING');
    const first = await operator.client.get<{ list: BusinessRequestView[]; total: number; page: number; size: number }>(`${CONSOLE}?status=PENDING&page=1&size=1`);
    const second = await operator.client.get<{ list: BusinessRequestView[]; total: number }>(`${CONSOLE}?status=PENDING&page=2&size=1`);
    expect(first.body.data).toMatchObject({ total: all.total, page: 1, size: 1 });
    expect(first.body.data!.list).toHaveLength(1);
    expect(first.body.data!.list[0]!.memberId).not.toBe(second.body.data!.list[0]!.memberId);
    expect([first.body.data!.list[0]!.memberId, second.body.data!.list[0]!.memberId]).toEqual(all.list.slice(0, 2).map((row) => row.memberId));
  });
});
