import { type AdminBookingListView, ApiCode, type BookingView, type SlotsView } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/factories';
import { serverForTests, startTestServer } from '../../../test/harness';
import { clockFrom } from '../../core/time/clock';
import { lapseBookings, purgeOldBookings } from './queries';
import {
  book, BOOKINGS, bookingBody, codeSentTo, confirmCode, GENEROUS_SHOWROOM_LIMITS, memberWithOwnPhone, newPhone, openDay, outboxTo, resend, SHOWROOM_TEST_START,
} from './showroom-test-kit';

// Issue 22: a booking made with a phone not yet proven waits for the code sent to it. The
// clock only moves forward in this file (the tests share one server).

const clock = clockFrom(SHOWROOM_TEST_START);
const server = serverForTests(() => startTestServer({ clock, env: { MARU_RATE_LIMITS: GENEROUS_SHOWROOM_LIMITS } }));

const MINUTE = 60_000;
const remainingAt = async (office: string, date: string, time: string) =>
  (await server.client().get<SlotsView>(`/api/showroom/v1/offices/${office}/slots?date=${date}`)).body.data!.slots.find((slot) => slot.time === time)!.remaining;
const rowOf = (bookingNo: string) => server.db.selectFrom('showroom_booking').selectAll().where('booking_no', '=', bookingNo).executeTakeFirstOrThrow();
const templatesTo = async (phone: string) => (await outboxTo(server, phone)).map((message) => message.template);
const lookUp = async (bookingNo: string, phone: string) => (await server.client().post<BookingView>(`${BOOKINGS}/lookup`, { bookingNo, phone })).body.data!;
/** A code that is not the one sent (a wrong guess). */
const wrongTo = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the code typed back', () => {
  it('five wrong codes lapse the booking: its place goes back and nothing is confirmed to the phone', async () => {
    const date = await openDay(server, 'seongsu', 2);
    const body = bookingBody({ date, time: '10:00' });
    const { bookingNo } = (await book(server.client(), body)).body.data!;
    const code = await codeSentTo(server, body.phone);
    expect(await remainingAt('seongsu', date, '10:00')).toBe(3);

    for (const left of [4, 3, 2, 1]) {
      const wrong = await confirmCode(server.client(), bookingNo, body.phone, wrongTo(code));
      expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([200, ApiCode.BOOKING_CODE_WRONG, expect.stringContaining(`남은 입력 ${left}번`)]);
      expect((await lookUp(bookingNo, body.phone)).confirmation!.attemptsLeft).toBe(left);
    }
    const fifth = await confirmCode(server.client(), bookingNo, body.phone, wrongTo(code));
    expect([fifth.body.code, fifth.body.message]).toEqual([ApiCode.BOOKING_CODE_LOCKED, '인증번호를 5번 잘못 입력해 예약이 취소되었습니다. 처음부터 다시 예약해 주세요.']);
    // Even the right code is too late now.
    expect((await confirmCode(server.client(), bookingNo, body.phone, code)).body.code).toBe(ApiCode.BOOKING_CODE_LOCKED);
    expect((await resend(server.client(), bookingNo, body.phone)).body.code).toBe(ApiCode.BOOKING_CODE_LOCKED);
    expect(await lookUp(bookingNo, body.phone)).toMatchObject({ status: 'LAPSED', statusLabel: '인증 만료', confirmation: null, cancellable: false });
    expect(await remainingAt('seongsu', date, '10:00')).toBe(4);
    expect(await templatesTo(body.phone)).toEqual(['SHOWROOM_CODE']);
  });

  it('a code is refused with another phone or a malformed code, and those tries cost the booking nothing', async () => {
    const date = await openDay(server, 'seongsu', 2);
    const body = bookingBody({ date, time: '11:00' });
    const { bookingNo } = (await book(server.client(), body)).body.data!;
    const code = await codeSentTo(server, body.phone);
    const stranger = await confirmCode(server.client(), bookingNo, newPhone(), code);
    expect([stranger.status, stranger.body.code]).toEqual([404, ApiCode.BOOKING_NOT_FOUND]);
    for (const odd of ['12345', '1234567', 'abcdef', '', ' 12 345']) {
      expect((await confirmCode(server.client(), bookingNo, body.phone, odd)).body.code, odd).toBe(ApiCode.REQUIRED_PARAMETER);
    }
    expect((await lookUp(bookingNo, body.phone)).confirmation!.attemptsLeft).toBe(5);
    expect((await confirmCode(server.client(), bookingNo, body.phone, code)).body.data!.status).toBe('BOOKED');
  });

  it('a resend waits a minute, replaces the code, stops after three, and never moves the deadline', async () => {
    const date = await openDay(server, 'seongsu', 2);
    const body = bookingBody({ date, time: '12:00' });
    const booked = (await book(server.client(), body)).body.data!;
    const first = await codeSentTo(server, body.phone);
    expect(new Date(booked.confirmation!.resendAt!).getTime() - new Date(booked.createdAt).getTime()).toBe(60_000);

    const tooSoon = await resend(server.client(), booked.bookingNo, body.phone);
    expect([tooSoon.body.code, tooSoon.body.message]).toEqual([ApiCode.BOOKING_CODE_RESEND_REFUSED, expect.stringMatching(/^인증번호는 \d+초 뒤에 다시 받을 수 있습니다\.$/)]);
    let latest = first;
    for (const left of [2, 1, 0]) {
      clock.advance(61_000);
      const again = await resend(server.client(), booked.bookingNo, body.phone);
      expect(again.body.code, again.body.message).toBe(0);
      expect(again.body.data!.confirmation).toMatchObject({ resendsLeft: left, confirmBy: booked.confirmation!.confirmBy, attemptsLeft: 5 });
      expect(again.body.data!.confirmation!.resendAt === null).toBe(left === 0);
      latest = await codeSentTo(server, body.phone);
    }
    clock.advance(61_000);
    const fourth = await resend(server.client(), booked.bookingNo, body.phone);
    expect([fourth.body.code, fourth.body.message]).toEqual([ApiCode.BOOKING_CODE_RESEND_REFUSED, '인증번호는 3번까지 다시 받을 수 있습니다. 받은 인증번호를 입력해 주세요.']);
    expect(await templatesTo(body.phone)).toEqual(Array(4).fill('SHOWROOM_CODE'));
    expect((await rowOf(booked.bookingNo)).code_sends).toBe(4);

    // Only the latest code counts (unless a resend drew the same six digits, one in a million).
    if (latest !== first) expect((await confirmCode(server.client(), booked.bookingNo, body.phone, first)).body.code).toBe(ApiCode.BOOKING_CODE_WRONG);
    expect((await confirmCode(server.client(), booked.bookingNo, body.phone, latest)).body.data!.status).toBe('BOOKED');
    expect((await resend(server.client(), booked.bookingNo, body.phone)).body.code).toBe(ApiCode.BOOKING_CODE_RESEND_REFUSED);
    expect(await templatesTo(body.phone)).toEqual(['SHOWROOM_BOOKED', ...Array(4).fill('SHOWROOM_CODE')]);
  });
});

