import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { aboutBrand, aboutCompany, aboutPeople, categoryShortcuts, heroSlides, samplePromotion, showroomInvitation } from '../editorial';

const server = serverForTests();

describe('GET /api/display/v1/home', () => {
  it('answers the editorial blocks with hero images under /media/hero', async () => {
    const answer = await server.client().get('/api/display/v1/home');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 0,
      message: 'success',
      data: {
        heroSlides: heroSlides.map(({ imageKey, ...slide }) => ({
          ...slide,
          image: {
            src: `/media/hero/${imageKey}-1600x700.webp`,
            srcSet: `/media/hero/${imageKey}-800x600.webp 800w, /media/hero/${imageKey}-1600x700.webp 1600w`,
            width: 1600,
            height: 700,
          },
        })),
        samplePromotion,
        showroomInvitation,
        categoryShortcuts,
      },
    });
  });

  it('serves what the database holds, not the data files', async () => {
    const changed = [{ label: '타일', path: '/product/list?keyword=%ED%83%80%EC%9D%BC' }];
    await server.db.updateTable('editorial_block').set({ body: JSON.stringify(changed) }).where('block_key', '=', 'home.categoryShortcuts').execute();
    const answer = await server.client().get<{ categoryShortcuts: unknown }>('/api/display/v1/home');
    expect(answer.body.data!.categoryShortcuts).toEqual(changed);
  });
});

describe('GET /api/display/v1/about/{page}', () => {
  it.each([
    ['brand', aboutBrand],
    ['company', aboutCompany],
    ['people', aboutPeople],
  ] as const)('answers the %s page', async (page, content) => {
    const answer = await server.client().get(`/api/display/v1/about/${page}`);
    expect(answer.body).toEqual({ code: 0, message: 'success', data: { page, content } });
  });

  it('answers an unknown page with 404/101', async () => {
    const answer = await server.client().get('/api/display/v1/about/history');
    expect([answer.status, answer.body.code]).toEqual([404, 101]);
  });
});
