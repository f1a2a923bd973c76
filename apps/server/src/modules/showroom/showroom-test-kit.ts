import { addCalendarDays, type BookingRequest, type BookingView, dayClosure, type DayHours, kstDayOf, weekdayOf } from '@maru/domain';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/harness';
import { type Member, verifiedMember } from '../../../test/visitors';
import type { HttpClient } from '../../../test/http-client';

// Showroom API tests: open days, booking bodies, phones and the outbox.

/**
 * Where the showroom tests' clock starts: a Wednesday, 09:00 KST, before either office opens.
 * Hours differ by weekday (성수 opens at 11:00 at weekends), so a test that picked "two days
 * from today" on the real clock passed on some days and failed on others; with this start
 * every day the tests name is the same day whenever they run.
 */
export const SHOWROOM_TEST_START = new Date('2026-12-02T00:00:00.000Z');

export const BOOKINGS = '/api/showroom/v1/bookings';
/** Bookings and look-ups from one address (127.0.0.1) far beyond a visitor's share. */
export const GENEROUS_SHOWROOM_LIMITS = ['showroom-booking.perIp=5000', 'showroom-booking-lookup.perIp=5000', 'showroom-booking-code.perIp=5000', 'certify-start.perIp=1000', 'certify-complete.perIp=1000', 'join.perIp=1000', 'guest-token.perIp=1000', 'staff-sign-in.perIp=1000'].join(',');

let phoneCounter = Math.floor(Math.random() * 9_000_000);
/** A fresh mobile number, so each test reads only its own messages. */
export const newPhone = () => `010${String(10_000_000 + (phoneCounter++ % 89_999_999)).slice(-8)}`;

/** The calendar of an office as the database holds it. */
export async function calendarOf(server: TestServer, slug: string) {
  const office = await server.db.selectFrom('showroom_office').select(['office_id', 'hours', 'capacity_per_slot']).where('slug', '=', slug).executeTakeFirstOrThrow();
  const holidays = await server.db.selectFrom('showroom_holiday').select((eb) => eb.fn<string>('to_char', ['holiday', eb.val('YYYY-MM-DD')]).as('date')).where('office_id', '=', office.office_id).execute();
  return { officeId: office.office_id, capacity: office.capacity_per_slot, hours: office.hours as DayHours[], holidays: holidays.map((day) => day.date) };
}

/** The `nth` open day (0 = the first) at least `from` days ahead. */
export async function openDay(server: TestServer, slug: string, from = 2, nth = 0): Promise<string> {
  const calendar = await calendarOf(server, slug);
  const now = server.app.clock.now();
  const today = kstDayOf(now);
  let found = -1;
  for (let offset = from; offset <= 60; offset += 1) {
    const date = addCalendarDays(today, offset);
    if (dayClosure(calendar, date, now) === null && (found += 1) === nth) return date;
  }
  throw new Error('no open day within the horizon');
}

/** A day of the week the office is closed on, within the horizon. */
export async function weeklyClosedDay(server: TestServer, slug: string): Promise<string> {
  const calendar = await calendarOf(server, slug);
  const today = kstDayOf(server.app.clock.now());
  for (let offset = 1; offset <= 14; offset += 1) {
    const date = addCalendarDays(today, offset);
    if (!calendar.hours[weekdayOf(date)]) return date;
  }
  throw new Error('the office opens every day');
}

export const bookingBody = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  office: 'seongsu',
  date: '2026-12-01',
  time: '14:00',
  name: '김마루',
  phone: newPhone(),
  partySize: 2,
  interests: ['타일', '수전'],
  memo: '욕실 리모델링 상담을 받고 싶어요.',
  privacyConsent: true,
  ...overrides,
});

export async function book(client: HttpClient, body: BookingRequest) {
  return client.post<BookingView>(BOOKINGS, body);
}

export async function outboxTo(server: TestServer, phone: string): Promise<{ template: string; text: string; link: string | null }[]> {
  const answer = await server.client().get<unknown>(`/sandbox/outbox/messages?to=${phone}`);
  return (answer.body as unknown as { messages: { template: string; text: string; link: string | null }[] }).messages;
}

/** The latest code sent to a phone (SHOWROOM_CODE: 인증번호 [123456]). */
export async function codeSentTo(server: TestServer, phone: string): Promise<string> {
  const message = (await outboxTo(server, phone)).find((candidate) => candidate.template === 'SHOWROOM_CODE');
  const code = /\[(\d{6})\]/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

export async function confirmCode(client: HttpClient, bookingNo: string, phone: string, code: string) {
  return client.post<BookingView>(`${BOOKINGS}/confirm`, { bookingNo, phone, code });
}

export async function resend(client: HttpClient, bookingNo: string, phone: string) {
  return client.post<BookingView>(`${BOOKINGS}/resend-code`, { bookingNo, phone });
}

/** Books and, when the phone is asked for its code, types the code from the outbox: a booking as a visitor ends with one. */
export async function bookConfirmed(server: TestServer, client: HttpClient, body: BookingRequest): Promise<BookingView> {
  const booked = await book(client, body);
  expect(booked.body.code, booked.body.message).toBe(0);
  if (booked.body.data!.status !== 'PENDING') return booked.body.data!;
  const confirmed = await confirmCode(client, booked.body.data!.bookingNo, body.phone, await codeSentTo(server, body.phone));
  expect(confirmed.body.code, confirmed.body.message).toBe(0);
  return confirmed.body.data!;
}

/**
 * A signed-in member whose identity verification recorded a phone of their own. The sandbox's
 * test people all verify 010-1234-5678, which would put every member under one phone's
 * limits; the number is set as a verification of another phone would set it.
 */
export async function memberWithOwnPhone(server: TestServer): Promise<Member & { phone: string }> {
  const member = await verifiedMember(server);
  const phone = newPhone();
  await server.db.updateTable('member').set({ phone }).where('email', '=', member.email).execute();
  return { ...member, phone };
}
