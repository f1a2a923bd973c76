import {
  ApiCode, type AdminFaqCategoryListView, type AdminFaqListView, type AdminFaqView, type AdminNoticeListView, type AdminNoticeView, type FaqWriteRequest, type NoticeDetailView,
  type NoticePageView,
} from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '../../../../test/factories';
import { serverForTests } from '../../../../test/harness';
import type { HttpClient } from '../../../../test/http-client';
import { clockFrom } from '../../../core/time/clock';
import { contentStaff, expectInert, HOSTILE_HTML, previewHeader, startContentServer } from '../content-test-kit';

// 공지·FAQ (issue 27): notices and FAQ written in the console; the pinned call
// POST /api/admin/v1/board/notices {title, content, pinned} puts a notice in the shop's list at
// once; rich text is cleaned on every read; drafts and scheduled items wait for their time.

const clock = clockFrom(new Date('2026-12-10T10:00:00+09:00'));
const server = serverForTests(() => startContentServer(clock));
const BOARD = '/api/admin/v1/board';
const HOUR = 3_600_000;
let editor: HttpClient;

beforeAll(async () => {
  editor = await contentStaff(server);
});

const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();
const noticeList = async (headers?: Record<string, string>) => (await server.client().get<NoticePageView>('/api/board/v1/notice/list?size=50', { headers })).body.data!;
const faqList = async (query = '', headers?: Record<string, string>) =>
  (await server.client().get<{ list: { faqNo: number; categoryCode: string; answerHtml: string }[]; categories: { code: string; name: string }[] }>(`/api/board/v1/faq/list${query}`, { headers })).body.data!;

