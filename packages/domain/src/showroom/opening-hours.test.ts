import { describe, expect, it } from 'vitest';
import { floorSpan, openingHours, type WeekHours, weeklyClosedDays } from './rules';

const weekday = { open: '10:00', close: '19:00' };
const weekend = { open: '11:00', close: '18:00' };
// Sunday first, as the offices store them: closed on Mondays.
const seongsu: WeekHours = [weekend, null, weekday, weekday, weekday, weekday, weekend];

describe('how an office’s week is said everywhere', () => {
  it('puts the open days on one line and the closed ones apart', () => {
    expect(openingHours(seongsu)).toBe('화–금 10:00–19:00, 토–일 11:00–18:00');
    expect(weeklyClosedDays(seongsu)).toBe('매주 월요일');
  });

  it('says 연중무휴 for an office open every day', () => {
    expect(weeklyClosedDays([weekday, weekday, weekday, weekday, weekday, weekday, weekday])).toBe('연중무휴');
    expect(openingHours([weekday, weekday, weekday, weekday, weekday, weekday, weekday])).toBe('월–일 10:00–19:00');
  });

  it('spans the floors from the basement up, whatever order they are listed in', () => {
    const floors = [
      { slug: '1f', name: '1층' },
      { slug: '2f', name: '2층' },
      { slug: 'b1', name: '지하 1층' },
    ];
    expect(floorSpan(floors)).toBe('지하 1층~2층');
    expect(floorSpan([{ slug: '1f', name: '1층' }])).toBe('1층');
    expect(floorSpan([])).toBe('');
  });
});
