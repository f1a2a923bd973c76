import { ApiCode, type AdminBannerListView, type AdminBannerView, type BannerWriteRequest, type TopBanner } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '../../../../test/factories';
import { serverForTests } from '../../../../test/harness';
import type { HttpClient } from '../../../../test/http-client';
import { clockFrom } from '../../../core/time/clock';
import { contentStaff, expectInert, HOSTILE_HTML, previewHeader, startContentServer } from '../content-test-kit';

// 배너 관리 (issue 27): top banners written, scheduled, targeted, reordered and deleted in the
// console, each audited; the shop's list follows at once. The clock is fixed so the seeded
// banners (2026-10-01 to 2027-03-31) are on show whatever day this runs.

const clock = clockFrom(new Date('2026-12-10T10:00:00+09:00'));
const server = serverForTests(() => startContentServer(clock));
const CONSOLE = '/api/admin/v1/content/banners';
const HOUR = 3_600_000;
let editor: HttpClient;

beforeAll(async () => {
  editor = await contentStaff(server);
});

const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

function bannerBody(change: Partial<BannerWriteRequest> = {}): BannerWriteRequest {
  return {
    contents: '<strong>겨울 회원 혜택</strong> <span>앱에서 더 많이</span>',
    pcLink: { bannerLink: '/board/notice', targetBlankYn: 'N' },
    bannerColor: '#ffffff',
    bgColor: '#204030',
    closeYn: 'Y',
    closePeriod: '2m',
    conditionList: [],
    schedule: { state: 'PUBLISHED', startsAt: at(-HOUR), endsAt: at(24 * HOUR) },
    ...change,
  };
}

const shopList = async (headers?: Record<string, string>) =>
  (await server.client().get<{ bannerList: TopBanner[] }>('/api/banner/v1/list?bannerType=TOP&sortType=CDC', { headers })).body.data!.bannerList;
const create = async (body: unknown, client = editor) => client.post<AdminBannerView>(CONSOLE, body);
const created = async (change: Partial<BannerWriteRequest> = {}) => {
  const answer = await create(bannerBody(change));
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
};

describe('the banner list', () => {
  it('lists every banner in the order the shop tries them, with its schedule status', async () => {
    const answer = await editor.get<AdminBannerListView>(CONSOLE);
    expect(answer.body.code).toBe(0);
    const list = answer.body.data!.list;
    const live = list.filter((banner) => banner.schedule.status === 'LIVE').map((banner) => banner.bannerSeq);
    expect(live).toEqual((await shopList()).map((banner) => banner.bannerSeq));
    expect(list.find((banner) => banner.bannerSeq === 105)?.schedule.status).toBe('ENDED');
    const sortOrders = list.map((banner) => banner.sortOrder);
    expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));
  });

  it('answers one banner with its condition groups, and 404/101 for one that does not exist', async () => {
    const one = await editor.get<AdminBannerView>(`${CONSOLE}/102`);
    expect(one.body.data).toMatchObject({ bannerSeq: 102, schedule: { state: 'PUBLISHED', status: 'LIVE' } });
    expect(one.body.data!.conditionList).toHaveLength(2);
    const missing = await editor.get(`${CONSOLE}/99999`);
    expect([missing.status, missing.body.code]).toEqual([404, ApiCode.NO_DATA]);
  });
});

