import { describe, expect, it } from 'vitest';
import type { HomeDisplay, ShowroomFactsList } from '@maru/domain';
import { serverForTests } from '../../../../test/harness';
import { fillText } from '../../../core/text/placeholders';
import { aboutBrand, aboutCompany, aboutPeople, categoryShortcuts, heroSlides, samplePromotion, showroomInvitation } from '../editorial';

const server = serverForTests();

describe('GET /api/display/v1/home', () => {
  it('answers the seeded sections in order, hero images under /media/hero', async () => {
    const answer = await server.client().get<HomeDisplay>('/api/display/v1/home');
    expect(answer.status).toBe(200);
    const sections = answer.body.data!.sections;
    expect(sections.map((section) => section.kind)).toEqual(['HERO', 'CATEGORIES', 'SITE_LINKS', 'SHELF', 'SHELF', 'BRANDS', 'SAMPLE', 'SHOWROOM']);
    expect(sections[0]).toEqual({
      sectionId: sections[0]!.sectionId,
      kind: 'HERO',
      slides: heroSlides.map(({ imageKey, ...slide }) => ({
        ...slide,
        image: {
          src: `/media/hero/${imageKey}-1600x700.webp`,
          srcSet: `/media/hero/${imageKey}-800x600.webp 800w, /media/hero/${imageKey}-1600x700.webp 1600w`,
          width: 1600,
          height: 700,
        },
      })),
    });
    expect(sections[1]).toMatchObject({ kind: 'CATEGORIES', title: '카테고리', shortcuts: categoryShortcuts });
    expect(sections.filter((section) => section.kind === 'SHELF')).toMatchObject([
      { title: '새로 들어온 상품', source: 'NEW', products: [] },
      { title: '많이 찾는 상품', source: 'POPULAR', products: [] },
    ]);
    expect(sections[6]).toMatchObject({ kind: 'SAMPLE', block: samplePromotion });
    // The showroom's address and hours come from its module (showroom/showroom-facts.test.ts).
    expect(sections[7]).toMatchObject({ kind: 'SHOWROOM', block: { ...showroomInvitation, description: expect.any(String), details: expect.any(Array) } });
    expect(JSON.stringify(sections)).not.toContain('{showroom.');
  });

  it('serves what the database holds, and leaves out a section whose stored body no longer fits its kind', async () => {
    const changed = { title: '바로가기', shortcuts: [{ label: '타일', path: '/product/list?keyword=%ED%83%80%EC%9D%BC' }] };
    await server.db.updateTable('home_section').set({ body: JSON.stringify(changed) }).where('kind', '=', 'CATEGORIES').execute();
    await server.db.updateTable('home_section').set({ body: JSON.stringify({ title: 42 }) }).where('kind', '=', 'BRANDS').execute();
    const sections = (await server.client().get<HomeDisplay>('/api/display/v1/home')).body.data!.sections;
    expect(sections.find((section) => section.kind === 'CATEGORIES')).toMatchObject(changed);
    expect(sections.map((section) => section.kind)).not.toContain('BRANDS');
  });
});

describe('GET /api/display/v1/about/{page}', () => {
  it.each([
    ['brand', aboutBrand],
    ['company', aboutCompany],
    ['people', aboutPeople],
  ] as const)('answers the %s page', async (page, content) => {
    const answer = await server.client().get(`/api/display/v1/about/${page}`);
    expect(answer.body).toMatchObject({ code: 0, message: 'success', data: { page } });
    // As written, but for the placeholders ({showroom.hours}), which the showroom module fills in.
    const facts = (await server.client().get<ShowroomFactsList>('/api/showroom/v1/facts')).body.data!.list[0]!;
    const values = new Map(Object.entries({ name: facts.name, address: facts.address, hours: facts.openingHours, closed: facts.weeklyClosed, floors: facts.floors }).map(([name, value]) => [`showroom.${name}`, value]));
    expect((answer.body.data as { content: unknown }).content).toEqual(JSON.parse(fillText(JSON.stringify(content), values)));
  });

  it('answers an unknown page with 404/101', async () => {
    const answer = await server.client().get('/api/display/v1/about/history');
    expect([answer.status, answer.body.code]).toEqual([404, 101]);
  });
});
