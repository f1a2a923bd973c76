import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AFTERSALE_LIMITS, bookConfirmed, bookingBody, forceLines, freshOptions, GENEROUS_ORDER_LIMITS, GENEROUS_SHOWROOM_LIMITS, newPhone, openDay, paidOrder, signedInStaff,
  verifiedMember, type SignedInStaff,
} from './factories';
import { serverForTests, startTestServer } from './harness';
import type { ApiAnswer, HttpClient } from './http-client';
import { written } from '../src/modules/inquiry/inquiry-test-kit';
import { writeReview } from '../src/modules/review/review-test-kit';

// Personal data behind its right (issue 41): every console read that shows a member's or a
// visitor's personal data is one row below. Staff without 'members.personal' (OPERATOR) get
// the masks, and the raw answer holds none of the seeded whole values; staff with it (ADMIN)
// get them whole, and each such read leaves one access record (audit action
// personal_data.read) naming what was read. A new personal-data read is one more row.

const server = serverForTests(() =>
  startTestServer({
    env: {
      MARU_REDIS_PREFIX: `test:${randomUUID()}:`,
      MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${AFTERSALE_LIMITS},${GENEROUS_SHOWROOM_LIMITS},review-write.perIp=5000,review-write.perMember=5000,inquiry-write.perIp=5000`,
    },
  }),
);
const CONSOLE = '/api/admin/v1';

interface Seeded {
  orderNo: string;
  inquiryNo: number;
  reviewId: number;
  bookingNo: string;
  bookingDate: string;
  /** Whole values as stored, per kind of record: none may appear in a masked answer. */
  order: string[];
  member: string[];
  booking: string[];
  memberId: number;
  /** The member's name and e-mail and the representative named in their business-member request. */
  business: string[];
  /** An audit entry (as an older server might have written it) holding an order's receiver whole. */
  auditId: number;
  audited: string[];
  /** The order's orderer as stored, for the order search. */
  orderer: { name: string; phone: string };
}

let seeded: Seeded;
let operator: SignedInStaff;
let admin: SignedInStaff;
/** Holds 'staff' (the audit log) but not 'members.personal'. */
let auditor: SignedInStaff;

/** The digits of a phone number in every way an answer could spell them. */
const spellings = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return [digits, `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`, digits.slice(3)];
};

beforeAll(async () => {
  const auditorRole = `AUDIT_${randomUUID().replace(/\W/g, '').slice(0, 8).toUpperCase()}`;
  await server.db.insertInto('staff_role').values({ role_key: auditorRole, name: '감사 담당', rights: ['staff'] }).execute();
  [operator, admin, auditor] = await Promise.all([signedInStaff(server, 'OPERATOR'), signedInStaff(server, 'ADMIN'), signedInStaff(server, auditorRole)]);
  const shopper = await verifiedMember(server);
  const phone = newPhone();
  const name = `정${randomUUID().replace(/\D/g, '').slice(0, 2)}희`;
  await server.db.updateTable('member').set({ phone, name }).where('email', '=', shopper.email).execute();
  const order = await paidOrder(shopper.client, await freshOptions(server, 1));
  await forceLines(server, order.orderNo, 'DELIVERED');
  const row = await server.db.selectFrom('shop_order').selectAll().where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
  const review = await writeReview(shopper.client, { orderNo: order.orderNo, lineNo: 1 });
  expect(review.body.code, review.body.message).toBe(0);
  const inquiryNo = await written(shopper.client);
  const ceoName = `대${randomUUID().replace(/\D/g, '').slice(0, 2)}표`;
  const applied = await shopper.client.post('/api/mypage/v1/business', { companyName: `마루상사 ${randomUUID().slice(0, 6)}`, bizNo: '220-81-62517', ceoName, bizType: '도소매', bizItem: '가구' });
  expect(applied.body.code, applied.body.message).toBe(0);
  const { member_id: memberId } = await server.db.selectFrom('member').select('member_id').where('email', '=', shopper.email).executeTakeFirstOrThrow();
  const bookingDate = await openDay(server, 'seongsu', 2);
  const visitorPhone = newPhone();
  const booking = await bookConfirmed(server, server.client(), bookingBody({ date: bookingDate, time: '11:00', name: `방${randomUUID().replace(/\D/g, '').slice(0, 2)}객`, phone: visitorPhone }));
  const audited = { receiverName: row.receiver_name, receiverPhone: row.receiver_phone, address: row.receiver_address, addressDetail: row.receiver_address_detail };
  const entry = await server.db
    .insertInto('audit_log')
    .values({ staff_id: admin.staffId, action: 'order.cancel', target_type: 'order', target_id: order.orderNo, before: null, after: JSON.stringify(audited), ip: 'test' })
    .returning('audit_id')
    .executeTakeFirstOrThrow();
  seeded = {
    orderNo: order.orderNo,
    inquiryNo,
    reviewId: review.body.data!.reviewId,
    bookingNo: booking.bookingNo,
    bookingDate,
    order: [row.orderer_name, ...spellings(row.orderer_phone), row.orderer_email ?? shopper.email, row.receiver_name, ...spellings(row.receiver_phone), row.receiver_address, row.receiver_address_detail].filter((value) => value.length >= 2),
    member: [name, shopper.email],
    booking: [booking.name, ...spellings(visitorPhone)],
    memberId,
    business: [name, shopper.email, ceoName],
    auditId: Number(entry.audit_id),
    audited: [row.receiver_name, ...spellings(row.receiver_phone), row.receiver_address, row.receiver_address_detail].filter((value) => value.length >= 2),
    orderer: { name: row.orderer_name, phone: row.orderer_phone },
  };
});

interface PersonalRead {
  name: string;
  /** Who reads without the personal-data right, when not the operator (who lacks the section's right). */
  without?: () => SignedInStaff;
  call: (client: HttpClient) => Promise<ApiAnswer>;
  /** The seeded whole values this answer would show unmasked. */
  values: () => string[];
  /** The access record a whole read leaves: its target type and the id it must name. */
  record: { targetType: string; id: () => string };
}

const reads: PersonalRead[] = [
  {
    name: 'order list (orderer name and phone)',
    call: (client) => client.get(`${CONSOLE}/orders?orderNo=${seeded.orderNo}`),
    values: () => seeded.order.slice(0, 4),
    record: { targetType: 'order', id: () => seeded.orderNo },
  },
  {
    name: 'order detail (orderer, receiver, address, claims)',
    call: (client) => client.get(`${CONSOLE}/orders/${seeded.orderNo}`),
    values: () => seeded.order,
    record: { targetType: 'order', id: () => seeded.orderNo },
  },
  {
    name: 'inquiry list (member name)',
    call: (client) => client.get(`${CONSOLE}/inquiries?size=100`),
    values: () => seeded.member.slice(0, 1),
    record: { targetType: 'inquiry', id: () => String(seeded.inquiryNo) },
  },
  {
    name: 'inquiry detail (member name and e-mail)',
    call: (client) => client.get(`${CONSOLE}/inquiries/${seeded.inquiryNo}`),
    values: () => seeded.member,
    record: { targetType: 'inquiry', id: () => String(seeded.inquiryNo) },
  },
  {
    name: 'review list (writer name)',
    call: (client) => client.get(`${CONSOLE}/reviews?size=100`),
    values: () => seeded.member.slice(0, 1),
    record: { targetType: 'review', id: () => String(seeded.reviewId) },
  },
  {
    name: 'review detail (writer name)',
    call: (client) => client.get(`${CONSOLE}/reviews/${seeded.reviewId}`),
    values: () => seeded.member.slice(0, 1),
    record: { targetType: 'review', id: () => String(seeded.reviewId) },
  },
  {
    name: 'showroom bookings of a day (visitor name and phone)',
    call: (client) => client.get(`${CONSOLE}/bookings?date=${seeded.bookingDate}&office=seongsu`),
    values: () => seeded.booking,
    record: { targetType: 'booking', id: () => seeded.bookingNo },
  },
  {
    name: 'business-member requests (member name and e-mail, representative)',
    call: (client) => client.get(`${CONSOLE}/business?status=PENDING&size=100`),
    values: () => seeded.business,
    record: { targetType: 'business_request', id: () => String(seeded.memberId) },
  },
  {
    name: 'audit log (before/after of an entry about an order)',
    without: () => auditor,
    call: (client) => client.get(`${CONSOLE}/audit?targetType=order&targetId=${seeded.orderNo}&size=100`),
    values: () => seeded.audited,
    record: { targetType: 'audit_log', id: () => String(seeded.auditId) },
  },
];

/** An answer's text twice, as sent and without hyphens, so a phone number is found however it is spelled. */
const spelledOut = (body: unknown) => {
  const text = JSON.stringify(body);
  return `${text}\n${text.replaceAll('-', '')}`;
};

/** The access records of one staff member naming `id` (alone or among a list's ids). */
async function accessRecords(staffId: number, targetType: string, id: string) {
  const rows = await server.db.selectFrom('audit_log').selectAll().where('staff_id', '=', staffId).where('action', '=', 'personal_data.read' as never).where('target_type', '=', targetType as never).execute();
  return rows.filter((row) => row.target_id === id || ((row.after as { ids?: unknown[] } | null)?.ids ?? []).map(String).includes(id));
}

describe('personal data in the console, by right', () => {
  for (const read of reads) {
    it(`${read.name}: masked without members.personal (nothing whole in the answer, no record)`, async () => {
      const reader = read.without?.() ?? operator;
      const answer = await read.call(reader.client);
      expect(answer.body.code, answer.body.message).toBe(0);
      const text = spelledOut(answer.body);
      for (const value of read.values()) expect(text, value).not.toContain(value);
      expect(await accessRecords(reader.staffId, read.record.targetType, read.record.id())).toEqual([]);
    });

    it(`${read.name}: whole with members.personal, and one access record names it`, async () => {
      const before = (await accessRecords(admin.staffId, read.record.targetType, read.record.id())).length;
      const answer = await read.call(admin.client);
      expect(answer.body.code, answer.body.message).toBe(0);
      const text = spelledOut(answer.body);
      for (const value of read.values()) expect(text, value).toContain(value);
      const records = await accessRecords(admin.staffId, read.record.targetType, read.record.id());
      expect(records.length).toBe(before + 1);
      expect(records.at(-1)!.after).toMatchObject({ purpose: expect.any(String), revealed: expect.arrayContaining([expect.any(String)]) });
    });
  }
});

describe('the order search reads nothing around the masks', () => {
  const found = async (orderer: string) => {
    const answer = await operator.client.get<{ list: { orderNo: string }[] }>(`${CONSOLE}/orders?orderer=${encodeURIComponent(orderer)}&size=100`);
    expect(answer.body.code, answer.body.message).toBe(0);
    return answer.body.data!.list.map((row) => row.orderNo);
  };

  it('by the orderer’s whole phone number or whole name only: a longer part than the mask shows, or a name’s start, finds nothing', async () => {
    const digits = seeded.orderer.phone.replace(/\D/g, '');
    expect(await found(digits)).toContain(seeded.orderNo);
    expect(await found(seeded.orderer.name)).toContain(seeded.orderNo);
    for (let length = 4; length < digits.length; length += 1) expect(await found(digits.slice(-length)), digits.slice(-length)).not.toContain(seeded.orderNo);
    expect(await found([...seeded.orderer.name].slice(0, -1).join(''))).not.toContain(seeded.orderNo);
  });
});