describe('notices', () => {
  it('POST {title, content, pinned}: the notice appears in the shop’s list at once, pinned first, dated now, and is audited', async () => {
    const answer = await editor.post<AdminNoticeView>(`${BOARD}/notices`, { title: '설 연휴 배송 안내', content: '<p>연휴에는 <strong>출고가 쉽니다</strong>.</p>', pinned: true });
    expect(answer.body.code, answer.body.message).toBe(0);
    const notice = answer.body.data!;
    expect(notice).toMatchObject({ title: '설 연휴 배송 안내', pinned: true, content: '<p>연휴에는 <strong>출고가 쉽니다</strong>.</p>', schedule: { state: 'PUBLISHED', status: 'LIVE', endsAt: null } });
    expect(Math.abs(Date.parse(notice.schedule.startsAt!) - clock.now().getTime())).toBeLessThan(60_000);
    const list = await noticeList();
    expect(list.list[0]).toMatchObject({ noticeNo: notice.noticeNo, title: '설 연휴 배송 안내', pinned: true });
    expect(list.list.findIndex((entry) => !entry.pinned)).toBeGreaterThan(list.list.findIndex((entry) => entry.noticeNo === notice.noticeNo));
    const detail = await server.client().get<NoticeDetailView>(`/api/board/v1/notice/${notice.noticeNo}`);
    expect(detail.body.data!.notice.bodyHtml).toBe(notice.content);
    expect((await auditEntriesOf(server, 'notice', notice.noticeNo))[0]).toMatchObject({ action: 'notice.create', before: null, after: { title: '설 연휴 배송 안내', pinned: true, state: 'PUBLISHED' } });
  });

  it('lists every notice for the console, pinned first, and finds them by title', async () => {
    const all = (await editor.get<AdminNoticeListView>(`${BOARD}/notices?size=100`)).body.data!;
    expect(all.total).toBeGreaterThanOrEqual(28);
    const firstUnpinned = all.list.findIndex((row) => !row.pinned);
    expect(all.list.slice(firstUnpinned).every((row) => !row.pinned)).toBe(true);
    const found = (await editor.get<AdminNoticeListView>(`${BOARD}/notices?keyword=${encodeURIComponent('설 연휴')}`)).body.data!;
    expect(found.list.map((row) => row.title)).toContain('설 연휴 배송 안내');
  });

  it('keeps a draft and a scheduled notice from shoppers; a preview shows the draft; the scheduled one shows from its start', async () => {
    const draft = (await editor.post<AdminNoticeView>(`${BOARD}/notices`, { title: '초안 공지', content: '<p>아직</p>', pinned: false, schedule: { state: 'DRAFT', startsAt: null, endsAt: null } })).body.data!;
    expect(draft.schedule).toMatchObject({ state: 'DRAFT', startsAt: null, status: 'DRAFT' });
    const soon = (await editor.post<AdminNoticeView>(`${BOARD}/notices`, { title: '예약 공지', content: '<p>곧</p>', pinned: false, schedule: { state: 'PUBLISHED', startsAt: at(HOUR / 2), endsAt: null } })).body.data!;
    expect(soon.schedule.status).toBe('SCHEDULED');
    const shown = (await noticeList()).list.map((entry) => entry.noticeNo);
    expect(shown).not.toContain(draft.noticeNo);
    expect(shown).not.toContain(soon.noticeNo);
    expect((await server.client().get(`/api/board/v1/notice/${draft.noticeNo}`)).body.code).toBe(ApiCode.NO_DATA);
    const headers = await previewHeader(editor, [{ kind: 'notice', id: draft.noticeNo }]);
    expect((await noticeList(headers)).list.map((entry) => entry.noticeNo)).toContain(draft.noticeNo);
    expect((await server.client().get<NoticeDetailView>(`/api/board/v1/notice/${draft.noticeNo}`, { headers })).body.data!.notice.title).toBe('초안 공지');
    const saved = clock.now();
    try {
      clock.set(new Date(Date.parse(soon.schedule.startsAt!)));
      expect((await noticeList()).list.map((entry) => entry.noticeNo)).toContain(soon.noticeNo);
    } finally {
      clock.set(saved);
    }
  });

  it('dates a draft when it is published, edits it with before and after, and deletes it', async () => {
    const draft = (await editor.post<AdminNoticeView>(`${BOARD}/notices`, { title: '고칠 공지', content: '<p>처음</p>', pinned: false, schedule: { state: 'DRAFT', startsAt: null, endsAt: null } })).body.data!;
    const published = await editor.put<AdminNoticeView>(`${BOARD}/notices/${draft.noticeNo}`, { title: '고친 공지', content: '<p>나중</p>', pinned: false, schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null } });
    expect(published.body.data).toMatchObject({ title: '고친 공지', schedule: { state: 'PUBLISHED', status: 'LIVE' } });
    expect(published.body.data!.schedule.startsAt).not.toBeNull();
    expect((await noticeList()).list.map((entry) => entry.noticeNo)).toContain(draft.noticeNo);
    const removed = await editor.delete(`${BOARD}/notices/${draft.noticeNo}`);
    expect(removed.body).toEqual({ code: 0, message: 'success', data: { noticeNo: draft.noticeNo } });
    expect((await noticeList()).list.map((entry) => entry.noticeNo)).not.toContain(draft.noticeNo);
    const audit = await auditEntriesOf(server, 'notice', draft.noticeNo);
    expect(audit.map((entry) => entry.action)).toEqual(['notice.create', 'notice.update', 'notice.delete']);
    expect(audit[1]).toMatchObject({ before: { title: '고칠 공지', state: 'DRAFT', startsAt: null }, after: { title: '고친 공지', state: 'PUBLISHED' } });
    expect((await editor.get(`${BOARD}/notices/${draft.noticeNo}`)).status).toBe(404);
  });

  it('cleans script, onerror and javascript: from a notice body on every read', async () => {
    const notice = (await editor.post<AdminNoticeView>(`${BOARD}/notices`, { title: '위험한 본문', content: HOSTILE_HTML, pinned: false })).body.data!;
    expectInert(notice.content);
    const detail = await server.client().get<NoticeDetailView>(`/api/board/v1/notice/${notice.noticeNo}`);
    expectInert(detail.body.data!.notice.bodyHtml);
    expect(detail.body.data!.notice.bodyHtml).toContain('<a>링크</a>');
    await server.db.updateTable('notice').set({ body_html: '<p>x</p><script>alert(1)</script><p onclick="alert(4)">y</p>' }).where('notice_no', '=', notice.noticeNo).execute();
    expectInert((await server.client().get<NoticeDetailView>(`/api/board/v1/notice/${notice.noticeNo}`)).body.data!.notice.bodyHtml);
  });

  it.each([
    ['no title', { title: ' ', content: '<p>x</p>', pinned: false }],
    ['a body without words', { title: '제목', content: '<p> </p>', pinned: false }],
    ['pinned as text', { title: '제목', content: '<p>x</p>', pinned: 'yes' }],
    ['an end before the start', { title: '제목', content: '<p>x</p>', pinned: false, schedule: { state: 'PUBLISHED', startsAt: at(HOUR), endsAt: at(0) } }],
    ['an end before the date a notice takes on publication', { title: '제목', content: '<p>x</p>', pinned: false, schedule: { state: 'PUBLISHED', startsAt: null, endsAt: at(-HOUR) } }],
    ['an unknown field', { title: '제목', content: '<p>x</p>', pinned: false, author: '누구' }],
  ])('refuses %s with 400/104', async (_what, body) => {
    const answer = await editor.post(`${BOARD}/notices`, body);
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });
});

