import { type BookingView, ConversionType } from '@maru/domain';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const KEY = 'maru:reservation-pushed';
/** Far more bookings than one visit to the shop makes; older entries drop off first. */
const REMEMBERED = 20;
/** The data layer's event for a booked visit (spec 01 §9 names only its conversion type). */
export const RESERVATION_EVENT = 'Reservation';

function pushedBookings(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Spec 01 §9: a booked showroom visit is a conversion of type 4 (reservation), pushed once
 * per booking as Purchase is once per order: going back to the confirmation must not count
 * it again. There is no amount; the party size is the quantity.
 */
export function pushReservationOnce(booking: BookingView, storage: Storage = sessionStorage): boolean {
  if (booking.status !== 'BOOKED') return false;
  const pushed = pushedBookings(storage);
  if (pushed.includes(booking.bookingNo)) return false;
  (window.dataLayer ??= []).push({
    event: RESERVATION_EVENT,
    conversionType: ConversionType.reservation,
    transaction_id: booking.bookingNo,
    value: 0,
    currency: 'KRW',
    items: [{ item_id: booking.office.slug, item_name: booking.office.name, item_category: '쇼룸 방문', quantity: booking.partySize }],
  });
  storage.setItem(KEY, JSON.stringify([...pushed, booking.bookingNo].slice(-REMEMBERED)));
  return true;
}