describe('writing a banner', () => {
  it('keeps a draft from shoppers, shows it in a preview, and audits its creation', async () => {
    const draft = await created({ schedule: { state: 'DRAFT', startsAt: null, endsAt: null } });
    expect(draft).toMatchObject({ bannerColor: '#FFFFFF', bgColor: '#204030', closePeriod: '2m', schedule: { state: 'DRAFT', status: 'DRAFT' } });
    expect((await shopList()).map((banner) => banner.bannerSeq)).not.toContain(draft.bannerSeq);
    const previewed = await shopList(await previewHeader(editor, [{ kind: 'banner', id: draft.bannerSeq }], 'MEMBER'));
    expect(previewed.find((banner) => banner.bannerSeq === draft.bannerSeq)).toMatchObject({ bgColor: '#204030', closePeriod: '2m', periodeDate: '2m', pcLink: { bannerLink: '/board/notice', targetBlankYn: 'N' } });
    const [entry] = await auditEntriesOf(server, 'banner', draft.bannerSeq);
    expect(entry).toMatchObject({ action: 'banner.create', before: null, after: { state: 'DRAFT', closePeriod: '2m', bgColor: '#204030' } });
  });

  it('publishes one for members on mobile: the shop list carries the targeting as written, and the edit is audited with before and after', async () => {
    const draft = await created({ schedule: { state: 'DRAFT', startsAt: null, endsAt: null } });
    const conditionList = [
      {
        conditionList: [
          { incType: 'INCLUDE' as const, parameterType: 'MEMBER_STATE', compareType: 'SAME' as const, parameterVal: 'MEMBER,BUSINESS' },
          { incType: 'INCLUDE' as const, parameterType: 'DEVICE_TYPE', compareType: 'SAME' as const, parameterVal: 'mobile' },
          { incType: 'EXCLUDE' as const, parameterType: 'PAGE_PATH', compareType: 'INCLUDE' as const, parameterVal: '/order' },
        ],
      },
    ];
    const edited = await editor.put<AdminBannerView>(`${CONSOLE}/${draft.bannerSeq}`, bannerBody({ conditionList, schedule: { state: 'PUBLISHED', startsAt: at(0), endsAt: null } }));
    expect(edited.body.code, edited.body.message).toBe(0);
    expect(edited.body.data).toMatchObject({ conditionList, schedule: { state: 'PUBLISHED', status: 'LIVE', endsAt: null } });
    expect((await shopList()).find((banner) => banner.bannerSeq === draft.bannerSeq)?.conditionList).toEqual(conditionList);
    const audit = await auditEntriesOf(server, 'banner', draft.bannerSeq);
    expect(audit.map((entry) => entry.action)).toEqual(['banner.create', 'banner.update']);
    expect(audit[1]).toMatchObject({ before: { state: 'DRAFT', conditionList: [] }, after: { state: 'PUBLISHED', conditionList } });
    // The same fields again change nothing and log nothing.
    await editor.put(`${CONSOLE}/${draft.bannerSeq}`, bannerBody({ conditionList, schedule: { state: 'PUBLISHED', startsAt: edited.body.data!.schedule.startsAt, endsAt: null } }));
    expect(await auditEntriesOf(server, 'banner', draft.bannerSeq)).toHaveLength(2);
  });

  it('cleans script, event handlers and javascript: links from the contents on every read', async () => {
    const banner = await created({ contents: HOSTILE_HTML });
    expectInert(banner.contents);
    expect(banner.contents).toContain('<strong>굵게</strong>');
    expectInert((await shopList()).find((entry) => entry.bannerSeq === banner.bannerSeq)!.contents);
    // Whatever the table holds (written before the rule, or by hand), reads clean it.
    await server.db.updateTable('banner').set({ contents: '<strong>되살아난</strong><script>alert(1)</script><a href="javascript:alert(3)" onmouseover="alert(2)">x</a>' }).where('banner_seq', '=', banner.bannerSeq).execute();
    expectInert((await shopList()).find((entry) => entry.bannerSeq === banner.bannerSeq)!.contents);
    expectInert((await editor.get<AdminBannerView>(`${CONSOLE}/${banner.bannerSeq}`)).body.data!.contents);
  });

  const condition = (parameterType: string, parameterVal: string, compareType = 'SAME', incType = 'INCLUDE') => ({ conditionList: [{ incType, parameterType, compareType, parameterVal }] });
  it.each([
    ['a condition type the spec does not know', condition('COOKIE', 'a=1')],
    ['an upper-case type that is not one of the spec’s', condition('MEMBER_GRADE', 'VIP')],
    ['a member state that does not exist', condition('MEMBER_STATE', 'MEMBER,VIP')],
    ['a device the spec does not name', condition('DEVICE_TYPE', 'watch')],
    ['member state compared by INCLUDE', condition('MEMBER_STATE', 'MEMBER', 'INCLUDE')],
    ['a compare type the spec does not know', condition('PAGE_PATH', '/cart', 'STARTS_WITH')],
    ['an inclusion type the spec does not know', condition('PAGE_PATH', '/cart', 'SAME', 'ONLY')],
    ['an address condition without a value', condition('PAGE_PATH', ' ')],
  ])('refuses %s with 400/104 and a Korean message', async (_what, group) => {
    const answer = await create({ ...bannerBody(), conditionList: [group] });
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    expect(answer.body.message).toMatch(/[가-힣]/);
  });

  it.each([
    ['contents with no words', { contents: '<strong> </strong>' }],
    ['a colour that is not #RRGGBB', { bgColor: 'red' }],
    ['a close period without its unit', { closePeriod: '3' }],
    ['a zero close period', { closePeriod: '0d' }],
    ['a javascript: link', { pcLink: { bannerLink: 'javascript:alert(1)', targetBlankYn: 'N' } }],
    ['a link to another host written as //host', { pcLink: { bannerLink: '//evil.example/x', targetBlankYn: 'Y' } }],
    ['an end before the start', { schedule: { state: 'PUBLISHED', startsAt: at(HOUR), endsAt: at(0) } }],
    ['an unknown state', { schedule: { state: 'LIVE', startsAt: null, endsAt: null } }],
  ] as const)('refuses %s with 400/104', async (_what, change) => {
    const answer = await create({ ...bannerBody(), ...change });
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });

  it('answers 404 for an edit or a delete of a banner that does not exist', async () => {
    expect((await editor.put(`${CONSOLE}/99999`, bannerBody())).status).toBe(404);
    expect((await editor.delete(`${CONSOLE}/99999`)).status).toBe(404);
  });
});

