import { withParticle } from '../format/particle';
import { z } from 'zod';
import { productCardSchema } from '../catalogue/answers';
import { isIsoCalendarDate } from '../staff/period';
import { BOOKING_CONFIRMATION, BOOKING_INTERESTS, BOOKING_LIMITS, BOOKING_STATUSES, CONSOLE_BOOKING_STATUSES, isWallTime } from './rules';

// The showroom API's shapes, declared once for the server's routes, the public pages and the
// operator console. Instants travel as ISO 8601 strings in UTC; dates and times as Korean wall
// dates (YYYY-MM-DD) and times (HH:MM).

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,29}$/, '주소를 확인해 주세요.');
const isoDate = z.string().max(10).refine(isIsoCalendarDate, '날짜는 YYYY-MM-DD 형식으로 보내 주세요.');
const wallTime = z.string().max(5).refine(isWallTime, '시간은 HH:MM 형식으로 보내 주세요.');
const instant = z.string();
// Control characters and angle brackets have no place in a name or memo shown to staff.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f<>]/;
const plain = (max: number, what: string) =>
  z
    .string()
    .max(max * 4 + 50, `${withParticle(what, '이/가')} 너무 깁니다.`)
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .refine((text) => !UNPRINTABLE.test(text), `${what}에 쓸 수 없는 문자가 있습니다.`)
    .refine((text) => [...text].length <= max, `${withParticle(what, '은/는')} ${max}자까지 쓸 수 있습니다.`);
/** A phone number as typed; the server checks it is a Korean mobile (message module's isMobileNumber). */
const phone = z.string().max(20, '휴대폰 번호를 확인해 주세요.').regex(/^[0-9+\- ]+$/, '휴대폰 번호를 확인해 주세요.');
/** SR + yymmdd + six digits. */
export const bookingNoSchema = z.string().trim().regex(/^SR\d{12}$/, '예약번호를 확인해 주세요.');

export const officeParams = z.strictObject({ office: slug });
export const floorParams = z.strictObject({ office: slug, floor: slug });
export const bookingParams = z.strictObject({ bookingNo: bookingNoSchema });

// ---- offices and floors ----

export const dayHoursView = z.object({ weekday: z.number().int(), label: z.string(), open: z.string().nullable(), close: z.string().nullable() });
export const floorSummaryView = z.object({ slug: z.string(), name: z.string(), title: z.string(), summary: z.string() });
/** An office named in a list or a heading: enough to link to it. */
const officeRefView = z.object({ slug: z.string(), name: z.string() });

export const officeMapView = z.object({
  lat: z.number(),
  lng: z.number(),
  /** The server-drawn picture (no key needed). */
  imageUrl: z.string(),
  kakaoMapUrl: z.string(),
  naverMapUrl: z.string(),
  /** Kakao Maps JavaScript key when configured (KAKAO_JS_KEY); null means the picture is the map. */
  kakaoJsKey: z.string().nullable(),
});

export const officeView = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  parking: z.string(),
  intro: z.string(),
  hours: z.array(dayHoursView),
  /** 월–금 10:00–19:00 style lines. */
  hoursSummary: z.array(z.string()),
  /** The open days on one line (화–금 10:00–19:00, 토–일 11:00–18:00), as every page shows them. */
  openingHours: z.string(),
  /** 매주 월요일, or 연중무휴. */
  weeklyClosed: z.string(),
  /** Specific closed days from today on, nearest first. */
  holidays: z.array(z.object({ date: z.string(), label: z.string() })),
  directions: z.object({ transit: z.array(z.string()), car: z.array(z.string()) }),
  map: officeMapView,
  floors: z.array(floorSummaryView),
  capacityPerSlot: z.number().int(),
});
export type OfficeView = z.infer<typeof officeView>;
export const officeListView = z.object({ list: z.array(officeView) });
export type OfficeListView = z.infer<typeof officeListView>;

/**
 * What the rest of the shop says about an office (footer, home card, banners, FAQ): one
 * answer, from the showroom module, so no page keeps its own copy of an address or hours.
 */
export const showroomFactsView = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  /** 지하 1층~2층 */
  floors: z.string(),
  openingHours: z.string(),
  weeklyClosed: z.string(),
});
export type ShowroomFacts = z.infer<typeof showroomFactsView>;
export const showroomFactsListView = z.object({ list: z.array(showroomFactsView) });
export type ShowroomFactsList = z.infer<typeof showroomFactsListView>;

export const zoneView = z.object({
  name: z.string(),
  description: z.string(),
  brands: z.array(z.string()),
  products: z.array(productCardSchema),
});
export const floorView = z.object({
  office: officeRefView,
  floor: floorSummaryView,
  floors: z.array(floorSummaryView),
  zones: z.array(zoneView),
});
export type FloorView = z.infer<typeof floorView>;

// ---- slots ----

export const slotsQuery = z.strictObject({ date: isoDate });
export const slotView = z.object({ time: z.string(), startsAt: instant, remaining: z.number().int(), available: z.boolean() });
export const slotsView = z.object({
  date: z.string(),
  /** Why the day cannot be booked (휴무일, 지난 날짜…), or null. */
  closedReason: z.string().nullable(),
  capacity: z.number().int(),
  slots: z.array(slotView),
  /** The first and last day the form may offer (today and the horizon). */
  firstDate: z.string(),
  lastDate: z.string(),
});
export type SlotsView = z.infer<typeof slotsView>;

