import { kstDayOf, portoneVbankDue, vbankDeadline, type OrderSummaryView, type SlotsView } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { clockFrom } from '../src/core/time/clock';
import { bookConfirmed, bookingBody, GENEROUS_SHOWROOM_LIMITS, newPhone } from '../src/modules/showroom/showroom-test-kit';
import { buyNowSheet, completeOf, freshOption, GENEROUS_ORDER_LIMITS, guest, orderBody, place, placeOf, sandboxPay, verifiedMember } from './factories';
import { serverForTests, startTestServer } from './harness';

// The shop's date rules on the days that broke tests before (issue 22): the server's clock
// is set to a Saturday, a Sunday night, a public holiday, the last minutes of a year and a
// leap day, and what a shopper does on such a day works — a visit booked two days ahead, a
// virtual account's deadline, the last month's orders, a session. `npm run test:dates` runs
// the whole suite on these days too (libfaketime); this keeps the rules honest in every CI run.

const DAYS = ['2026-11-28T09:00:00+09:00', '2026-11-29T23:55:00+09:00', '2026-12-25T12:00:00+09:00', '2026-12-31T23:50:00+09:00', '2028-02-29T00:05:00+09:00'];

describe.each(DAYS)('on %s (KST)', (instant) => {
  const clock = clockFrom(new Date(instant));
  const server = serverForTests(() => startTestServer({ clock, env: { MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${GENEROUS_SHOWROOM_LIMITS}` } }));

  it('books the first open slot two days ahead or later, whatever day two days ahead is', async () => {
    const today = kstDayOf(clock.now());
    let found: { date: string; time: string } | undefined;
    for (let offset = 2; offset <= 14 && !found; offset += 1) {
      const date = kstDayOf(new Date(new Date(`${today}T12:00:00+09:00`).getTime() + offset * 86_400_000));
      const slots = (await server.client().get<SlotsView>(`/api/showroom/v1/offices/seongsu/slots?date=${date}`)).body.data!;
      const time = slots.closedReason ? undefined : slots.slots.find((slot) => slot.available)?.time;
      if (time) found = { date, time };
    }
    expect(found).toBeDefined();
    const booking = await bookConfirmed(server, server.client(), bookingBody({ ...found!, phone: newPhone() }));
    expect(booking).toMatchObject({ status: 'BOOKED', date: found!.date, time: found!.time });
  });

  it('gives a virtual account its deadline, 23:59:59 KST the next day', async () => {
    const client = await guest(server);
    const sheet = await buyNowSheet(client, await freshOption(server, 5));
    const placed = await place(client, sheet.sheetNo, { guest: true, payMethod: 'vbank' });
    expect(placed.payment.params.vbank_due).toBe(portoneVbankDue(vbankDeadline(clock.now())));
  });

  it('keeps a member signed in and lists the order they paid in their last month', async () => {
    const member = await verifiedMember(server);
    const sheet = await buyNowSheet(member.client, await freshOption(server, 5));
    const placed = (await placeOf(member.client, orderBody(sheet.sheetNo))).body.data!;
    const impUid = await sandboxPay(member.client, placed);
    expect((await completeOf(member.client, impUid, placed.merchantUid)).body.data!.status).toBe('PAID');
    const list = await member.client.get<{ list: OrderSummaryView[] }>('/api/mypage/v1/order/list?period=1M');
    expect(list.body.code).toBe(0);
    expect(list.body.data!.list.map((order) => order.orderNo)).toContain(placed.orderNo);
  });
});