describe('FAQ categories', () => {
  it('adds a category at the end, renames it, reorders them and deletes an empty one, each audited; the shop’s FAQ names them in order', async () => {
    const added = await editor.post<AdminFaqCategoryListView>(`${BOARD}/faq-categories`, { name: '시공 예약' });
    expect(added.body.code, added.body.message).toBe(0);
    const category = added.body.data!.list.at(-1)!;
    expect(category).toMatchObject({ code: 'FAQ08', name: '시공 예약', faqCount: 0 });
    expect((await editor.put(`${BOARD}/faq-categories/FAQ08`, { name: '시공 일정' })).body.code).toBe(0);
    const codes = added.body.data!.list.map((entry) => entry.code);
    const wanted = ['FAQ08', ...codes.filter((code) => code !== 'FAQ08')];
    expect((await editor.put<AdminFaqCategoryListView>(`${BOARD}/faq-categories/order`, { codes: wanted })).body.data!.list.map((entry) => entry.code)).toEqual(wanted);
    expect((await faqList()).categories[0]).toEqual({ code: 'FAQ08', name: '시공 일정' });
    expect((await editor.delete(`${BOARD}/faq-categories/FAQ08`)).body.code).toBe(0);
    expect((await faqList()).categories.map((entry) => entry.code)).not.toContain('FAQ08');
    const audit = await auditEntriesOf(server, 'faq_category', 'FAQ08');
    expect(audit.map((entry) => entry.action)).toEqual(['faq_category.create', 'faq_category.update', 'faq_category.delete']);
    expect(audit[1]).toMatchObject({ before: { name: '시공 예약' }, after: { name: '시공 일정' } });
  });

  it('refuses to delete a category that still holds questions (6202), and an order that leaves one out (6201)', async () => {
    expect((await editor.delete(`${BOARD}/faq-categories/FAQ01`)).body.code).toBe(ApiCode.FAQ_CATEGORY_NOT_EMPTY);
    expect((await editor.put(`${BOARD}/faq-categories/order`, { codes: ['FAQ01', 'FAQ02'] })).body.code).toBe(ApiCode.CONTENT_ORDER_MISMATCH);
    expect((await editor.put(`${BOARD}/faq-categories/NOPE`, { name: '없음' })).status).toBe(404);
    expect((await editor.post(`${BOARD}/faq-categories`, { name: '' })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });
});

describe('FAQ questions', () => {
  const faqBody = (change: Partial<FaqWriteRequest> = {}): FaqWriteRequest => ({
    categoryCode: 'FAQ05',
    question: '샘플은 몇 개까지 받을 수 있나요?',
    answer: '<p>한 번에 <strong>5개</strong>까지입니다.</p>',
    schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null },
    ...change,
  });

  it('adds a question at the end of its category, on show at once, and orders the category', async () => {
    const created = await editor.post<AdminFaqView>(`${BOARD}/faqs`, faqBody());
    expect(created.body.code, created.body.message).toBe(0);
    const faq = created.body.data!;
    const category = (await editor.get<AdminFaqListView>(`${BOARD}/faqs?categoryCode=FAQ05`)).body.data!.list;
    expect(category.at(-1)!.faqNo).toBe(faq.faqNo);
    expect((await faqList('?categoryCode=FAQ05')).list.at(-1)!.faqNo).toBe(faq.faqNo);
    const wanted = [faq.faqNo, ...category.map((row) => row.faqNo).filter((faqNo) => faqNo !== faq.faqNo)];
    const ordered = await editor.put<AdminFaqListView>(`${BOARD}/faqs/order`, { categoryCode: 'FAQ05', faqNos: wanted });
    expect(ordered.body.data!.list.map((row) => row.faqNo)).toEqual(wanted);
    expect((await faqList('?categoryCode=FAQ05')).list[0]!.faqNo).toBe(faq.faqNo);
    expect((await editor.put(`${BOARD}/faqs/order`, { categoryCode: 'FAQ05', faqNos: wanted.slice(1) })).body.code).toBe(ApiCode.CONTENT_ORDER_MISMATCH);
    const audit = await auditEntriesOf(server, 'faq_category', 'FAQ05');
    expect(audit.at(-1)).toMatchObject({ action: 'faq.reorder', after: { faqNos: wanted } });
  });

  it('keeps a draft from shoppers (a preview shows it), edits it into another category, and deletes it, with before and after', async () => {
    const draft = (await editor.post<AdminFaqView>(`${BOARD}/faqs`, faqBody({ question: '초안 질문', schedule: { state: 'DRAFT', startsAt: null, endsAt: null } }))).body.data!;
    expect((await faqList()).list.map((faq) => faq.faqNo)).not.toContain(draft.faqNo);
    expect((await server.client().get(`/api/board/v1/faq/${draft.faqNo}`)).body.code).toBe(ApiCode.NO_DATA);
    const headers = await previewHeader(editor, [{ kind: 'faq', id: draft.faqNo }]);
    expect((await faqList('', headers)).list.map((faq) => faq.faqNo)).toContain(draft.faqNo);
    const moved = await editor.put<AdminFaqView>(`${BOARD}/faqs/${draft.faqNo}`, faqBody({ categoryCode: 'FAQ07', question: '쇼룸 질문', schedule: { state: 'PUBLISHED', startsAt: null, endsAt: at(HOUR) } }));
    expect(moved.body.data).toMatchObject({ categoryCode: 'FAQ07', categoryName: '쇼룸', schedule: { status: 'LIVE' } });
    expect((await faqList('?categoryCode=FAQ07')).list.at(-1)!.faqNo).toBe(draft.faqNo);
    expect((await editor.delete(`${BOARD}/faqs/${draft.faqNo}`)).body.code).toBe(0);
    const audit = await auditEntriesOf(server, 'faq', draft.faqNo);
    expect(audit.map((entry) => entry.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
    expect(audit[1]).toMatchObject({ before: { categoryCode: 'FAQ05', state: 'DRAFT' }, after: { categoryCode: 'FAQ07', state: 'PUBLISHED' } });
  });

  it('hides a question after its end', async () => {
    const faq = (await editor.post<AdminFaqView>(`${BOARD}/faqs`, faqBody({ question: '곧 내릴 질문', schedule: { state: 'PUBLISHED', startsAt: null, endsAt: at(HOUR / 2) } }))).body.data!;
    expect((await faqList()).list.map((entry) => entry.faqNo)).toContain(faq.faqNo);
    const saved = clock.now();
    try {
      clock.set(new Date(Date.parse(faq.schedule.endsAt!)));
      expect((await faqList()).list.map((entry) => entry.faqNo)).not.toContain(faq.faqNo);
    } finally {
      clock.set(saved);
    }
  });

  it('cleans script, onerror and javascript: from an answer on every read', async () => {
    const faq = (await editor.post<AdminFaqView>(`${BOARD}/faqs`, faqBody({ answer: HOSTILE_HTML }))).body.data!;
    expectInert(faq.answer);
    expectInert((await faqList()).list.find((entry) => entry.faqNo === faq.faqNo)!.answerHtml);
    await server.db.updateTable('faq').set({ answer_html: '<p>x</p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">y</a>' }).where('faq_no', '=', faq.faqNo).execute();
    expectInert((await server.client().get<{ faq: { answerHtml: string } }>(`/api/board/v1/faq/${faq.faqNo}`)).body.data!.faq.answerHtml);
  });

  it.each([
    ['an unknown category', { categoryCode: 'FAQ99' }],
    ['no question', { question: '' }],
    ['an answer without words', { answer: '<p></p>' }],
  ])('refuses %s with 400/104', async (_what, change) => {
    const answer = await editor.post(`${BOARD}/faqs`, faqBody(change));
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });

  it('answers 404 for a question that does not exist', async () => {
    expect((await editor.get(`${BOARD}/faqs/99999`)).status).toBe(404);
    expect((await editor.put(`${BOARD}/faqs/99999`, faqBody())).status).toBe(404);
    expect((await editor.delete(`${BOARD}/faqs/99999`)).status).toBe(404);
  });
});
