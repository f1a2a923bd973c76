import { addCalendarDays, ApiCode, type AvailabilityView, type BookingVisitorView, kstInstant } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests, startTestServer } from '../../../test/harness';
import { clockFrom } from '../../core/time/clock';
import { book, BOOKINGS, bookingBody, calendarOf, GENEROUS_SHOWROOM_LIMITS, memberWithOwnPhone, newPhone, openDay, SHOWROOM_TEST_START, weeklyClosedDay } from './showroom-test-kit';

// Issue 26: the booking form's pickers read closed days and full slots before the visitor
// chooses, the form starts from the member's name and phone, and one member holds a slot once.

const server = serverForTests(() => startTestServer({ clock: clockFrom(SHOWROOM_TEST_START), env: { MARU_RATE_LIMITS: GENEROUS_SHOWROOM_LIMITS } }));

const availability = async (query = '') => (await server.client().get<AvailabilityView>(`/api/showroom/v1/offices/seongsu/availability${query}`)).body;

describe('availability of a run of days', () => {
  it('starts at the office’s today and marks weekly closed days, holidays and days with no place left', async () => {
    const calendar = await calendarOf(server, 'seongsu');
    const closed = await weeklyClosedDay(server, 'seongsu');
    const holiday = await openDay(server, 'seongsu', 3, 0);
    const fullDay = await openDay(server, 'seongsu', 3, 1);
    await server.db.insertInto('showroom_holiday').values({ office_id: calendar.officeId, holiday, label: '재고 정리' }).execute();
    // Every slot of one day taken to capacity, and one slot of the next open day.
    const dayTimes = (await availability(`?from=${fullDay}&days=1`)).data!.days[0]!.slots.map((slot) => slot.time);
    expect(dayTimes.length).toBeGreaterThan(3);
    const nextDay = await openDay(server, 'seongsu', 3, 2);
    const taken = [...dayTimes.map((time) => kstInstant(fullDay, time)), kstInstant(nextDay, dayTimes[1]!)];
    await server.db.insertInto('showroom_slot').values(taken.map((startsAt) => ({ office_id: calendar.officeId, starts_at: startsAt, booked: calendar.capacity }))).execute();

    const answer = await availability();
    expect(answer.code).toBe(0);
    const view = answer.data!;
    // The server's clock decides the first day (2026-12-02, a Wednesday), not the browser's.
    expect(view).toMatchObject({ capacity: calendar.capacity, firstDate: '2026-12-02', lastDate: addCalendarDays('2026-12-02', 60) });
    expect(view.days.map((day) => day.date)).toEqual(Array.from({ length: 14 }, (_, index) => addCalendarDays('2026-12-02', index)));
    const dayOf = (date: string) => view.days.find((day) => day.date === date)!;
    expect(dayOf(closed)).toMatchObject({ closedReason: '정기 휴무일입니다. 다른 날짜를 선택해 주세요.', full: false, slots: [] });
    expect(dayOf(holiday)).toMatchObject({ closedReason: '쇼룸 휴무일입니다. 다른 날짜를 선택해 주세요.', slots: [] });
    expect(dayOf(fullDay)).toMatchObject({ closedReason: null, full: true });
    expect(dayOf(fullDay).slots.every((slot) => !slot.available && slot.remaining === 0)).toBe(true);
    const next = dayOf(nextDay);
    expect(next.full).toBe(false);
    expect(next.slots.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual([dayTimes[1]]);
    expect(next.slots.find((slot) => slot.time === dayTimes[0])).toMatchObject({ available: true, remaining: calendar.capacity });
  });

  it('answers a later run of days, past days closed and days beyond the horizon refused as such', async () => {
    const later = (await availability(`?from=${addCalendarDays('2026-12-02', 55)}&days=10`)).data!;
    expect(later.days).toHaveLength(10);
    expect(later.days.slice(7).every((day) => day.closedReason?.includes('60일 이내'))).toBe(true);
    const past = (await availability('?from=2026-11-30&days=2')).data!;
    expect(past.days.map((day) => day.closedReason)).toEqual(['지난 날짜는 예약할 수 없습니다.', '지난 날짜는 예약할 수 없습니다.']);
  });

  it('answers 104 for odd ranges and 404 for an unknown office', async () => {
    for (const query of ['?days=0', '?days=62', '?days=abc', '?from=2026-02-30', '?from=tomorrow', '?surprise=1']) {
      const answer = await server.client().get(`/api/showroom/v1/offices/seongsu/availability${query}`);
      expect([answer.status, answer.body.code], query).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    expect((await server.client().get('/api/showroom/v1/offices/nowhere/availability')).status).toBe(404);
  });
});

describe('the form’s starting values', () => {
  it('gives a signed-in member their name and verified phone, and guests nothing', async () => {
    const member = await memberWithOwnPhone(server);
    const row = await server.db.selectFrom('member').select('name').where('email', '=', member.email).executeTakeFirstOrThrow();
    const answer = await member.client.get<BookingVisitorView>(`${BOOKINGS}/visitor`);
    expect(answer.body.data).toEqual({ name: row.name, phone: member.phone.replace(/(\d{3})(\d{4})(\d{4})/, '$1-$2-$3') });
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const guest = await server.client().get(`${BOOKINGS}/visitor`);
    expect(guest.status).toBe(403);
  });
});

describe('one member, one place per slot', () => {
  it('refuses a member’s second booking of a slot whatever phone is typed, and a phone’s second booking of it', async () => {
    const member = await memberWithOwnPhone(server);
    // Days the availability tests above leave alone.
    const date = await openDay(server, 'seongsu', 10);
    const first = await book(member.client, bookingBody({ date, time: '14:00', phone: member.phone }));
    expect(first.body.data?.status, first.body.message).toBe('BOOKED');

    const again = await book(member.client, bookingBody({ date, time: '14:00', phone: newPhone() }));
    expect([again.status, again.body.code, again.body.message]).toEqual([200, ApiCode.BOOKING_MEMBER_SAME_SLOT, '같은 시간에 이미 예약하신 방문이 있습니다. 다른 시간을 선택하시거나 예약 확인 · 취소에서 확인해 주세요.']);
    // The same phone from a guest's browser is refused by the phone's rule (one booking per office and day).
    const guestSamePhone = await book(server.client(), bookingBody({ date, time: '14:00', phone: member.phone }));
    expect(guestSamePhone.body.code).toBe(ApiCode.BOOKING_PHONE_SAME_DAY);
    // Another member still gets a place in that slot; the member may take another office at that hour.
    const other = await memberWithOwnPhone(server);
    expect((await book(other.client, bookingBody({ date, time: '14:00', phone: other.phone }))).body.code).toBe(0);
    const live = await server.db.selectFrom('showroom_booking').select('booking_no').where('starts_at', '=', kstInstant(date, '14:00')).where('status', 'in', ['BOOKED', 'PENDING']).execute();
    expect(live).toHaveLength(2);

    // Cancelled, the slot is the member's to book again.
    expect((await member.client.post(`${BOOKINGS}/mine/${first.body.data!.bookingNo}/cancel`)).body.code).toBe(0);
    expect((await book(member.client, bookingBody({ date, time: '14:00', phone: newPhone() }))).body.code).toBe(0);
  });

  it('two bookings of one member for one slot at once, with different phones: exactly one holds a place', async () => {
    const member = await memberWithOwnPhone(server);
    const date = await openDay(server, 'seongsu', 12);
    const pair = await Promise.all([book(member.client, bookingBody({ date, time: '15:00', phone: newPhone() })), book(member.client, bookingBody({ date, time: '15:00', phone: member.phone }))]);
    expect(pair.map((answer) => answer.body.code).sort()).toEqual([0, ApiCode.BOOKING_MEMBER_SAME_SLOT]);
    const slot = await server.db.selectFrom('showroom_slot').select('booked').where('starts_at', '=', kstInstant(date, '15:00')).executeTakeFirstOrThrow();
    expect(slot.booked).toBe(1);
  });
});
