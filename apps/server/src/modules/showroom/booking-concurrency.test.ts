import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests, startTestServer } from '../../../test/harness';
import { clockFrom } from '../../core/time/clock';
import { book, bookingBody, GENEROUS_SHOWROOM_LIMITS, openDay, SHOWROOM_TEST_START } from './showroom-test-kit';

const server = serverForTests(() => startTestServer({ clock: clockFrom(SHOWROOM_TEST_START), env: { MARU_RATE_LIMITS: GENEROUS_SHOWROOM_LIMITS } }));

describe('simultaneous bookings of one slot', () => {
  it('50 guests at once: exactly the capacity (4) hold a place, the rest are told the slot is full', async () => {
    const date = await openDay(server, 'seongsu', 7);
    const clients = Array.from({ length: 50 }, () => server.client());
    // Each visitor holds its XSRF pair first, so the 50 bookings leave together.
    await Promise.all(clients.map((client) => client.get('/api/health')));
    const answers = await Promise.all(clients.map((client) => book(client, bookingBody({ date, time: '13:00' }))));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(4);
    expect(codes.filter((code) => code === ApiCode.BOOKING_SLOT_FULL)).toHaveLength(46);

    const startsAt = new Date(`${date}T13:00:00+09:00`);
    const rows = await server.db.selectFrom('showroom_booking').select('booking_no').where('starts_at', '=', startsAt).where('status', '=', 'PENDING').execute();
    expect(rows).toHaveLength(4);
    const slot = await server.db.selectFrom('showroom_slot').select('booked').where('starts_at', '=', startsAt).executeTakeFirstOrThrow();
    expect(slot.booked).toBe(4);
    // Only the four holding a place were sent a code, and nothing is confirmed before a code comes back.
    const sent = await server.db.selectFrom('message_outbox').select('template').execute();
    expect(sent.map((message) => message.template)).toEqual(Array(4).fill('SHOWROOM_CODE'));
  });
});
