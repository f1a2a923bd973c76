import {
  type AdminBookingRow, BOOKING_STATUS_LABELS, type BookingView, type DayHours, formatPhone, hoursSummary, kstDayOf, kstTimeOf, type OfficeView, WEEKDAY_LABELS,
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
  const closed = hours.flatMap((day, weekday) => (day ? [] : [`${WEEKDAY_LABELS[weekday]}요일`]));
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
    weeklyClosed: closed.length ? `매주 ${closed.join(', ')}` : '연중무휴',
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

const cancellable = (row: BookingWithOffice, now: Date) => row.status === 'BOOKED' && row.starts_at.getTime() > now.getTime();

export function bookingViewOf(row: BookingWithOffice, now: Date): BookingView {
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
    status: row.status,
    statusLabel: BOOKING_STATUS_LABELS[row.status],
    createdAt: row.created_at.toISOString(),
    cancellable: cancellable(row, now),
  };
}

export function adminBookingRowOf(row: BookingWithOffice): AdminBookingRow {
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
    status: row.status,
    statusLabel: BOOKING_STATUS_LABELS[row.status],
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
