// Showroom visits (issue 15): opening hours, holidays and the bookable slots they leave.
// Slots are wall times in Korea (KST, no daylight saving); the database keeps the instant a
// slot starts in UTC. Pure: the server and the booking form use the same rules.

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

export const BOOKING_LIMITS = {
  partyMin: 1,
  partyMax: 10,
  nameMax: 20,
  memoMax: 300,
  /** How far ahead a visit may be booked, in Korean calendar days from today. */
  horizonDays: 60,
  /** One slot an hour; a visit with a consultant takes about that long. */
  slotMinutes: 60,
  /** How many bookings (parties, not people) one slot takes, unless an office sets its own. */
  defaultCapacity: 4,
  interestsMax: 6,
} as const;

/** What a visitor wants to see; the consultant prepares samples for it. */
export const BOOKING_INTERESTS = ['타일', '가구', '수전', '카펫타일', '조명', '소품'] as const;
export type BookingInterest = (typeof BOOKING_INTERESTS)[number];

/**
 * PENDING: made with a phone not yet proven, holding its place while the code sent to that
 * phone is awaited; LAPSED: that code never came back (time ran out or too many wrong
 * codes), so the place went back and nothing was ever confirmed to the number.
 */
export const BOOKING_STATUSES = ['BOOKED', 'CANCELLED', 'VISITED', 'NO_SHOW', 'PENDING', 'LAPSED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  BOOKED: '예약 완료',
  CANCELLED: '예약 취소',
  VISITED: '방문 완료',
  NO_SHOW: '노쇼',
  PENDING: '인증 대기',
  LAPSED: '인증 만료',
};
/** What the console lists: a lapsed booking was never one (no visitor was told of it). */
export const CONSOLE_BOOKING_STATUSES = ['PENDING', 'BOOKED', 'CANCELLED', 'VISITED', 'NO_SHOW'] as const satisfies readonly BookingStatus[];

/**
 * A booking made with a phone its maker has not proven (a guest's, or a member's other than
 * the one their identity verification recorded) waits for a code sent to that phone, so
 * confirmations only reach numbers that asked for them (issue 22).
 */
export const BOOKING_CONFIRMATION = {
  /** The place is held this long from the booking; then it goes back (the deadline never moves). */
  holdMinutes: 10,
  codeDigits: 6,
  /** The fifth wrong code lapses the booking: a guess has 5 chances in a million. */
  maxWrongCodes: 5,
  resendGapSeconds: 60,
  /** Resends after the first code, so at most four codes per booking. */
  maxResends: 3,
} as const;

/**
 * Upcoming (live and not yet begun) bookings one phone number may hold: one per office and
 * Korean day, three in all. One unproven number once took every place of a slot.
 */
export const BOOKING_PHONE_LIMITS = { perOfficeDay: 1, upcoming: 3 } as const;

export type PhoneLimitRefusal = 'SAME_OFFICE_DAY' | 'TOO_MANY';

/**
 * Why a phone may not book `wanted` given its upcoming bookings (office and KST date each),
 * or null. The same office and day is named first: it tells the visitor what to change.
 */
export function phoneLimitRefusal<Office>(upcoming: readonly { office: Office; date: string }[], wanted: { office: Office; date: string }): PhoneLimitRefusal | null {
  const sameDay = upcoming.filter((booking) => booking.office === wanted.office && booking.date === wanted.date).length;
  if (sameDay >= BOOKING_PHONE_LIMITS.perOfficeDay) return 'SAME_OFFICE_DAY';
  if (upcoming.length >= BOOKING_PHONE_LIMITS.upcoming) return 'TOO_MANY';
  return null;
}

