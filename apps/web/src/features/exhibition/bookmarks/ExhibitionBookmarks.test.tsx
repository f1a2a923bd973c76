import { screen, within } from '@testing-library/react';
import type { ExhibitionCard } from '@maru/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExhibitionBookmarks } from './ExhibitionBookmarks';
import { renderRoutes } from '@/test/render-app';

const card = (exhibitionNo: number, status: ExhibitionCard['status']): ExhibitionCard => ({
  exhibitionNo,
  title: `기획전 ${exhibitionNo}`,
  summary: '요약',
  cover: { url: `/media/exhibitions/cover-${exhibitionNo}-640x336.webp`, width: 640, height: 336 },
  coverAlt: '표지',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  status,
});

function answer(totalCount: number, exhibitionList: ExhibitionCard[]) {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requested.push(String(input));
    return new Response(JSON.stringify({ code: 0, message: 'success', data: { totalCount, exhibitionList } }), { headers: { 'content-type': 'application/json' } });
  });
  return requested;
}

function renderAt(url: string) {
  return renderRoutes([{ path: '/mypage/bookmark', element: <ExhibitionBookmarks /> }], url);
}

afterEach(() => vi.unstubAllGlobals());

describe('ExhibitionBookmarks', () => {
  it('says there are none and offers the exhibitions', async () => {
    answer(0, []);
    renderAt('/mypage/bookmark');
    expect(await screen.findByRole('heading', { name: '스크랩한 기획전이 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '기획전 보러 가기' }).getAttribute('href')).toBe('/exhibition');
  });

  it('lists the bookmarked exhibitions, marks ended ones, and pages with its own parameter', async () => {
    const requested = answer(13, [card(32, 'RUNNING'), card(30, 'ENDED')]);
    renderAt('/mypage/bookmark?tab=styling&exhibitionPage=2');
    const cards = await screen.findAllByTestId('exhibition-card');
    expect(cards.map((each) => within(each).getByRole('heading', { level: 3 }).textContent)).toEqual(['기획전 32', '기획전 30']);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/exhibition/32');
    expect(within(cards[1]!).getByText('종료된 기획전')).toBeTruthy();
    expect(requested[0]).toContain('/api/mypage/v1/like/exhibition/list?page=2&size=12');
    // The host page's own parameters stay; page 1 drops the parameter.
    expect(screen.getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe('/mypage/bookmark?tab=styling');
    expect(screen.getByRole('link', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
  });
});
