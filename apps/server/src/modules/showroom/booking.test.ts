import { addCalendarDays, ApiCode, type BookingView, kstDayOf, kstInstant, type SlotsView } from '@maru/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverForTests, startTestServer } from '../../../test/harness';
import { clockFrom } from '../../core/time/clock';
import {
  book, bookConfirmed, BOOKINGS, bookingBody, calendarOf, codeSentTo, confirmCode, GENEROUS_SHOWROOM_LIMITS, memberWithOwnPhone, newPhone, openDay, outboxTo, SHOWROOM_TEST_START, weeklyClosedDay,
} from './showroom-test-kit';
import { purgeOldBookings } from './queries';
import { remindVisits, reminderMomentOf } from './reminders';

const server = serverForTests(() => startTestServer({ clock: clockFrom(SHOWROOM_TEST_START), env: { MARU_RATE_LIMITS: GENEROUS_SHOWROOM_LIMITS } }));

const slotsOf = async (date: string) => (await server.client().get<SlotsView>(`/api/showroom/v1/offices/seongsu/slots?date=${date}`)).body.data!;

describe('booking a visit', () => {
  it('a guest books: the place is held, a code goes to the phone, and the confirmation only once the code comes back', async () => {
    const date = await openDay(server, 'seongsu', 3);
    const body = bookingBody({ date, time: '15:00' });
    const answer = await book(server.client(), body);
    expect(answer.body.code).toBe(0);
    const booking = answer.body.data!;
    expect(booking).toMatchObject({ date, time: '15:00', status: 'PENDING', statusLabel: '인증 대기', partySize: 2, interests: ['타일', '수전'], cancellable: false, office: { slug: 'seongsu' } });
    const now = server.app.clock.now().getTime();
    expect(new Date(booking.confirmation!.confirmBy).getTime() - now).toBeGreaterThan(9 * 60_000);
    expect(new Date(booking.confirmation!.confirmBy).getTime() - now).toBeLessThanOrEqual(10 * 60_000);
    expect(booking.confirmation).toMatchObject({ resendsLeft: 3, attemptsLeft: 5, sandbox: true });
    expect(booking.bookingNo).toMatch(new RegExp(`^SR${date.slice(2).replaceAll('-', '')}\\d{6}$`));
    expect(booking.phone).toBe(`010-****-${body.phone.slice(-4)}`);
    expect(booking.startsAt).toBe(kstInstant(date, '15:00').toISOString());
    const row = await server.db.selectFrom('showroom_booking').selectAll().where('booking_no', '=', booking.bookingNo).executeTakeFirstOrThrow();
    expect(row.starts_at.toISOString()).toBe(`${addCalendarDays(date, 0)}T06:00:00.000Z`);
    expect(row.member_id).toBeNull();
    expect(row.privacy_consent_at).toBeInstanceOf(Date);
    expect((await slotsOf(date)).slots.find((slot) => slot.time === '15:00')!.remaining).toBe(3);

    // Only the code went out, and the table keeps its keyed hash, never the code.
    const sent = await outboxTo(server, body.phone);
    expect(sent.map((message) => message.template)).toEqual(['SHOWROOM_CODE']);
    const code = await codeSentTo(server, body.phone);
    expect(sent[0]!.text).toContain('마루 성수 쇼룸');
    expect(row.code_hash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    const confirmed = await confirmCode(server.client(), booking.bookingNo, body.phone.replace(/(\d{3})(\d{4})(\d{4})/, '$1-$2-$3'), code);
    expect(confirmed.body.data).toMatchObject({ bookingNo: booking.bookingNo, status: 'BOOKED', statusLabel: '예약 완료', cancellable: true, confirmation: null });
    const messages = (await outboxTo(server, body.phone)).filter((message) => message.template === 'SHOWROOM_BOOKED');
    expect(messages).toEqual([expect.objectContaining({ template: 'SHOWROOM_BOOKED', link: '/showroom/booking/check' })]);
    expect(messages[0]!.text).toContain(booking.bookingNo);
    expect(messages[0]!.text).toContain('마루 성수 쇼룸');
    expect((await server.db.selectFrom('showroom_booking').select(['code_hash', 'confirmed_at']).where('booking_no', '=', booking.bookingNo).executeTakeFirstOrThrow()).code_hash).toBeNull();
    // A second tap of 확인 changes nothing and sends nothing more.
    const again = await confirmCode(server.client(), booking.bookingNo, body.phone, code);
    expect(again.body.data!.status).toBe('BOOKED');
    expect((await outboxTo(server, body.phone)).map((message) => message.template)).toEqual(['SHOWROOM_BOOKED', 'SHOWROOM_CODE']);
    expect((await slotsOf(date)).slots.find((slot) => slot.time === '15:00')!.remaining).toBe(3);
  });

  it('refuses holidays, weekly closed days, past and far days, times outside the hours and slots already begun', async () => {
    const calendar = await calendarOf(server, 'seongsu');
    const holiday = await openDay(server, 'seongsu', 5);
    await server.db.insertInto('showroom_holiday').values({ office_id: calendar.officeId, holiday, label: '내부 공사' }).execute();
    const today = kstDayOf(server.app.clock.now());
    const open = await openDay(server, 'seongsu', 2);
    const cases: [Partial<Parameters<typeof bookingBody>[0]>, string][] = [
      [{ date: holiday }, '쇼룸 휴무일입니다'],
      [{ date: await weeklyClosedDay(server, 'seongsu') }, '정기 휴무일입니다'],
      [{ date: addCalendarDays(today, -1) }, '지난 날짜는'],
      [{ date: addCalendarDays(today, 61) }, '60일 이내'],
      [{ date: open, time: '08:00' }, '운영 시간 안의'],
      [{ date: open, time: '10:30' }, '운영 시간 안의'],
      [{ date: open, time: '19:00' }, '운영 시간 안의'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await book(server.client(), bookingBody(overrides));
      expect([answer.status, answer.body.code, answer.body.message], JSON.stringify(overrides)).toEqual([200, ApiCode.BOOKING_SLOT_CLOSED, expect.stringContaining(message)]);
    }
    const holidaySlots = await slotsOf(holiday);
    expect(holidaySlots).toMatchObject({ closedReason: expect.stringContaining('휴무일'), slots: [] });
    expect(await server.db.selectFrom('showroom_booking').select('booking_id').where('starts_at', '>=', kstInstant(holiday, '00:00')).where('starts_at', '<', kstInstant(addCalendarDays(holiday, 1), '00:00')).execute()).toEqual([]);
  });

  it('refuses a slot whose hour has begun today', async () => {
    const calendar = await calendarOf(server, 'seongsu');
    // Make today an open day from 00:00 so there is always an hour already begun.
    const today = kstDayOf(server.app.clock.now());
    await server.db.deleteFrom('showroom_holiday').where('office_id', '=', calendar.officeId).where('holiday', '=', sql<Date>`${today}::date`).execute();
    const hours = [...calendar.hours];
    hours[new Date(`${today}T00:00:00Z`).getUTCDay()] = { open: '00:00', close: '23:59' };
    await server.db.updateTable('showroom_office').set({ hours: JSON.stringify(hours) }).where('office_id', '=', calendar.officeId).execute();
    try {
      const answer = await book(server.client(), bookingBody({ date: today, time: '00:00' }));
      expect([answer.body.code, answer.body.message]).toEqual([ApiCode.BOOKING_SLOT_CLOSED, '이미 지난 시간입니다. 다른 시간을 선택해 주세요.']);
    } finally {
      await server.db.updateTable('showroom_office').set({ hours: JSON.stringify(calendar.hours) }).where('office_id', '=', calendar.officeId).execute();
    }
  });

  it('answers 104 for odd input, storing nothing', async () => {
    const date = await openDay(server, 'seongsu', 2);
    const before = await server.db.selectFrom('showroom_booking').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const odd: Record<string, unknown>[] = [
      { partySize: 0 }, { partySize: 11 }, { partySize: -3 }, { partySize: 2.5 }, { partySize: '2' },
      { phone: 'not a phone' }, { phone: '02-123-4567' }, { phone: '010-1234' }, { phone: '0'.repeat(500) },
      { name: '' }, { name: '   ' }, { name: '가'.repeat(21) }, { name: '<script>alert(1)</script>' }, { name: 'a\u0000b' },
      { memo: '메'.repeat(301) }, { memo: 'x'.repeat(10_000) },
      { privacyConsent: false }, { privacyConsent: undefined }, { privacyConsent: 'yes' },
      { interests: ['무기'] }, { interests: ['타일', '타일'] },
      { date: '2026-02-30' }, { date: `${date}T00:00` }, { time: '25:00' }, { time: '1400' },
      { office: '../../etc' }, { office: 'Seongsu' }, { surprise: true },
    ];
    for (const overrides of odd) {
      const answer = await book(server.client(), { ...bookingBody({ date }), ...overrides } as never);
      expect([answer.status, answer.body.code], JSON.stringify(overrides).slice(0, 80)).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    const unknownOffice = await book(server.client(), bookingBody({ date, office: 'nowhere' }));
    expect([unknownOffice.status, unknownOffice.body.code]).toEqual([404, ApiCode.NO_DATA]);
    const after = await server.db.selectFrom('showroom_booking').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('a guest manages a booking with its number and phone', () => {
  it('looks it up, is refused with a wrong phone or number, cancels it once and is told', async () => {
    const date = await openDay(server, 'seongsu', 4);
    const body = bookingBody({ date, time: '11:00' });
    const { bookingNo } = await bookConfirmed(server, server.client(), body);
    const stranger = server.client();

    const found = await stranger.post<BookingView>(`${BOOKINGS}/lookup`, { bookingNo, phone: body.phone.replace(/(\d{3})(\d{4})(\d{4})/, '$1-$2-$3') });
    expect(found.body.data).toMatchObject({ bookingNo, status: 'BOOKED', name: '김마루' });
    for (const attempt of [{ bookingNo, phone: newPhone() }, { bookingNo: 'SR000000000000', phone: body.phone }, { bookingNo, phone: '02-555-0000' }]) {
      const refused = await stranger.post(`${BOOKINGS}/lookup`, attempt);
      expect([refused.status, refused.body.code]).toEqual([404, ApiCode.BOOKING_NOT_FOUND]);
      const notCancelled = await stranger.post(`${BOOKINGS}/cancel`, attempt);
      expect([notCancelled.status, notCancelled.body.code]).toEqual([404, ApiCode.BOOKING_NOT_FOUND]);
    }
    for (const odd of [{ bookingNo: 'x', phone: body.phone }, { bookingNo, phone: 'a'.repeat(5000) }, { bookingNo }, {}]) {
      expect((await stranger.post(`${BOOKINGS}/lookup`, odd)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    }
    expect((await slotsOf(date)).slots.find((slot) => slot.time === '11:00')!.remaining).toBe(3);

    const cancelled = await stranger.post<BookingView>(`${BOOKINGS}/cancel`, { bookingNo, phone: body.phone });
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect((await slotsOf(date)).slots.find((slot) => slot.time === '11:00')!.remaining).toBe(4);
    const again = await stranger.post(`${BOOKINGS}/cancel`, { bookingNo, phone: body.phone });
    expect(again.body.code).toBe(ApiCode.BOOKING_NOT_CANCELLABLE);
    expect((await outboxTo(server, body.phone)).map((message) => message.template).sort()).toEqual(['SHOWROOM_BOOKED', 'SHOWROOM_CANCELLED', 'SHOWROOM_CODE']);
  });
});

describe('members', () => {
  it('see and cancel only their own bookings', async () => {
    const [owner, other] = await Promise.all([memberWithOwnPhone(server), memberWithOwnPhone(server)]);
    const date = await openDay(server, 'haeundae', 3);
    const mine = await bookConfirmed(server, owner.client, bookingBody({ office: 'haeundae', date, time: '13:00', phone: owner.phone }));
    const theirs = await bookConfirmed(server, other.client, bookingBody({ office: 'haeundae', date, time: '14:00', phone: other.phone }));
    const guestsOwn = await bookConfirmed(server, server.client(), bookingBody({ office: 'haeundae', date, time: '14:00' }));

    const listed = (await owner.client.get<{ list: BookingView[] }>(`${BOOKINGS}/mine`)).body.data!.list.map((booking) => booking.bookingNo);
    expect(listed).toEqual([mine.bookingNo]);
    expect((await other.client.get<{ list: BookingView[] }>(`${BOOKINGS}/mine`)).body.data!.list.map((booking) => booking.bookingNo)).toEqual([theirs.bookingNo]);
    expect((await server.client().get(`${BOOKINGS}/mine`)).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);

    for (const foreign of [theirs.bookingNo, guestsOwn.bookingNo]) {
      const refused = await owner.client.post(`${BOOKINGS}/mine/${foreign}/cancel`);
      expect([refused.status, refused.body.code]).toEqual([404, ApiCode.BOOKING_NOT_FOUND]);
    }
    expect((await owner.client.post(`${BOOKINGS}/mine/not-a-number/cancel`)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    const cancelled = await owner.client.post<BookingView>(`${BOOKINGS}/mine/${mine.bookingNo}/cancel`);
    expect(cancelled.body.data!.status).toBe('CANCELLED');
    const row = await server.db.selectFrom('showroom_booking').select(['member_id', 'status']).where('booking_no', '=', theirs.bookingNo).executeTakeFirstOrThrow();
    expect(row.status).toBe('BOOKED');
    expect(row.member_id).not.toBeNull();
  });
});

describe('the reminder the day before', () => {
  it('is queued once at 10:00 KST the day before, never for a booking made after that moment', async () => {
    const date = await openDay(server, 'seongsu', 6);
    const body = bookingBody({ date, time: '16:00' });
    const late = bookingBody({ date, time: '17:00' });
    const { bookingNo } = await bookConfirmed(server, server.client(), body);
    const { bookingNo: lateNo } = await bookConfirmed(server, server.client(), late);
    const due = reminderMomentOf(kstInstant(date, '16:00'));
    expect(due.toISOString()).toBe(kstInstant(addCalendarDays(date, -1), '10:00').toISOString());
    const bookedAt = (no: string, at: Date) => sql`update showroom_booking set created_at = ${at}, confirmed_at = ${at} where booking_no = ${no}`.execute(server.db);
    await bookedAt(bookingNo, new Date(due.getTime() - 86_400_000));
    await bookedAt(lateNo, new Date(due.getTime() + 60_000));
    // Made the day before but its code typed only after the moment: just confirmed, so no reminder either.
    const typedLate = bookingBody({ date, time: '18:00' });
    const { bookingNo: typedLateNo } = await bookConfirmed(server, server.client(), typedLate);
    await sql`update showroom_booking set created_at = ${new Date(due.getTime() - 86_400_000)}, confirmed_at = ${new Date(due.getTime() + 60_000)} where booking_no = ${typedLateNo}`.execute(server.db);

    expect(await remindVisits(server.db, new Date(due.getTime() - 60_000))).toBe(0);
    const sent = await remindVisits(server.db, new Date(due.getTime() + 5 * 60_000));
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await remindVisits(server.db, new Date(due.getTime() + 65 * 60_000))).toBe(0);
    const reminders = (await outboxTo(server, body.phone)).filter((message) => message.template === 'SHOWROOM_REMINDER');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(bookingNo);
    expect((await outboxTo(server, late.phone)).map((message) => message.template)).toEqual(['SHOWROOM_BOOKED', 'SHOWROOM_CODE']);
    expect((await outboxTo(server, typedLate.phone)).map((message) => message.template)).toEqual(['SHOWROOM_BOOKED', 'SHOWROOM_CODE']);
  });
});

describe('keeping bookings', () => {
  it('deletes a booking a year after its visit, as the privacy notice says', async () => {
    const { bookingNo } = (await book(server.client(), bookingBody({ date: await openDay(server, 'haeundae', 8), time: '10:00' }))).body.data!;
    const visit = (await server.db.selectFrom('showroom_booking').select('starts_at').where('booking_no', '=', bookingNo).executeTakeFirstOrThrow()).starts_at;
    const kept = () => server.db.selectFrom('showroom_booking').select('booking_id').where('booking_no', '=', bookingNo).execute();
    await purgeOldBookings(server.db, new Date(visit.getTime() + 364 * 86_400_000));
    expect(await kept()).toHaveLength(1);
    expect(await purgeOldBookings(server.db, new Date(visit.getTime() + 366 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual([]);
  });
});