describe('a guest who never confirms', () => {
  it('holds the place ten minutes: then the slot, the phone’s limits and the next booking see it gone, before any sweep', async () => {
    const date = await openDay(server, 'haeundae', 3);
    // 해운대 takes three parties an hour: three guests who never confirm fill the slot.
    const bodies = [0, 1, 2].map(() => bookingBody({ office: 'haeundae', date, time: '15:00' }));
    const pending = [];
    for (const body of bodies) pending.push((await book(server.client(), body)).body.data!);
    expect(pending.map((booking) => booking.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(await remainingAt('haeundae', date, '15:00')).toBe(0);
    expect((await book(server.client(), bookingBody({ office: 'haeundae', date, time: '15:00' }))).body.code).toBe(ApiCode.BOOKING_SLOT_FULL);
    // The same phone may not book that day again while its booking waits.
    const again = bookingBody({ office: 'haeundae', date, time: '16:00', phone: bodies[0]!.phone });
    expect((await book(server.client(), again)).body.code).toBe(ApiCode.BOOKING_PHONE_SAME_DAY);

    clock.advance(9 * MINUTE);
    expect(await remainingAt('haeundae', date, '15:00')).toBe(0);
    clock.advance(2 * MINUTE);
    // Ten minutes on: every read counts the places free, whether or not the sweep came by.
    expect(await remainingAt('haeundae', date, '15:00')).toBe(3);
    expect(await lookUp(pending[1]!.bookingNo, bodies[1]!.phone)).toMatchObject({ status: 'LAPSED', confirmation: null });
    const late = await confirmCode(server.client(), pending[2]!.bookingNo, bodies[2]!.phone, await codeSentTo(server, bodies[2]!.phone));
    expect([late.body.code, late.body.message]).toEqual([ApiCode.BOOKING_CODE_EXPIRED, '인증 시간 10분이 지나 예약이 취소되었습니다. 처음부터 다시 예약해 주세요.']);
    expect((await book(server.client(), again)).body.data!.status).toBe('PENDING');
    const newcomer = await book(server.client(), bookingBody({ office: 'haeundae', date, time: '15:00' }));
    expect(newcomer.body.data!.status).toBe('PENDING');

    // The sweep brings the table in line: every lapsed booking marked, the slot counting only the live one.
    await lapseBookings(server.db, clock.now(), { overdue: true });
    expect((await Promise.all(pending.map((booking) => rowOf(booking.bookingNo)))).map((row) => [row.status, row.code_hash])).toEqual(Array(3).fill(['LAPSED', null]));
    const slot = await server.db.selectFrom('showroom_slot').innerJoin('showroom_office', 'showroom_office.office_id', 'showroom_slot.office_id').select('booked').where('slug', '=', 'haeundae').where('starts_at', '=', new Date(pending[0]!.startsAt)).executeTakeFirstOrThrow();
    expect(slot.booked).toBe(1);
    expect(await lapseBookings(server.db, clock.now(), { overdue: true })).toBe(0);
    for (const body of bodies) expect(await templatesTo(body.phone)).not.toContain('SHOWROOM_BOOKED');

    // A lapsed booking's name and phone are deleted a day after it lapsed.
    await purgeOldBookings(server.db, new Date(clock.now().getTime() + 23 * 60 * MINUTE));
    expect((await rowOf(pending[1]!.bookingNo)).status).toBe('LAPSED');
    await purgeOldBookings(server.db, new Date(clock.now().getTime() + 25 * 60 * MINUTE));
    expect(await server.db.selectFrom('showroom_booking').select('booking_id').where('booking_no', 'in', pending.map((booking) => booking.bookingNo)).execute()).toEqual([]);
  });

  it('the console shows a waiting booking as 인증 대기 without marks, and never a lapsed one', async () => {
    const staff = await signedInStaff(server, 'OPERATOR');
    const date = await openDay(server, 'seongsu', 5);
    const waiting = (await book(server.client(), bookingBody({ date, time: '13:00' }))).body.data!;
    const day = async (query = '') => (await staff.client.get<AdminBookingListView>(`/api/admin/v1/bookings?date=${date}${query}`)).body.data!.list;
    expect((await day()).map((row) => [row.bookingNo, row.status, row.statusLabel])).toEqual([[waiting.bookingNo, 'PENDING', '인증 대기']]);
    expect((await day('&status=PENDING')).map((row) => row.bookingNo)).toEqual([waiting.bookingNo]);
    expect((await staff.client.get(`/api/admin/v1/bookings?date=${date}&status=LAPSED`)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    for (const status of ['VISITED', 'CANCELLED']) {
      expect((await staff.client.post(`/api/admin/v1/bookings/${waiting.bookingNo}/status`, { status })).body.code).toBe(ApiCode.BOOKING_NOT_CANCELLABLE);
    }
    clock.advance(11 * MINUTE);
    expect(await day()).toEqual([]);
  });
});

describe('members', () => {
  it('booking with the phone their verification recorded are booked at once; with another phone they get the code like a guest', async () => {
    const member = await memberWithOwnPhone(server);
    const date = await openDay(server, 'seongsu', 6);
    const own = await book(member.client, bookingBody({ date, time: '14:00', phone: member.phone.replace(/(\d{3})(\d{4})(\d{4})/, '$1-$2-$3') }));
    expect(own.body.data).toMatchObject({ status: 'BOOKED', confirmation: null, cancellable: true });
    expect(await templatesTo(member.phone)).toEqual(['SHOWROOM_BOOKED']);
    expect((await rowOf(own.body.data!.bookingNo)).confirmed_at).toBeInstanceOf(Date);

    const other = bookingBody({ date, time: '15:00', office: 'haeundae' });
    const pending = (await book(member.client, other)).body.data!;
    expect(pending.status).toBe('PENDING');
    expect(await templatesTo(other.phone)).toEqual(['SHOWROOM_CODE']);
    const mine = async () => (await member.client.get<{ list: BookingView[] }>(`${BOOKINGS}/mine`)).body.data!.list.map((booking) => [booking.bookingNo, booking.status]);
    // Newest visit first: 해운대 15:00, then 성수 14:00.
    expect(await mine()).toEqual([[pending.bookingNo, 'PENDING'], [own.body.data!.bookingNo, 'BOOKED']]);
    expect((await member.client.post(`${BOOKINGS}/mine/${pending.bookingNo}/cancel`)).body.code).toBe(ApiCode.BOOKING_NOT_CANCELLABLE);
    const confirmed = await confirmCode(member.client, pending.bookingNo, other.phone, await codeSentTo(server, other.phone));
    expect(confirmed.body.data!.status).toBe('BOOKED');
    expect((await rowOf(pending.bookingNo)).member_id).not.toBeNull();
    expect(await templatesTo(other.phone)).toEqual(['SHOWROOM_BOOKED', 'SHOWROOM_CODE']);

    // A member's booking never confirmed drops out of their list once it lapses.
    const forgotten = (await book(member.client, bookingBody({ date: await openDay(server, 'seongsu', 7), time: '14:00' }))).body.data!;
    expect((await mine()).map(([bookingNo]) => bookingNo)).toContain(forgotten.bookingNo);
    clock.advance(11 * MINUTE);
    expect((await mine()).map(([bookingNo]) => bookingNo)).not.toContain(forgotten.bookingNo);
  });
});
