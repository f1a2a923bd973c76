import { type AdminBookingListView, type AdminBookingRow, ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { auditEntriesOf, signedInStaff, verifiedMember } from '../../../test/factories';
import { serverForTests, startTestServer } from '../../../test/harness';
import { clockFrom } from '../../core/time/clock';
import { bookConfirmed, bookingBody, GENEROUS_SHOWROOM_LIMITS, openDay, outboxTo, SHOWROOM_TEST_START } from './showroom-test-kit';

const CONSOLE = '/api/admin/v1/bookings';
const clock = clockFrom(SHOWROOM_TEST_START);
const server = serverForTests(() => startTestServer({ clock, env: { MARU_RATE_LIMITS: GENEROUS_SHOWROOM_LIMITS } }));

describe('the console’s bookings', () => {
  it('are for staff only', async () => {
    const member = await verifiedMember(server);
    for (const client of [server.client(), member.client]) {
      const list = await client.get(`${CONSOLE}?date=2026-12-01`);
      expect([list.status, list.body.code]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN]);
      const mark = await client.post(`${CONSOLE}/SR261201000001/status`, { status: 'VISITED' });
      expect([mark.status, mark.body.code]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN]);
    }
  });

  it('list one day by office, and mark visits (audited) from the day of the visit on', async () => {
    const staff = await signedInStaff(server, 'OPERATOR');
    const date = await openDay(server, 'seongsu', 2);
    const first = await bookConfirmed(server, server.client(), bookingBody({ date, time: '10:00', name: '방문객' }));
    const second = await bookConfirmed(server, server.client(), bookingBody({ date, time: '12:00' }));
    const elsewhere = await bookConfirmed(server, server.client(), bookingBody({ office: 'haeundae', date: await openDay(server, 'haeundae', 2), time: '12:00' }));

    const day = (await staff.client.get<AdminBookingListView>(`${CONSOLE}?date=${date}&office=seongsu`)).body.data!;
    expect(day.list.map((row) => row.bookingNo)).toEqual([first.bookingNo, second.bookingNo]);
    // An operator has no personal-data right: the visitor's name and phone are masked (issue 41).
    expect(day.list[0]).toMatchObject({ time: '10:00', name: '방*객', member: false, status: 'BOOKED', phone: expect.stringMatching(/^010-\*{4}-\d{4}$/) });
    expect(day.offices.map((office) => office.slug)).toEqual(['seongsu', 'haeundae']);
    expect(day.list.map((row) => row.bookingNo)).not.toContain(elsewhere.bookingNo);
    for (const query of ['', '?date=2026-13-01', `?date=${date}&office=NOPE`, `?date=${date}&status=GONE`]) {
      expect((await staff.client.get(`${CONSOLE}${query}`)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    }

    // Before the day of the visit nothing is marked.
    const early = await staff.client.post(`${CONSOLE}/${first.bookingNo}/status`, { status: 'VISITED' });
    expect(early.body.code).toBe(ApiCode.BOOKING_NOT_CANCELLABLE);
    // The visit's day comes, half an hour into the visit (the earlier console session has
    // expired by then: staff sign in that morning).
    clock.set(new Date(new Date(first.startsAt).getTime() + 30 * 60_000));
    let onDuty: Awaited<ReturnType<typeof signedInStaff>>;
    try {
      onDuty = await signedInStaff(server, 'OPERATOR');
      const marked = await onDuty.client.post<AdminBookingRow>(`${CONSOLE}/${first.bookingNo}/status`, { status: 'VISITED' });
      expect(marked.body.data).toMatchObject({ status: 'VISITED', statusLabel: '방문 완료', date });
      const noShow = await onDuty.client.post<AdminBookingRow>(`${CONSOLE}/${first.bookingNo}/status`, { status: 'NO_SHOW' });
      expect(noShow.body.data!.status).toBe('NO_SHOW');
    } finally {
      clock.set(SHOWROOM_TEST_START);
    }
    const audit = await auditEntriesOf(server, 'booking', first.bookingNo);
    expect(audit.map((entry) => [entry.action, entry.staff_id, entry.after])).toEqual([
      ['booking.visit', onDuty.staffId, { status: 'VISITED' }],
      ['booking.no_show', onDuty.staffId, { status: 'NO_SHOW' }],
    ]);
    for (const body of [{ status: 'BOOKED' }, { status: 'visited' }, {}, { status: 'VISITED', extra: 1 }]) {
      expect((await staff.client.post(`${CONSOLE}/${second.bookingNo}/status`, body)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    }
    const missing = await staff.client.post(`${CONSOLE}/SR000000000000/status`, { status: 'VISITED' });
    expect([missing.status, missing.body.code]).toEqual([404, ApiCode.BOOKING_NOT_FOUND]);
  });

  it('cancel a booking for the visitor, who is told', async () => {
    const staff = await signedInStaff(server, 'ADMIN');
    const body = bookingBody({ date: await openDay(server, 'seongsu', 3), time: '16:00' });
    const { bookingNo } = await bookConfirmed(server, server.client(), body);
    const cancelled = await staff.client.post<AdminBookingRow>(`${CONSOLE}/${bookingNo}/status`, { status: 'CANCELLED' });
    expect(cancelled.body.data!.status).toBe('CANCELLED');
    expect((await staff.client.post(`${CONSOLE}/${bookingNo}/status`, { status: 'VISITED' })).body.code).toBe(ApiCode.BOOKING_NOT_CANCELLABLE);
    expect((await outboxTo(server, body.phone)).map((message) => message.template).sort()).toEqual(['SHOWROOM_BOOKED', 'SHOWROOM_CANCELLED', 'SHOWROOM_CODE']);
    expect((await auditEntriesOf(server, 'booking', bookingNo)).map((entry) => entry.action)).toEqual(['booking.cancel']);
  });
});