describe('a banner’s schedule', () => {
  // Steps of half an hour: the console session (2 hours idle, on the same clock) lives on.
  it('shows from its start (inclusive) until its end (exclusive), on the server clock', async () => {
    const start = new Date(clock.now().getTime() + HOUR / 2);
    const banner = await created({ schedule: { state: 'PUBLISHED', startsAt: start.toISOString(), endsAt: new Date(start.getTime() + HOUR / 2).toISOString() } });
    expect(banner.schedule.status).toBe('SCHEDULED');
    expect((await shopList()).map((entry) => entry.bannerSeq)).not.toContain(banner.bannerSeq);
    const saved = clock.now();
    try {
      clock.set(start);
      expect((await shopList()).map((entry) => entry.bannerSeq)).toContain(banner.bannerSeq);
      expect((await editor.get<AdminBannerView>(`${CONSOLE}/${banner.bannerSeq}`)).body.data!.schedule.status).toBe('LIVE');
      clock.set(new Date(start.getTime() + HOUR / 2));
      expect((await shopList()).map((entry) => entry.bannerSeq)).not.toContain(banner.bannerSeq);
      expect((await editor.get<AdminBannerView>(`${CONSOLE}/${banner.bannerSeq}`)).body.data!.schedule.status).toBe('ENDED');
    } finally {
      clock.set(saved);
    }
  });
});

describe('ordering and deleting', () => {
  it('puts a new banner last, moves it first on a reorder (the shop tries it first), and audits the order', async () => {
    const banner = await created();
    const list = (await editor.get<AdminBannerListView>(CONSOLE)).body.data!.list.map((entry) => entry.bannerSeq);
    expect(list.at(-1)).toBe(banner.bannerSeq);
    const wanted = [banner.bannerSeq, ...list.filter((bannerSeq) => bannerSeq !== banner.bannerSeq)];
    const answer = await editor.put<AdminBannerListView>(`${CONSOLE}/order`, { bannerSeqs: wanted });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data!.list.map((entry) => entry.bannerSeq)).toEqual(wanted);
    expect((await shopList())[0]!.bannerSeq).toBe(banner.bannerSeq);
    const entries = await server.db.selectFrom('audit_log').selectAll().where('action', '=', 'banner.reorder').execute();
    expect(entries.at(-1)).toMatchObject({ before: { bannerSeqs: list }, after: { bannerSeqs: wanted } });
  });

  it('refuses an order that leaves a banner out or names an unknown one (6201)', async () => {
    const list = (await editor.get<AdminBannerListView>(CONSOLE)).body.data!.list.map((entry) => entry.bannerSeq);
    expect((await editor.put(`${CONSOLE}/order`, { bannerSeqs: list.slice(1) })).body.code).toBe(ApiCode.CONTENT_ORDER_MISMATCH);
    expect((await editor.put(`${CONSOLE}/order`, { bannerSeqs: [...list.slice(1), 99999] })).body.code).toBe(ApiCode.CONTENT_ORDER_MISMATCH);
    const twice = await editor.put(`${CONSOLE}/order`, { bannerSeqs: [list[0], list[0]] });
    expect([twice.status, twice.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });

  it('deletes a banner: gone from the shop and the console, audited with what it was', async () => {
    const banner = await created();
    const answer = await editor.delete(`${CONSOLE}/${banner.bannerSeq}`);
    expect(answer.body).toEqual({ code: 0, message: 'success', data: { bannerSeq: banner.bannerSeq } });
    expect((await shopList()).map((entry) => entry.bannerSeq)).not.toContain(banner.bannerSeq);
    expect((await editor.get(`${CONSOLE}/${banner.bannerSeq}`)).status).toBe(404);
    const audit = await auditEntriesOf(server, 'banner', banner.bannerSeq);
    expect(audit.at(-1)).toMatchObject({ action: 'banner.delete', before: { bannerSeq: banner.bannerSeq, contents: banner.contents }, after: null });
  });
});

describe('who may edit banners', () => {
  it('lets operators and admins in, and refuses catalogue and promotions staff (6003)', async () => {
    for (const role of ['OPERATOR', 'ADMIN'] as const) expect((await (await contentStaff(server, role)).get(CONSOLE)).body.code).toBe(0);
    for (const role of ['CATALOGUE', 'PROMOTIONS'] as const) {
      const answer = await (await contentStaff(server, role)).post(CONSOLE, bannerBody());
      expect([answer.status, answer.body.code]).toEqual([403, ApiCode.STAFF_ROLE_REFUSED]);
    }
  });
});
