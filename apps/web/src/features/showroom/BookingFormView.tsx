import { BOOKING_INTERESTS, BOOKING_LIMITS, type BookingView, type BookingVisitorView, type OfficeView } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiCode } from '@maru/domain';
import { isApiError } from '@/shared/api';
import { useHydrated } from '@/shared/browser';
import { isSignedIn } from '@/shared/session';
import { Button, Spinner } from '@/shared/ui';
import { type BookingField, bookingProblems, bookingRequestOf, emptyBookingForm, type BookingForm, prefilled } from './booking-form';
import { PrivacyConsent } from './PrivacyConsent';
import { BookingDatePicker } from './BookingDatePicker';
import { bookVisit, showroomKeys, slotsQuery, visitorQuery } from './showroom-api';
import styles from './Showroom.module.css';

const FIELD_ORDER: BookingField[] = ['date', 'time', 'name', 'phone', 'memo', 'privacyConsent'];

interface BookingFormViewProps {
  office: OfficeView;
  /** The form as last sent, when the visitor comes back to it (a booking that lapsed). */
  initial?: BookingForm;
  /** The booking as answered (BOOKED, or PENDING awaiting its code) and the form that made it. */
  onBooked: (booking: BookingView, form: BookingForm) => void;
}

/** Date, slot, visitor and consent; on success hands the booking to `onBooked`. */
export function BookingFormView({ office, initial = emptyBookingForm, onBooked }: BookingFormViewProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BookingForm>(initial);
  // The signed-in marker is a cookie the server render does not read: the member's line waits for the browser.
  const member = useHydrated() && isSignedIn();
  const [problems, setProblems] = useState<Partial<Record<BookingField, string>>>({});
  const slots = useQuery(slotsQuery(office.slug, form.date));
  const change = (patch: Partial<BookingForm>) => setForm((current) => ({ ...current, ...patch }));
  const visitor = useQuery(visitorQuery(member));
  // A member starts from their name and verified phone (whatever was typed already stays),
  // set while rendering the answer's arrival rather than in an effect, so nothing renders twice.
  const [prefilledWith, setPrefilledWith] = useState<BookingVisitorView>();
  if (visitor.data && visitor.data !== prefilledWith) {
    setPrefilledWith(visitor.data);
    setForm((current) => prefilled(current, visitor.data));
  }

  const booking = useMutation({
    mutationFn: () => bookVisit(bookingRequestOf(office.slug, form)),
    onSuccess: (booked) => {
      void queryClient.invalidateQueries({ queryKey: showroomKeys.all });
      onBooked(booked, form);
    },
    onError: (error) => {
      // Someone took the last place first: the slots are read again.
      if (isApiError(error) && (error.code === ApiCode.BOOKING_SLOT_FULL || error.code === ApiCode.BOOKING_SLOT_CLOSED)) {
        change({ time: '' });
        void queryClient.invalidateQueries({ queryKey: showroomKeys.slots(office.slug, form.date) });
        void queryClient.invalidateQueries({ queryKey: ['showroom', 'availability', office.slug] });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = bookingProblems(form);
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    booking.mutate();
  }

  const describedBy = (field: BookingField, hint?: string) => [problems[field] ? `${id}-${field}-error` : undefined, hint].filter(Boolean).join(' ') || undefined;
  const problem = (field: BookingField) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {problems[field]}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`${office.name} 방문 예약`}>
      <BookingDatePicker
        id={id}
        office={office.slug}
        value={form.date}
        onChange={(date) => change({ date, time: '' })}
        invalid={Boolean(problems.date)}
        describedBy={describedBy('date', `${id}-date-hint`)}
        className={styles.field}
      />
      <p id={`${id}-date-hint`} className={styles.hint}>
        오늘부터 {BOOKING_LIMITS.horizonDays}일 안에서 고를 수 있어요. 휴무일과 예약이 마감된 날은 고를 수 없어요.
      </p>
      {problem('date')}

      <fieldset className={styles.field} aria-describedby={describedBy('time')}>
        <legend id={`${id}-time`} tabIndex={-1}>
          방문 시간
        </legend>
        {!form.date ? <p className={styles.hint}>날짜를 먼저 선택해 주세요.</p> : null}
        {form.date && slots.isPending ? <Spinner label="예약 가능한 시간 불러오는 중" /> : null}
        {slots.data?.closedReason ? <p className={styles.error}>{slots.data.closedReason}</p> : null}
        {slots.isError ? <p className={styles.error}>예약 가능한 시간을 불러오지 못했어요. 날짜를 다시 선택해 주세요.</p> : null}
        {slots.data && !slots.data.closedReason ? (
          <div className={styles.slots}>
            {slots.data.slots.map((slot) => (
              <label key={slot.time} className={styles.slot}>
                <input type="radio" name="time" value={slot.time} checked={form.time === slot.time} disabled={!slot.available} onChange={() => change({ time: slot.time })} />
                <span>
                  {slot.time}
                  <small>{slot.available ? `${slot.remaining}팀 가능` : '마감'}</small>
                </span>
              </label>
            ))}
          </div>
        ) : null}
        <p className={styles.hint}>한 시간에 {office.capacityPerSlot}팀까지 예약할 수 있어요.</p>
        {problem('time')}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>예약자 이름</label>
        <input id={`${id}-name`} type="text" autoComplete="name" maxLength={BOOKING_LIMITS.nameMax} value={form.name} onChange={(event) => change({ name: event.target.value })} aria-invalid={problems.name ? true : undefined} aria-describedby={describedBy('name')} />
        {problem('name')}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-phone`}>휴대폰 번호</label>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-1234-5678"
          maxLength={20}
          value={form.phone}
          onChange={(event) => change({ phone: event.target.value })}
          aria-invalid={problems.phone ? true : undefined}
          aria-describedby={describedBy('phone', `${id}-phone-hint`)}
        />
        <p id={`${id}-phone-hint`} className={styles.hint}>
          이 번호로 인증번호를 보내 드려요. 인증을 마치면 예약이 확정되고, 확정 문자와 방문 전날 안내도 이 번호로 가요. 예약 확인 · 취소에도 필요해요.
          {member ? ' 본인인증한 회원 휴대폰 번호로 예약하면 인증번호 없이 바로 확정돼요.' : null}
        </p>
        {problem('phone')}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-party`}>방문 인원</label>
        <select id={`${id}-party`} value={form.partySize} onChange={(event) => change({ partySize: Number(event.target.value) })}>
          {Array.from({ length: BOOKING_LIMITS.partyMax }, (_, index) => index + 1).map((size) => (
            <option key={size} value={size}>
              {size}명
            </option>
          ))}
        </select>
      </div>

      <fieldset className={styles.field}>
        <legend>관심 분야 (선택)</legend>
        <div className={styles.chips}>
          {BOOKING_INTERESTS.map((interest) => (
            <label key={interest}>
              <input
                type="checkbox"
                checked={form.interests.includes(interest)}
                onChange={(event) => change({ interests: event.target.checked ? [...form.interests, interest] : form.interests.filter((item) => item !== interest) })}
              />
              {interest}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${id}-memo`}>요청 사항 (선택)</label>
        <textarea id={`${id}-memo`} rows={4} maxLength={BOOKING_LIMITS.memoMax} value={form.memo} onChange={(event) => change({ memo: event.target.value })} aria-invalid={problems.memo ? true : undefined} aria-describedby={describedBy('memo', `${id}-memo-count`)} />
        <p id={`${id}-memo-count`} className={styles.hint}>
          {[...form.memo].length} / {BOOKING_LIMITS.memoMax}자
        </p>
        {problem('memo')}
      </div>

      <div id={`${id}-privacyConsent`} tabIndex={-1}>
        <PrivacyConsent checked={form.privacyConsent} onChange={(privacyConsent) => change({ privacyConsent })} error={problems.privacyConsent} />
      </div>

      {booking.isError ? (
        <p role="alert" className={styles.error}>
          {booking.error.message || '예약하지 못했어요. 잠시 후 다시 시도해 주세요.'}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={booking.isPending}>
        {booking.isPending ? '예약하는 중…' : '방문 예약하기'}
      </Button>
    </form>
  );
}