/** Days the booking form's date picker shows at once; a query may ask for up to the whole horizon. */
export const AVAILABILITY_DAYS = { default: 14, max: BOOKING_LIMITS.horizonDays + 1 } as const;
/** A run of days from `from` (default: the office's today, so the browser's clock never decides). */
export const availabilityQuery = z.strictObject({
  from: isoDate.optional(),
  days: z.coerce.number().int().min(1).max(AVAILABILITY_DAYS.max).default(AVAILABILITY_DAYS.default),
});
export type AvailabilityQuery = z.input<typeof availabilityQuery>;
export const dayAvailabilityView = z.object({
  date: z.string(),
  /** Why the day cannot be booked (휴무일, 지난 날짜…), or null. */
  closedReason: z.string().nullable(),
  /** Open, but no slot left to book. */
  full: z.boolean(),
  slots: z.array(slotView),
});
export type DayAvailabilityView = z.infer<typeof dayAvailabilityView>;
export const availabilityView = z.object({
  capacity: z.number().int(),
  firstDate: z.string(),
  lastDate: z.string(),
  days: z.array(dayAvailabilityView),
});
export type AvailabilityView = z.infer<typeof availabilityView>;

// ---- bookings ----

export const bookingInterest = z.enum(BOOKING_INTERESTS);
export const bookingRequest = z.strictObject({
  office: slug,
  date: isoDate,
  time: wallTime,
  name: plain(BOOKING_LIMITS.nameMax, '이름').refine((name) => name.length > 0, '이름을 입력해 주세요.'),
  phone,
  partySize: z.number().int().min(BOOKING_LIMITS.partyMin, '방문 인원은 1명 이상입니다.').max(BOOKING_LIMITS.partyMax, `방문 인원은 ${BOOKING_LIMITS.partyMax}명까지입니다.`),
  interests: z
    .array(bookingInterest)
    .max(BOOKING_LIMITS.interestsMax)
    .refine((list) => new Set(list).size === list.length, '관심 분야가 겹칩니다.')
    .default([]),
  memo: plain(BOOKING_LIMITS.memoMax, '요청 사항').default(''),
  /** 개인정보 수집·이용 동의: without it nothing is stored. */
  privacyConsent: z.literal(true, '개인정보 수집·이용에 동의해 주세요.'),
});
export type BookingRequest = z.input<typeof bookingRequest>;

/** What the form starts from for a signed-in member: their name and the phone their verification recorded ('' if none). */
export const bookingVisitorView = z.object({ name: z.string(), phone: z.string() });
export type BookingVisitorView = z.infer<typeof bookingVisitorView>;

export const bookingLookupRequest = z.strictObject({ bookingNo: bookingNoSchema, phone });
export type BookingLookupRequest = z.infer<typeof bookingLookupRequest>;

/** The code sent to the booking's phone, typed back with the number and phone (a guest's only key). */
export const bookingCodeRequest = z.strictObject({
  bookingNo: bookingNoSchema,
  phone,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${BOOKING_CONFIRMATION.codeDigits}}$`), `인증번호 ${BOOKING_CONFIRMATION.codeDigits}자리를 숫자로 입력해 주세요.`),
});
export type BookingCodeRequest = z.infer<typeof bookingCodeRequest>;

/** Where a booking waiting for its code stands; null on every booking not waiting. */
export const bookingConfirmation = z.object({
  /** Unless the code is typed by then, the booking lapses and its place goes back. */
  confirmBy: instant,
  /** When 재전송 may next be asked for; null when no resends are left. */
  resendAt: instant.nullable(),
  resendsLeft: z.number().int(),
  attemptsLeft: z.number().int(),
  /** Messages go to this server's sandbox: the code is in /sandbox/outbox, on no phone. */
  sandbox: z.boolean(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmation>;

export const bookingStatus = z.enum(BOOKING_STATUSES);

/**
 * A booking as both the visitor and staff see it; `office` is as much of the office as each
 * needs. `phone` is masked for the visitor (010-****-5678: they proved it, no need to send it
 * back whole) and whole for staff (they call the visitor).
 */
const bookingFields = <Office extends z.ZodType>(office: Office) => ({
  bookingNo: z.string(),
  office,
  date: z.string(),
  time: z.string(),
  startsAt: instant,
  name: z.string(),
  phone: z.string(),
  partySize: z.number().int(),
  interests: z.array(z.string()),
  memo: z.string(),
  status: bookingStatus,
  statusLabel: z.string(),
});

export const bookingView = z.object({
  ...bookingFields(officeRefView.extend({ address: z.string(), phone: z.string() })),
  createdAt: instant,
  cancellable: z.boolean(),
  confirmation: bookingConfirmation.nullable(),
});
export type BookingView = z.infer<typeof bookingView>;
export const myBookingsView = z.object({ list: z.array(bookingView) });

// ---- the operator console ----

export const adminBookingQuery = z.strictObject({
  date: isoDate,
  office: slug.optional(),
  status: z.enum(CONSOLE_BOOKING_STATUSES).optional(),
});
export type AdminBookingQuery = z.infer<typeof adminBookingQuery>;
export const adminBookingRow = z.object({
  ...bookingFields(officeRefView),
  member: z.boolean(),
  createdAt: instant,
});
export type AdminBookingRow = z.infer<typeof adminBookingRow>;
export const adminBookingListView = z.object({
  date: z.string(),
  offices: z.array(officeRefView),
  list: z.array(adminBookingRow),
});
export type AdminBookingListView = z.infer<typeof adminBookingListView>;
/** What staff may set: the visit happened, did not, or the booking is called off. */
export const adminBookingStatusRequest = z.strictObject({ status: z.enum(['VISITED', 'NO_SHOW', 'CANCELLED']) });
