import { ApiCode, type AdminPolicyListView, type AdminPolicyVersionView, type AdminPolicyView, type PolicyDocumentView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '../../../../test/factories';
import { serverForTests } from '../../../../test/harness';
import type { HttpClient } from '../../../../test/http-client';
import { clockFrom } from '../../../core/time/clock';
import { contentStaff, expectInert, previewHeader, startContentServer } from '../content-test-kit';
import { policyByType } from '../editorial/policies';

// 약관·정책 (issue 27): a new version is written as a draft and published with an effective
// time; the shop shows the version in force at the server clock's now and lists earlier ones,
// each at its own address (?version=). The clock is controlled: the switch is proven on its date.

const clock = clockFrom(new Date('2026-12-10T10:00:00+09:00'));
const server = serverForTests(() => startContentServer(clock));
const CONSOLE = '/api/admin/v1/content/policies';
const DAY = 86_400_000;
let editor: HttpClient;

beforeAll(async () => {
  editor = await contentStaff(server);
});

const shop = (type: string, query = '', headers?: Record<string, string>) => server.client().get<PolicyDocumentView>(`/api/policy/v1/${type}${query}`, { headers });

/** A text whose headings are h_01…h_n, as every version's must be. */
const textWith = (titles: string[], extra = '') => titles.map((title, index) => `<h3 id="h_${String(index + 1).padStart(2, '0')}">${title}</h3><p>${title}의 내용입니다.</p>`).join('') + extra;

async function draft(type: string, content: string) {
  const answer = await editor.post<AdminPolicyVersionView>(`${CONSOLE}/${type}/versions`, { content });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
}

describe('the policy list', () => {
  it('names each of the six types with the version in force', async () => {
    const answer = await editor.get<AdminPolicyListView>(CONSOLE);
    expect(answer.body.data!.list.map((entry) => entry.type)).toEqual(['terms', 'privacy', 'guest-terms', 'guest-privacy', 'guest-order', 'payment']);
    for (const entry of answer.body.data!.list) expect(entry.inForce).toMatchObject({ status: 'IN_FORCE', version: '20230623', docId: policyByType[entry.type as 'terms'].id });
    expect((await editor.get(`${CONSOLE}/nope`)).status).toBe(404);
  });
});

describe('a new version of the terms', () => {
  it('is a draft until published: the shop keeps the version in force, a preview shows the draft', async () => {
    const written = await draft('terms', textWith(['목적', '정의']));
    expect(written).toMatchObject({ docId: 'terms2', status: 'DRAFT', version: null, headingCount: 2, schedule: { state: 'DRAFT', startsAt: null } });
    expect((await shop('terms')).body.data).toMatchObject({ list: [{ id: 'terms1' }], current: true });
    expect((await shop('terms')).body.data!.versions).toHaveLength(1);
    expect((await shop('terms', `?version=${written.versionId}`)).status).toBe(404);
    const headers = await previewHeader(editor, [{ kind: 'policy', id: written.versionId }]);
    const previewed = (await shop('terms', '', headers)).body.data!;
    expect(previewed).toMatchObject({ versionId: written.versionId, list: [{ id: 'terms2' }], headings: [{ anchor: 'h_01', title: '목적' }, { anchor: 'h_02', title: '정의' }] });
    expect(await auditEntriesOf(server, 'policy_version', written.versionId)).toMatchObject([{ action: 'policy.draft', before: null, after: { docId: 'terms2', state: 'DRAFT' } }]);
    // A draft is edited (audited), then deleted.
    expect((await editor.put<AdminPolicyVersionView>(`${CONSOLE}/terms/versions/${written.versionId}`, { content: textWith(['목적', '정의', '효력']) })).body.data!.headingCount).toBe(3);
    expect((await editor.delete(`${CONSOLE}/terms/versions/${written.versionId}`)).body.code).toBe(0);
    expect((await auditEntriesOf(server, 'policy_version', written.versionId)).map((entry) => entry.action)).toEqual(['policy.draft', 'policy.draft_edit', 'policy.draft_delete']);
  });

  it('published for a later date: the shop shows the old version until then and switches on that date, the old one staying readable at its address', async () => {
    const before = (await shop('terms')).body.data!;
    const written = await draft('terms', textWith(['목적', '약관의 효력']));
    const effectiveAt = new Date(clock.now().getTime() + 7 * DAY);
    const published = await editor.post<AdminPolicyVersionView>(`${CONSOLE}/terms/versions/${written.versionId}/publish`, { effectiveAt: effectiveAt.toISOString() });
    expect(published.body.code, published.body.message).toBe(0);
    expect(published.body.data).toMatchObject({ status: 'SCHEDULED', version: '20261217', title: '26/12/17', schedule: { state: 'PUBLISHED', startsAt: effectiveAt.toISOString(), status: 'SCHEDULED' } });
    // Before the date: the old text, and the coming one not listed.
    const waiting = (await shop('terms')).body.data!;
    expect(waiting).toMatchObject({ versionId: before.versionId, current: true });
    expect(waiting.versions.map((version) => version.versionId)).not.toContain(written.versionId);
    expect((await shop('terms', `?version=${written.versionId}`)).status).toBe(404);
    const list = (await editor.get<AdminPolicyListView>(CONSOLE)).body.data!.list.find((entry) => entry.type === 'terms')!;
    expect(list.scheduled?.versionId).toBe(written.versionId);
    expect(list.inForce?.schedule.endsAt).toBe(effectiveAt.toISOString());

    const saved = clock.now();
    try {
      clock.set(new Date(effectiveAt.getTime() - 1_000));
      expect((await shop('terms')).body.data!.versionId).toBe(before.versionId);
      clock.set(effectiveAt);
      const switched = (await shop('terms')).body.data!;
      expect(switched).toMatchObject({ versionId: written.versionId, current: true, list: [{ id: written.docId, version: '20261217', title: '26/12/17' }] });
      expect(switched.headings.map((heading) => heading.anchor)).toEqual(['h_01', 'h_02']);
      expect(switched.versions.map((version) => [version.versionId, version.current])).toEqual([
        [written.versionId, true],
        [before.versionId, false],
      ]);
      const earlier = (await shop('terms', `?version=${before.versionId}`)).body.data!;
      expect(earlier).toMatchObject({ versionId: before.versionId, current: false, list: [{ id: 'terms1', version: '20230623' }] });
      expect(earlier.headings).toHaveLength(24);
      expect((await shop('')).status).toBe(404);
      expect((await server.client().get<{ list: { type: string; version: string }[] }>('/api/policy/v1/list')).body.data!.list.find((entry) => entry.type === 'terms')!.version).toBe('20261217');
    } finally {
      clock.set(saved);
    }
  });

  it('audits the publication with before and after, and refuses to change or delete a published version (6203)', async () => {
    const written = await draft('privacy', textWith(['수집 항목']));
    await editor.post(`${CONSOLE}/privacy/versions/${written.versionId}/publish`, { effectiveAt: new Date(clock.now().getTime() + DAY).toISOString() });
    const audit = await auditEntriesOf(server, 'policy_version', written.versionId);
    expect(audit.at(-1)).toMatchObject({ action: 'policy.publish', before: { state: 'DRAFT', effectiveAt: null }, after: { state: 'PUBLISHED' } });
    expect((await editor.put(`${CONSOLE}/privacy/versions/${written.versionId}`, { content: textWith(['바뀐 항목']) })).body.code).toBe(ApiCode.POLICY_VERSION_LOCKED);
    expect((await editor.delete(`${CONSOLE}/privacy/versions/${written.versionId}`)).body.code).toBe(ApiCode.POLICY_VERSION_LOCKED);
    expect((await editor.post(`${CONSOLE}/privacy/versions/${written.versionId}/publish`, {})).body.code).toBe(ApiCode.POLICY_VERSION_LOCKED);
    // Before its time it can be taken back to a draft; once in force, not.
    const withdrawn = await editor.post<AdminPolicyVersionView>(`${CONSOLE}/privacy/versions/${written.versionId}/withdraw`);
    expect(withdrawn.body.data).toMatchObject({ status: 'DRAFT', schedule: { state: 'DRAFT', startsAt: null } });
    expect((await editor.post(`${CONSOLE}/privacy/versions/${written.versionId}/publish`, {})).body.code).toBe(0);
    expect((await shop('privacy')).body.data!.versionId).toBe(written.versionId);
    expect((await editor.post(`${CONSOLE}/privacy/versions/${written.versionId}/withdraw`)).body.code).toBe(ApiCode.POLICY_VERSION_LOCKED);
    const inForce = (await editor.get<AdminPolicyView>(`${CONSOLE}/privacy`)).body.data!.versions;
    expect(inForce.map((version) => version.status)).toEqual(['IN_FORCE', 'SUPERSEDED']);
  });

  it.each([
    ['a text without headings', '<p>본문만</p>'],
    ['headings that skip a number', '<h3 id="h_01">목적</h3><h3 id="h_03">정의</h3>'],
    ['headings that do not start at h_01', '<h3 id="h_02">목적</h3>'],
    ['an empty heading', '<h3 id="h_01"></h3>'],
    ['an empty text', ''],
  ])('refuses %s with 400/104 (the table of contents anchors must keep working)', async (_what, content) => {
    const answer = await editor.post(`${CONSOLE}/payment/versions`, { content });
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    expect(answer.body.message).toMatch(/[가-힣]/);
  });

  it('refuses an effective time already past (104) and an unknown version (404)', async () => {
    const written = await draft('guest-order', textWith(['목적']));
    const late = await editor.post(`${CONSOLE}/guest-order/versions/${written.versionId}/publish`, { effectiveAt: new Date(clock.now().getTime() - DAY).toISOString() });
    expect([late.status, late.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    expect((await editor.post(`${CONSOLE}/guest-order/versions/99999/publish`, {})).status).toBe(404);
    expect((await editor.post(`${CONSOLE}/terms/versions/${written.versionId}/publish`, {})).status).toBe(404);
    expect((await editor.get(`${CONSOLE}/guest-order/versions/99999`)).status).toBe(404);
  });

  it('cleans script, onerror and javascript: from a text on every read', async () => {
    const written = await draft('guest-terms', `${textWith(['목적'])}<script>alert(1)</script><p onclick="alert(4)">x <a href="javascript:alert(3)">y</a><img src=x onerror="alert(2)"></p>`);
    expectInert(written.content);
    expect(written.content).toContain('<h3 id="h_01">목적</h3>');
    await editor.post(`${CONSOLE}/guest-terms/versions/${written.versionId}/publish`, {});
    expectInert((await shop('guest-terms')).body.data!.list[0]!.content);
  });
});
