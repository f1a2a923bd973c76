import { ApiCode, type AdminHomeSectionListView, type AdminHomeSectionView, type HomeDisplay, type HomeSectionWriteRequest } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '../../../../test/factories';
import { serverForTests } from '../../../../test/harness';
import type { HttpClient } from '../../../../test/http-client';
import { clockFrom } from '../../../core/time/clock';
import { contentStaff, previewHeader, startContentServer } from '../content-test-kit';

// 홈 화면 (issue 27): the home page is its stored sections, in the operator's order, each on
// its schedule; a shelf's products are picked with the catalogue's console search.

const clock = clockFrom(new Date('2026-12-10T10:00:00+09:00'));
const server = serverForTests(() => startContentServer(clock));
const CONSOLE = '/api/admin/v1/content/home-sections';
const HOUR = 3_600_000;
let editor: HttpClient;

beforeAll(async () => {
  editor = await contentStaff(server);
});

const always = { state: 'PUBLISHED', startsAt: null, endsAt: null } as const;
const home = async (headers?: Record<string, string>) => (await server.client().get<HomeDisplay>('/api/display/v1/home', { headers })).body.data!.sections;
const consoleList = async () => (await editor.get<AdminHomeSectionListView>(CONSOLE)).body.data!.list;

async function found(keyword: string) {
  const answer = await editor.get<{ list: { productNo: number; productName: string; status: string }[]; total: number }>(`${CONSOLE}/products?keyword=${encodeURIComponent(keyword)}`);
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
}

async function add(body: HomeSectionWriteRequest) {
  const answer = await editor.post<AdminHomeSectionView>(CONSOLE, body);
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
}

