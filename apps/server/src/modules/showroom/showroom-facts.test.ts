import type { HomeDisplay, OfficeListView, ShowroomFactsList } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests, startTestServer } from '../../../test/harness';
import { clockFrom } from '../../core/time/clock';

// Issue 26: the home card, the showroom pages and a banner each said other hours. Everything
// now says what the showroom module says; these tests hold the places to it.
// Within the seed banners' display period (they run until 2027-03-31).
const clock = clockFrom(new Date('2026-12-02T09:00:00+09:00'));
const server = serverForTests(() => startTestServer({ clock }));

const SHOWROOM_BANNER = 103;

async function everyPlace() {
  const client = server.client();
  const [facts, offices, home, banners, faq] = await Promise.all([
    client.get<ShowroomFactsList>('/api/showroom/v1/facts'),
    client.get<OfficeListView>('/api/showroom/v1/offices'),
    client.get<HomeDisplay>('/api/display/v1/home'),
    client.get<{ bannerList: { bannerSeq: number; contents: string }[] }>('/api/banner/v1/list?bannerType=TOP&sortType=CDC'),
    client.get<{ faq: { answerHtml: string } }>('/api/board/v1/faq/141'),
  ]);
  // The home page's showroom block is one of its sections since issue 27.
  const showroomInvitation = home.body.data!.sections.flatMap((section) => (section.kind === 'SHOWROOM' ? [section.block] : []))[0]!;
  const details = Object.fromEntries(showroomInvitation.details.map((row) => [row.label, row.value]));
  return {
    facts: facts.body.data!.list,
    office: offices.body.data!.list[0]!,
    home: { ...showroomInvitation, details },
    banner: banners.body.data!.bannerList.find((banner) => banner.bannerSeq === SHOWROOM_BANNER)!.contents,
    faq: faq.body.data!.faq.answerHtml,
  };
}

describe('one account of the showrooms', () => {
  it('answers each office’s address, floors and hours in a few words', async () => {
    const { facts } = await everyPlace();
    expect(facts.map((office) => office.slug)).toEqual(['seongsu', 'haeundae']);
    expect(facts[0]).toEqual({
      slug: 'seongsu',
      name: '마루 성수 쇼룸',
      city: '서울',
      address: '서울특별시 성동구 연무장길 28',
      floors: '지하 1층~2층',
      openingHours: '화–금 10:00–19:00, 토–일 11:00–18:00',
      weeklyClosed: '매주 월요일',
    });
    expect(facts[1]).toMatchObject({ slug: 'haeundae', weeklyClosed: '매주 일요일', openingHours: '월–금 10:00–19:00, 토 11:00–18:00' });
  });

  it('is what the showroom page, the home card, the banner and the FAQ say', async () => {
    const { facts, office, home, banner, faq } = await everyPlace();
    const seongsu = facts[0]!;
    expect([office.address, office.openingHours, office.weeklyClosed]).toEqual([seongsu.address, seongsu.openingHours, seongsu.weeklyClosed]);
    expect(home.details).toEqual({ 주소: seongsu.address, '운영 시간': seongsu.openingHours, 휴무: seongsu.weeklyClosed });
    expect(home.description).toContain(seongsu.floors);
    expect(banner).toBe(`<strong>${seongsu.name}</strong> <span>${seongsu.openingHours} · 방문 예약하고 실물 타일을 만나 보세요</span>`);
    for (const said of [seongsu.address, seongsu.openingHours, seongsu.weeklyClosed]) expect(faq).toContain(said);
    expect(JSON.stringify({ home, banner, faq })).not.toMatch(/\{showroom\.|성수일로|11:00~19:00/);
  });

  it('follows the office when its hours change, everywhere at once', async () => {
    const hours = [null, null, ...Array(5).fill({ open: '12:00', close: '20:00' })];
    await server.db.updateTable('showroom_office').set({ hours: JSON.stringify(hours) }).where('slug', '=', 'seongsu').execute();
    const { facts, office, home, banner } = await everyPlace();
    expect(facts[0]).toMatchObject({ openingHours: '화–토 12:00–20:00', weeklyClosed: '매주 월요일, 일요일' });
    expect(office.openingHours).toBe('화–토 12:00–20:00');
    expect(home.details['운영 시간']).toBe('화–토 12:00–20:00');
    expect(home.details['휴무']).toBe('매주 월요일, 일요일');
    expect(banner).toContain('화–토 12:00–20:00');
  });
});
