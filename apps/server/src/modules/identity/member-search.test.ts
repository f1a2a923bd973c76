import { randomUUID } from 'node:crypto';
import { ApiCode, type AdminMemberListView } from '@maru/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, type SignedInStaff } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { memberSearchBase } from './queries/member-search';
import { GENEROUS_IDENTITY_LIMITS, joinNewMember, newPerson, type TestPerson } from './test-kit';
import { startIdentityServer } from './test-kit';

// The console's masked member search (issue 27, pinned): GET /api/admin/v1/members?keyword=.
// Staff find members by a whole name, a whole e-mail, a member number, a whole mobile number
// or its last four digits (what the mask shows); no answer holds a whole mobile number or
// e-mail of anyone it finds, and no keyword finds more than the mask already shows (issue 41).

const SEARCH = '/api/admin/v1/members';
const server = serverForTests(() => startIdentityServer({ MARU_RATE_LIMITS: `${GENEROUS_IDENTITY_LIMITS},staff-sign-in.perIp=1000` }));

interface Known {
  memberId: number;
  email: string;
  person: TestPerson;
}
const known: Known[] = [];
let promotions: SignedInStaff;
let operator: SignedInStaff;
let contentStaff: SignedInStaff;
let catalogueStaff: SignedInStaff;

/** A member of a name, e-mail and phone of this run's own (digits no other member has). */
async function knownMember(name: string, phoneTail: string): Promise<Known> {
  const person = newPerson({ name, phone: `010-${phoneTail.slice(0, 4)}-${phoneTail.slice(4)}` });
  const member = await joinNewMember(server, person);
  const row = await server.db.selectFrom('member').select('member_id').where('email', '=', member.email).executeTakeFirstOrThrow();
  return { memberId: row.member_id, email: member.email, person };
}

const unique = randomUUID().replaceAll('-', '').slice(0, 6);
/** Eight digits of this run: the phone tails searched for. */
const tail = () => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

beforeAll(async () => {
  known.push(await knownMember(`김수${unique}`, tail()), await knownMember(`김수${unique}호`, tail()), await knownMember(`Park${unique}`, tail()));
  // Two namesakes (one person cannot join twice, so the second is renamed): a whole name finds both.
  await server.db.updateTable('member').set({ name: `김수${unique}` }).where('member_id', '=', known[1]!.memberId).execute();
  known[1]!.person = { ...known[1]!.person, name: `김수${unique}` };
  [promotions, operator, contentStaff, catalogueStaff] = await Promise.all([
    signedInStaff(server, 'PROMOTIONS'),
    signedInStaff(server, 'OPERATOR'),
    signedInStaff(server, 'CONTENT'),
    signedInStaff(server, 'CATALOGUE'),
  ]);
});

const ids = (found: AdminMemberListView) => found.list.map((row) => row.memberId);

async function search(keyword: string, client: HttpClient = promotions.client, extra = ''): Promise<AdminMemberListView> {
  const answer = await client.get<AdminMemberListView>(`${SEARCH}?keyword=${encodeURIComponent(keyword)}${extra}`);
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
}

/** Nothing in the answer spells out a member's e-mail, mobile number (with or without hyphens) or whole name. */
function expectMasked(answer: unknown) {
  const text = JSON.stringify(answer);
  for (const member of known) {
    expect(text).not.toContain(member.email);
    expect(text).not.toContain(member.email.split('@')[0]);
    expect(text).not.toContain(member.person.phone);
    expect(text).not.toContain(member.person.phone.replaceAll('-', ''));
    expect(text).not.toContain(member.person.phone.replaceAll('-', '').slice(3));
    expect(text).not.toContain(member.person.name);
  }
}

describe('finding members', () => {
  it('by a whole name, newest first, masked', async () => {
    const found = await search(`김수${unique}`);
    expect(found.total).toBe(2);
    expect(found.list.map((row) => row.memberId)).toEqual([known[1]!.memberId, known[0]!.memberId]);
    const [second, first] = found.list;
    expect(first).toMatchObject({ name: `김${'*'.repeat(`김수${unique}`.length - 2)}${unique.at(-1)}`, status: 'ACTIVE', business: false });
    expect(first!.phone).toBe(`010-****-${known[0]!.person.phone.slice(-4)}`);
    expect(first!.email).toBe(`${known[0]!.email.slice(0, 2)}***@example.com`);
    expect(second!.name.startsWith('김')).toBe(true);
    expectMasked(found);
  });

  it('by a whole e-mail (any case), a member number, a whole mobile number or its last four digits', async () => {
    const [a, b, c] = known as [Known, Known, Known];
    expect(ids(await search(a.email.toUpperCase()))).toEqual([a.memberId]);
    expect(ids(await search(` ${a.email} `))).toEqual([a.memberId]);
    expect(ids(await search(String(b.memberId)))).toContain(b.memberId);
    const digits = c.person.phone.replaceAll('-', '');
    expect(ids(await search(digits))).toEqual([c.memberId]);
    expect(ids(await search(c.person.phone))).toEqual([c.memberId]);
    expect(ids(await search(`+82 ${digits.slice(1, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`))).toEqual([c.memberId]);
    expect(ids(await search(digits.slice(-4)))).toContain(c.memberId);
    expect(ids(await search(`park${unique}`))).toEqual([c.memberId]);
    for (const keyword of [a.email, String(b.memberId), digits, digits.slice(-4), `Park${unique}`, c.person.phone]) expectMasked(await search(keyword));
  });
});