/** Sunday first, as Date#getUTCDay counts. */
export const WEEKDAY_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** One weekday's hours as HH:MM wall times in Korea, or null when the office is closed that day. */
export type DayHours = { open: string; close: string } | null;
/** Seven entries, Sunday first. */
export type WeekHours = readonly DayHours[];

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const isWallTime = (text: string): boolean => HH_MM.test(text);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The Korean calendar day (YYYY-MM-DD) of an instant. */
export const kstDayOf = (moment: Date): string => new Date(moment.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/** The KST wall time (HH:MM) of an instant. */
export const kstTimeOf = (moment: Date): string => new Date(moment.getTime() + KST_OFFSET_MS).toISOString().slice(11, 16);

/** The instant a Korean wall time on a Korean day begins. */
export const kstInstant = (date: string, time: string): Date => new Date(`${date}T${time}:00+09:00`);

/** The weekday (0 = Sunday) of a Korean calendar day. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Korean calendar day `days` after `date`. */
export const addCalendarDays = (date: string, days: number): string => new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * The slots a day offers: one every slotMinutes from opening, the last one starting a full
 * slot before closing (a visit started at 18:30 in a shop closing at 19:00 is no visit).
 */
export function slotTimes(hours: DayHours, slotMinutes: number = BOOKING_LIMITS.slotMinutes): string[] {
  if (!hours) return [];
  const times: string[] = [];
  for (let at = minutesOf(hours.open); at + slotMinutes <= minutesOf(hours.close); at += slotMinutes) times.push(timeOf(at));
  return times;
}

export interface OfficeCalendar {
  hours: WeekHours;
  /** Specific closed days (YYYY-MM-DD), besides the weekly closed days. */
  holidays: readonly string[];
}

export type DayClosure = 'HOLIDAY' | 'WEEKLY_CLOSED' | 'PAST' | 'TOO_FAR';
export type SlotRefusal = DayClosure | 'OUTSIDE_HOURS' | 'PAST_SLOT';

export const SLOT_REFUSAL_MESSAGES: Readonly<Record<SlotRefusal, string>> = {
  HOLIDAY: '쇼룸 휴무일입니다. 다른 날짜를 선택해 주세요.',
  WEEKLY_CLOSED: '정기 휴무일입니다. 다른 날짜를 선택해 주세요.',
  PAST: '지난 날짜는 예약할 수 없습니다.',
  TOO_FAR: `방문 예약은 오늘부터 ${BOOKING_LIMITS.horizonDays}일 이내로만 할 수 있습니다.`,
  OUTSIDE_HOURS: '운영 시간 안의 예약 시간을 선택해 주세요.',
  PAST_SLOT: '이미 지난 시간입니다. 다른 시간을 선택해 주세요.',
};

/** Why a whole day cannot be booked from `now`, or null when it has hours to offer. */
export function dayClosure(office: OfficeCalendar, date: string, now: Date): DayClosure | null {
  const today = kstDayOf(now);
  if (date < today) return 'PAST';
  if (date > addCalendarDays(today, BOOKING_LIMITS.horizonDays)) return 'TOO_FAR';
  if (office.holidays.includes(date)) return 'HOLIDAY';
  if (!office.hours[weekdayOf(date)]) return 'WEEKLY_CLOSED';
  return null;
}

/** Why one slot cannot be booked from `now`, or null when it can (capacity aside). */
export function slotRefusal(office: OfficeCalendar, date: string, time: string, now: Date): SlotRefusal | null {
  const closure = dayClosure(office, date, now);
  if (closure) return closure;
  if (!slotTimes(office.hours[weekdayOf(date)] ?? null).includes(time)) return 'OUTSIDE_HOURS';
  if (kstInstant(date, time).getTime() <= now.getTime()) return 'PAST_SLOT';
  return null;
}

/** 월–금 10:00–19:00 style lines: consecutive weekdays with the same hours are joined. */
export function hoursSummary(hours: WeekHours): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const lines: string[] = [];
  let start = 0;
  while (start < order.length) {
    const day = hours[order[start]!] ?? null;
    let end = start;
    while (end + 1 < order.length && JSON.stringify(hours[order[end + 1]!] ?? null) === JSON.stringify(day)) end += 1;
    const span = start === end ? WEEKDAY_LABELS[order[start]!] : `${WEEKDAY_LABELS[order[start]!]}–${WEEKDAY_LABELS[order[end]!]}`;
    lines.push(`${span} ${day ? `${day.open}–${day.close}` : '휴무'}`);
    start = end + 1;
  }
  return lines;
}

/**
 * The days an office opens, as one line (화–금 10:00–19:00, 토–일 11:00–18:00): the form every
 * page, the footer, the home card and banner texts show, so they read alike. Closed weekdays
 * are said apart (weeklyClosed).
 */
export function openingHours(hours: WeekHours): string {
  return hoursSummary(hours).filter((line) => !line.endsWith(' 휴무')).join(', ');
}

/** 매주 월요일, or 연중무휴 when the office opens every day. */
export function weeklyClosedDays(hours: WeekHours): string {
  const closed = [1, 2, 3, 4, 5, 6, 0].filter((weekday) => !hours[weekday]).map((weekday) => `${WEEKDAY_LABELS[weekday]}요일`);
  return closed.length ? `매주 ${closed.join(', ')}` : '연중무휴';
}

/** 지하 1층~2층: the floors from the lowest to the highest, by slug (b1 below 1f). */
export function floorSpan(floors: readonly { slug: string; name: string }[]): string {
  const level = (slug: string) => (/^b(\d+)$/.exec(slug) ? -Number(slug.slice(1)) : Number.parseInt(slug, 10) || 0);
  const sorted = [...floors].sort((a, b) => level(a.slug) - level(b.slug));
  if (sorted.length === 0) return '';
  const [lowest, highest] = [sorted[0]!, sorted[sorted.length - 1]!];
  return lowest === highest ? lowest.name : `${lowest.name}~${highest.name}`;
}
