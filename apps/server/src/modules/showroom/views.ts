import {
  type AdminBookingRow, BOOKING_CONFIRMATION, BOOKING_STATUS_LABELS, type BookingConfirmation, type BookingStatus, type BookingView, type DayHours, formatPhone, hoursSummary, kstDayOf,
  kstTimeOf, type OfficeView, openingHours, WEEKDAY_LABELS, weeklyClosedDays,
} from '@maru/domain';
import { maskMobile } from '../message';
import type { BookingWithOffice, OfficeRow } from './queries';

// Rows to answers. Dates and times are shown as Korean wall dates and times.

export const mapImagePath = (slug: string, format: 'png' | 'webp') => `/showroom-map/${slug}.${format}`;

interface OfficeExtras {
  holidays: { date: string; label: string }[];
  floors: { slug: string; name: string; title: string; summary: string }[];
  kakaoJsKey: string | null;
}

export function officeViewOf(row: OfficeRow, extras: OfficeExtras): OfficeView {
  const hours = row.hours as DayHours[];
  return {
    slug: row.slug,
    name: row.name,
    city: row.city,
    address: row.address,
    phone: row.phone,
    parking: row.parking,
    intro: row.intro,
    hours: hours.map((day, weekday) => ({ weekday, label: WEEKDAY_LABELS[weekday]!, open: day?.open ?? null, close: day?.close ?? null })),
    hoursSummary: hoursSummary(hours),
    openingHours: openingHours(hours),
    weeklyClosed: weeklyClosedDays(hours),
    holidays: extras.holidays,
    directions: { transit: row.transit as string[], car: row.car as string[] },
    map: {
      lat: row.lat,
      lng: row.lng,
      imageUrl: mapImagePath(row.slug, 'png'),
      kakaoMapUrl: `https://map.kakao.com/link/map/${encodeURIComponent(row.name)},${row.lat},${row.lng}`,
      naverMapUrl: `https://map.naver.com/p/search/${encodeURIComponent(row.address)}`,
      kakaoJsKey: extras.kakaoJsKey,
    },
    floors: extras.floors,
    capacityPerSlot: row.capacity_per_slot,
  };
}

/** A pending booking past its deadline reads as lapsed before the sweep has marked it so. */
export function statusAt(row: Pick<BookingWithOffice, 'status' | 'confirm_by'>, now: Date): BookingStatus {
  return row.status === 'PENDING' && row.confirm_by !== null && row.confirm_by.getTime() <= now.getTime() ? 'LAPSED' : row.status;
}

const cancellable = (row: BookingWithOffice, now: Date) => statusAt(row, now) === 'BOOKED' && row.starts_at.getTime() > now.getTime();

/** Where a booking waiting for its code stands: deadline, next resend, tries left. */
function confirmationOf(row: BookingWithOffice, now: Date, sandbox: boolean): BookingConfirmation | null {
  if (statusAt(row, now) !== 'PENDING' || !row.confirm_by || !row.code_sent_at) return null;
  const resendsLeft = Math.max(0, BOOKING_CONFIRMATION.maxResends - (row.code_sends - 1));
  const resendAt = new Date(row.code_sent_at.getTime() + BOOKING_CONFIRMATION.resendGapSeconds * 1000);
  return {
    confirmBy: row.confirm_by.toISOString(),
    resendAt: resendsLeft > 0 ? resendAt.toISOString() : null,
    resendsLeft,
    attemptsLeft: Math.max(0, BOOKING_CONFIRMATION.maxWrongCodes - row.wrong_codes),
    sandbox,
  };
}

/** `sandbox`: messages go to this server's sandbox, so the code step points testers at the outbox. */
export function bookingViewOf(row: BookingWithOffice, now: Date, sandbox: boolean): BookingView {
  const status = statusAt(row, now);
  return {
    bookingNo: row.booking_no,
    office: { slug: row.office_slug, name: row.office_name, address: row.office_address, phone: row.office_phone },
    date: kstDayOf(row.starts_at),
    time: kstTimeOf(row.starts_at),
    startsAt: row.starts_at.toISOString(),
    name: row.name,
    phone: maskMobile(row.phone),
    partySize: row.party_size,
    interests: row.interests,
    memo: row.memo,
    status,
    statusLabel: BOOKING_STATUS_LABELS[status],
    createdAt: row.created_at.toISOString(),
    cancellable: cancellable(row, now),
    confirmation: confirmationOf(row, now, sandbox),
  };
}

export function adminBookingRowOf(row: BookingWithOffice, now: Date): AdminBookingRow {
  const status = statusAt(row, now);
  return {
    bookingNo: row.booking_no,
    office: { slug: row.office_slug, name: row.office_name },
    date: kstDayOf(row.starts_at),
    time: kstTimeOf(row.starts_at),
    startsAt: row.starts_at.toISOString(),
    name: row.name,
    phone: formatPhone(row.phone),
    partySize: row.party_size,
    interests: row.interests,
    memo: row.memo,
    status,
    statusLabel: BOOKING_STATUS_LABELS[status],
    member: row.member_id !== null,
    createdAt: row.created_at.toISOString(),
  };
}

const WEEKDAY_OF = (date: string) => WEEKDAY_LABELS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** 2026년 11월 26일 (목) 14:00, as messages state a visit. */
export function visitMoment(startsAt: Date): string {
  const date = kstDayOf(startsAt);
  const [year, month, day] = date.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일 (${WEEKDAY_OF(date)}) ${kstTimeOf(startsAt)}`;
}