describe('the home page’s sections', () => {
  it('lists the sections top to bottom with their schedule, as the home page shows them', async () => {
    const list = await consoleList();
    expect(list.map((section) => section.kind)).toEqual((await home()).map((section) => section.kind));
    expect(list.every((section) => section.schedule.status === 'LIVE')).toBe(true);
    expect((await editor.get(`${CONSOLE}/99999`)).status).toBe(404);
  });

  it('adds a shelf of products found by search: the home page shows their cards in the picked order', async () => {
    const search = await found('타일');
    expect(search.total).toBeGreaterThan(2);
    const productNos = search.list.slice(0, 3).map((product) => product.productNo).reverse();
    const shelf = await add({ kind: 'SHELF', body: { title: '겨울 추천 타일', source: 'PICKED', productNos }, schedule: always });
    expect(shelf).toMatchObject({ kind: 'SHELF', body: { title: '겨울 추천 타일', source: 'PICKED', productNos }, schedule: { status: 'LIVE' } });
    expect(shelf.picked.map((product) => product.productNo)).toEqual(productNos);
    const shown = (await home()).at(-1)!;
    expect(shown).toMatchObject({ sectionId: shelf.sectionId, kind: 'SHELF', title: '겨울 추천 타일', source: 'PICKED' });
    expect(shown.kind === 'SHELF' && shown.products.map((product) => product.productNo)).toEqual(productNos);
    expect((await auditEntriesOf(server, 'home_section', shelf.sectionId))[0]).toMatchObject({ action: 'home_section.create', before: null, after: { kind: 'SHELF', body: { productNos } } });
  });

  it('finds a product by its number too, and refuses an empty search', async () => {
    const [first] = (await found('타일')).list;
    expect((await found(String(first!.productNo))).list.map((product) => product.productNo)).toContain(first!.productNo);
    const empty = await editor.get(`${CONSOLE}/products?keyword=`);
    expect([empty.status, empty.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });

  it('keeps a draft section off the page (a preview shows it), and shows a scheduled one from its start', async () => {
    const draft = await add({ kind: 'BRANDS', body: { title: '초안 브랜드' }, schedule: { state: 'DRAFT', startsAt: null, endsAt: null } });
    expect((await home()).map((section) => section.sectionId)).not.toContain(draft.sectionId);
    const headers = await previewHeader(editor, [{ kind: 'home-section', id: draft.sectionId }], 'MEMBER');
    expect((await home(headers)).map((section) => section.sectionId)).toContain(draft.sectionId);
    const start = new Date(clock.now().getTime() + HOUR / 2);
    const later = await add({ kind: 'SITE_LINKS', body: { title: '곧 둘러보기' }, schedule: { state: 'PUBLISHED', startsAt: start.toISOString(), endsAt: null } });
    expect(later.schedule.status).toBe('SCHEDULED');
    expect((await home()).map((section) => section.sectionId)).not.toContain(later.sectionId);
    const saved = clock.now();
    try {
      clock.set(start);
      expect((await home()).map((section) => section.sectionId)).toContain(later.sectionId);
    } finally {
      clock.set(saved);
    }
  });

  it('edits a section’s content (its kind stays), with before and after', async () => {
    const hero = (await consoleList()).find((section) => section.kind === 'HERO')!;
    const slides = [{ title: '새해 타일 제안', subtitle: '따뜻한 색으로', ctaLabel: '보기', ctaLink: '/product/list?keyword=%ED%83%80%EC%9D%BC', imageKey: 'hero-carpet' as const }];
    const edited = await editor.put<AdminHomeSectionView>(`${CONSOLE}/${hero.sectionId}`, { kind: 'HERO', body: { slides }, schedule: always });
    expect(edited.body.code, edited.body.message).toBe(0);
    const shown = (await home()).find((section) => section.sectionId === hero.sectionId)!;
    expect(shown).toMatchObject({ kind: 'HERO', slides: [{ slideNo: 1, title: '새해 타일 제안', image: { src: '/media/hero/hero-carpet-1600x700.webp' } }] });
    const audit = await auditEntriesOf(server, 'home_section', hero.sectionId);
    expect(audit.at(-1)).toMatchObject({ action: 'home_section.update', after: { body: { slides } } });
    expect((audit.at(-1)!.before as { body: { slides: unknown[] } }).body.slides).toHaveLength(4);
    const otherKind = await editor.put(`${CONSOLE}/${hero.sectionId}`, { kind: 'BRANDS', body: { title: '브랜드' }, schedule: always });
    expect([otherKind.status, otherKind.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });

  it('reorders the page (all sections, once each) and deletes a section, both audited', async () => {
    const ids = (await consoleList()).map((section) => section.sectionId);
    const wanted = [...ids].reverse();
    const answer = await editor.put<AdminHomeSectionListView>(`${CONSOLE}/order`, { sectionIds: wanted });
    expect(answer.body.data!.list.map((section) => section.sectionId)).toEqual(wanted);
    const live = new Set((await home()).map((section) => section.sectionId));
    expect((await home()).map((section) => section.sectionId)).toEqual(wanted.filter((id) => live.has(id)));
    expect((await editor.put(`${CONSOLE}/order`, { sectionIds: wanted.slice(1) })).body.code).toBe(ApiCode.CONTENT_ORDER_MISMATCH);
    const removed = await editor.delete(`${CONSOLE}/${wanted[0]}`);
    expect(removed.body).toEqual({ code: 0, message: 'success', data: { sectionId: wanted[0] } });
    expect((await consoleList()).map((section) => section.sectionId)).not.toContain(wanted[0]);
    expect((await auditEntriesOf(server, 'home_section', wanted[0]!)).at(-1)).toMatchObject({ action: 'home_section.delete', after: null });
    expect((await editor.delete(`${CONSOLE}/${wanted[0]}`)).status).toBe(404);
  });

  it.each([
    ['a picked shelf without products', { kind: 'SHELF', body: { title: '빈 진열', source: 'PICKED', productNos: [] }, schedule: always }],
    ['a link to another site', { kind: 'CATEGORIES', body: { title: '바로가기', shortcuts: [{ label: '밖', path: 'https://evil.example' }] }, schedule: always }],
    ['a javascript: link', { kind: 'SAMPLE', body: { eyebrow: '', title: '샘플', description: '', points: [], ctaLabel: '보기', ctaLink: 'javascript:alert(1)', secondaryLabel: '방법', secondaryLink: '/board/faq' }, schedule: always }],
    ['a hero picture that does not exist', { kind: 'HERO', body: { slides: [{ title: '제목', subtitle: '', ctaLabel: '보기', ctaLink: '/', imageKey: 'hero-moon' }] }, schedule: always }],
    ['a kind the page does not know', { kind: 'VIDEO', body: { title: '영상' }, schedule: always }],
    ['an end before the start', { kind: 'BRANDS', body: { title: '브랜드' }, schedule: { state: 'PUBLISHED', startsAt: '2026-12-11T00:00:00+09:00', endsAt: '2026-12-10T00:00:00+09:00' } }],
  ])('refuses %s with 400/104', async (_what, body) => {
    const answer = await editor.post(CONSOLE, body);
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });
});
