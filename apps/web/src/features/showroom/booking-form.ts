import { BOOKING_LIMITS, type BookingInterest, type BookingRequest, type BookingVisitorView } from '@maru/domain';

// The booking form's state and its checks before sending. The server checks everything again
// (the mobile number with the message module's rule); these only spare a round trip.

export interface BookingForm {
  date: string;
  time: string;
  name: string;
  phone: string;
  partySize: number;
  interests: BookingInterest[];
  memo: string;
  privacyConsent: boolean;
}

export const emptyBookingForm: BookingForm = { date: '', time: '', name: '', phone: '', partySize: 2, interests: [], memo: '', privacyConsent: false };

export type BookingField = 'date' | 'time' | 'name' | 'phone' | 'memo' | 'privacyConsent';

const MOBILE = /^01[016789]-?\d{3,4}-?\d{4}$/;

/** The first problem of each field, in the form's order. */
export function bookingProblems(form: BookingForm): Partial<Record<BookingField, string>> {
  const problems: Partial<Record<BookingField, string>> = {};
  if (!form.date) problems.date = '방문 날짜를 선택해 주세요.';
  if (!form.time) problems.time = '방문 시간을 선택해 주세요.';
  if (!form.name.trim()) problems.name = '이름을 입력해 주세요.';
  else if ([...form.name.trim()].length > BOOKING_LIMITS.nameMax) problems.name = `이름은 ${BOOKING_LIMITS.nameMax}자까지 쓸 수 있습니다.`;
  if (!MOBILE.test(form.phone.replace(/\s/g, ''))) problems.phone = '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.';
  if ([...form.memo].length > BOOKING_LIMITS.memoMax) problems.memo = `요청 사항은 ${BOOKING_LIMITS.memoMax}자까지 쓸 수 있습니다.`;
  if (!form.privacyConsent) problems.privacyConsent = '개인정보 수집·이용에 동의해 주세요.';
  return problems;
}

export function bookingRequestOf(office: string, form: BookingForm): BookingRequest {
  return {
    office,
    date: form.date,
    time: form.time,
    name: form.name.trim(),
    phone: form.phone.replace(/\s/g, ''),
    partySize: form.partySize,
    interests: form.interests,
    memo: form.memo.trim(),
    privacyConsent: true,
  };
}

/** The member's name and phone in the fields still empty: a visitor's own typing is never replaced. */
export function prefilled(form: BookingForm, visitor: BookingVisitorView): BookingForm {
  const name = form.name.trim() ? form.name : visitor.name;
  const phone = form.phone.trim() ? form.phone : visitor.phone;
  return name === form.name && phone === form.phone ? form : { ...form, name, phone };
}
