import { type BookingView, ConversionType } from '@maru/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { pushReservationOnce, RESERVATION_EVENT } from './booking-tracking';

const booking = (bookingNo: string, status: BookingView['status'] = 'BOOKED'): BookingView => ({
  bookingNo,
  office: { slug: 'seongsu', name: '마루 성수 쇼룸', address: '서울', phone: '02-0000-0000' },
  date: '2026-12-01',
  time: '14:00',
  startsAt: '2026-12-01T05:00:00.000Z',
  name: '김마루',
  phone: '010-****-5678',
  partySize: 3,
  interests: ['타일'],
  memo: '',
  status,
  statusLabel: '예약 완료',
  createdAt: '2026-11-25T05:00:00.000Z',
  cancellable: true,
  confirmation: null,
});

describe('the reservation conversion', () => {
  beforeEach(() => {
    window.dataLayer = [];
    sessionStorage.clear();
  });

  it('is pushed once per booking with conversion type 4', () => {
    expect(pushReservationOnce(booking('SR261201000001'))).toBe(true);
    expect(pushReservationOnce(booking('SR261201000001'))).toBe(false);
    expect(pushReservationOnce(booking('SR261201000002'))).toBe(true);
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer![0]).toMatchObject({ event: RESERVATION_EVENT, conversionType: ConversionType.reservation, transaction_id: 'SR261201000001', items: [{ item_id: 'seongsu', quantity: 3 }] });
    expect(ConversionType.reservation).toBe(4);
  });

  it('is not pushed for a booking that is no longer live, or not yet confirmed by its code', () => {
    expect(pushReservationOnce(booking('SR261201000003', 'CANCELLED'))).toBe(false);
    expect(pushReservationOnce(booking('SR261201000004', 'PENDING'))).toBe(false);
    expect(window.dataLayer).toEqual([]);
  });
});
