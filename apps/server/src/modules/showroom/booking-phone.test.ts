import { ApiCode, type BookingRequest, kstDayOf } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests, startTestServer } from '../../../test/harness';
import { clockFrom } from '../../core/time/clock';
import { book, BOOKINGS, bookConfirmed, bookingBody, GENEROUS_SHOWROOM_LIMITS, newPhone, openDay, outboxTo, resend, SHOWROOM_TEST_START } from './showroom-test-kit';

// Issue 22: what one phone number may hold — one upcoming booking per office and Korean day,
// three in all — and how many codes it may be sent, alone and under a crowd.

const clock = clockFrom(SHOWROOM_TEST_START);
const server = serverForTests(() => startTestServer({ clock, env: { MARU_RATE_LIMITS: GENEROUS_SHOWROOM_LIMITS } }));

/** The phone's live bookings still ahead, as the table holds them. */
async function liveBookingsOf(phone: string) {
  const rows = await server.db.selectFrom('showroom_booking as b').innerJoin('showroom_office as o', 'o.office_id', 'b.office_id').select(['o.slug', 'b.starts_at', 'b.status']).where('b.phone', '=', phone).where('b.status', 'in', ['BOOKED', 'PENDING']).execute();
  return rows.map((row) => `${row.slug} ${kstDayOf(row.starts_at)}`);
}

/** Sends every booking at once, each from its own browser holding its XSRF pair already. */
async function allAtOnce(bodies: BookingRequest[]) {
  const clients = bodies.map(() => server.client());
  await Promise.all(clients.map((client) => client.get('/api/health')));
  const answers = await Promise.all(clients.map((client, index) => book(client, bodies[index]!)));
  return answers.map((answer) => answer.body.code);
}

describe('one phone number', () => {
  it('holds one upcoming booking per office and day and three in all; a cancel gives one back', async () => {
    const phone = newPhone();
    const [day1, day2] = [await openDay(server, 'seongsu', 2, 0), await openDay(server, 'seongsu', 2, 1)];
    const haeundaeDay2 = await openDay(server, 'haeundae', 2, 1);
    expect((await book(server.client(), bookingBody({ phone, date: day1, time: '10:00' }))).body.data!.status).toBe('PENDING');

    const sameDay = await book(server.client(), bookingBody({ phone: phone.replace(/(\d{3})(\d{4})(\d{4})/, '$1 $2 $3'), date: day1, time: '16:00' }));
    expect([sameDay.status, sameDay.body.code, sameDay.body.message]).toEqual([200, ApiCode.BOOKING_PHONE_SAME_DAY, expect.stringContaining('이 휴대폰 번호로 같은 날 이 쇼룸에 예약이 이미 있습니다.')]);
    expect((await book(server.client(), bookingBody({ phone, office: 'haeundae', date: day1, time: '13:00' }))).body.code).toBe(0);
    const third = await bookConfirmed(server, server.client(), bookingBody({ phone, date: day2, time: '11:00' }));

    const fourth = await book(server.client(), bookingBody({ phone, office: 'haeundae', date: haeundaeDay2, time: '13:00' }));
    expect([fourth.body.code, fourth.body.message]).toEqual([ApiCode.BOOKING_PHONE_LIMIT, expect.stringContaining('한 휴대폰 번호로 예약은 3건까지 할 수 있습니다.')]);
    // Another phone is not held back by this one's bookings.
    expect((await book(server.client(), bookingBody({ office: 'haeundae', date: haeundaeDay2, time: '13:00' }))).body.code).toBe(0);

    expect((await server.client().post(`${BOOKINGS}/cancel`, { bookingNo: third.bookingNo, phone })).body.code).toBe(0);
    expect((await book(server.client(), bookingBody({ phone, office: 'haeundae', date: haeundaeDay2, time: '14:00' }))).body.code).toBe(0);
    expect((await liveBookingsOf(phone)).sort()).toEqual([`haeundae ${day1}`, `haeundae ${haeundaeDay2}`, `seongsu ${day1}`]);
  });

  it('20 requests at once for one office and day: exactly one passes', async () => {
    const phone = newPhone();
    const date = await openDay(server, 'seongsu', 4);
    // Hours every open day has (성수 opens at 11:00 at weekends).
    const times = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    const codes = await allAtOnce(Array.from({ length: 20 }, (_, index) => bookingBody({ phone, date, time: times[index % times.length]! })));
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === ApiCode.BOOKING_PHONE_SAME_DAY)).toHaveLength(19);
    expect(await liveBookingsOf(phone)).toEqual([`seongsu ${date}`]);
    expect((await outboxTo(server, phone)).map((message) => message.template)).toEqual(['SHOWROOM_CODE']);
  });

  it('20 requests at once over six offices and days: exactly three pass, no two on one office and day', async () => {
    const phone = newPhone();
    const places: { office: string; date: string }[] = [];
    for (const office of ['seongsu', 'haeundae']) for (const nth of [0, 1, 2]) places.push({ office, date: await openDay(server, office, 8, nth) });
    const codes = await allAtOnce(Array.from({ length: 20 }, (_, index) => bookingBody({ phone, ...places[index % places.length]!, time: '14:00' })));
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code !== 0).every((code) => code === ApiCode.BOOKING_PHONE_LIMIT || code === ApiCode.BOOKING_PHONE_SAME_DAY)).toBe(true);
    const live = await liveBookingsOf(phone);
    expect(live).toHaveLength(3);
    expect(new Set(live).size).toBe(3);
  });

  it('is sent at most six codes an hour, whoever asks: then booking and resending answer 429 and nothing is held or sent', async () => {
    const phone = newPhone();
    const first = (await book(server.client(), bookingBody({ phone, date: await openDay(server, 'seongsu', 12), time: '10:00' }))).body.data!;
    for (let resent = 0; resent < 3; resent += 1) {
      clock.advance(61_000);
      expect((await resend(server.client(), first.bookingNo, phone)).body.code).toBe(0);
    }
    const second = (await book(server.client(), bookingBody({ phone, office: 'haeundae', date: await openDay(server, 'haeundae', 12), time: '10:00' }))).body.data!;
    clock.advance(61_000);
    expect((await resend(server.client(), second.bookingNo, phone)).body.code).toBe(0);
    expect(await outboxTo(server, phone)).toHaveLength(6);

    const thirdBody = bookingBody({ phone, date: await openDay(server, 'seongsu', 12, 1), time: '10:00' });
    const refused = await book(server.client(), thirdBody);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([429, ApiCode.TOO_MANY_ATTEMPTS, expect.stringMatching(/^이 휴대폰 번호로 인증번호를 너무 많이 보냈습니다\. \d+분 후에 다시 시도해 주세요\.$/)]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(61_000);
    expect((await resend(server.client(), second.bookingNo, phone)).status).toBe(429);
    expect(await outboxTo(server, phone)).toHaveLength(6);
    expect(await liveBookingsOf(phone)).toHaveLength(2);
    // The refused booking took no place.
    const slot = server.db.selectFrom('showroom_slot').innerJoin('showroom_office', 'showroom_office.office_id', 'showroom_slot.office_id').select('booked');
    expect(await slot.where('slug', '=', 'seongsu').where('starts_at', '=', new Date(`${thirdBody.date}T10:00:00+09:00`)).execute()).toEqual([]);
  });
});