// Issue 41: a staff member without the personal-data right typed the four digits the mask
// shows, then one more at a time, and had the whole number in 32 searches (an e-mail in ~258).
describe('no keyword reads around the masks', () => {
  it('a phone number: no part longer than the four digits the mask shows finds the member, from either end', async () => {
    const [, , c] = known as [Known, Known, Known];
    const digits = c.person.phone.replaceAll('-', '');
    for (let length = 5; length < digits.length; length += 1) {
      expect(ids(await search(digits.slice(-length))), digits.slice(-length)).not.toContain(c.memberId);
      expect(ids(await search(digits.slice(0, length))), digits.slice(0, length)).not.toContain(c.memberId);
    }
    // One digit more than the whole number is not it either.
    expect(ids(await search(`${digits}0`))).not.toContain(c.memberId);
  });

  it('an e-mail: its start, its name part or its domain find nobody; only the whole address does', async () => {
    const [a] = known as [Known];
    const [local, domain] = a.email.split('@') as [string, string];
    for (const keyword of [a.email.slice(0, 3), `${local}@`, `${local}@${domain.slice(0, 3)}`, local, `@${domain}`, a.email.slice(0, -1)]) {
      expect(ids(await search(keyword)), keyword).not.toContain(a.memberId);
    }
    expect(ids(await search(a.email))).toEqual([a.memberId]);
  });

  it('a name: its start finds nobody (the mask shows its first and last character); the whole name does', async () => {
    const name = `김수${unique}`;
    for (const keyword of [name.slice(0, 2), name.slice(0, -1), `Park${unique}`.slice(0, 5)]) {
      const found = ids(await search(keyword));
      for (const member of known) expect(found, keyword).not.toContain(member.memberId);
    }
    expect((await search(name)).total).toBe(2);
  });

  it('takes LIKE’s own characters as themselves, pages, and answers nothing for a keyword nobody has', async () => {
    expect((await search(`김수${unique.slice(0, 3)}%`)).total).toBe(0);
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect(await search(`없는이름${unique}`)).toEqual({ list: [], page: 1, size: 20, total: 0 });
    const firstPage = await search(`김수${unique}`, promotions.client, '&size=1');
    const secondPage = await search(`김수${unique}`, promotions.client, '&size=1&page=2');
    expect([firstPage.total, firstPage.list.length, secondPage.list[0]!.memberId]).toEqual([2, 1, known[0]!.memberId]);
  });

  it('leaves withdrawn members out', async () => {
    const gone = await knownMember(`탈퇴${unique}`, tail());
    expect((await search(`탈퇴${unique}`)).total).toBe(1);
    await server.db.updateTable('member').set({ status: 'WITHDRAWN' }).where('member_id', '=', gone.memberId).execute();
    expect((await search(`탈퇴${unique}`)).total).toBe(0);
  });

  it('answers every kind of keyword from an index, never a scan of every member', async () => {
    for (const keyword of ['김', 'ab@example.com', 'park', '5678', '01012345678', '1234567', '']) {
      const compiled = memberSearchBase(server.db, keyword).select('member_id').orderBy('member_id', 'desc').limit(20).compile();
      const plan = await server.db.connection().execute(async (connection) => {
        await sql`set enable_seqscan = off`.execute(connection);
        const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}` });
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan, keyword).not.toMatch(/Seq Scan on member/);
    }
  });
});

describe('who may search', () => {
  it('promotions staff and operators; content and catalogue staff are refused, as are shoppers', async () => {
    expect((await search(`김수${unique}`, operator.client)).total).toBe(2);
    for (const client of [contentStaff.client, catalogueStaff.client]) {
      const answer = await client.get(`${SEARCH}?keyword=${encodeURIComponent(`김수${unique}`)}`);
      expect([answer.status, answer.body.code, answer.body.data]).toEqual([403, ApiCode.STAFF_ROLE_REFUSED, undefined]);
    }
    const shopper = await joinNewMember(server);
    const answer = await shopper.client.get(`${SEARCH}?keyword=${encodeURIComponent(`김수${unique}`)}`);
    expect([answer.status, answer.body.code]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN]);
  });

  it('refuses a keyword too long and a page size out of range with 400/104', async () => {
    for (const query of [`keyword=${'가'.repeat(61)}`, 'size=0', 'size=101', 'page=0', 'other=1']) {
      const answer = await promotions.client.get(`${SEARCH}?${query}`);
      expect([query, answer.status, answer.body.code]).toEqual([query, 400, ApiCode.REQUIRED_PARAMETER]);
    }
  });
});
