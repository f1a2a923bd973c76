import { BOOKING_LIMITS, type BookingView, type OfficeView } from '@maru/domain';
import { Button } from '@/shared/ui';
import { emptyBookingForm, type BookingForm } from './booking-form';
import { FieldProblem, MemoField, PartyFields, TimeField, VisitorFields } from './BookingFields';
import { PrivacyConsent } from './PrivacyConsent';
import { BookingDatePicker } from './BookingDatePicker';
import { useBookingForm } from './use-booking-form';
import styles from './Showroom.module.css';

interface BookingFormViewProps {
  office: OfficeView;
  /** The form as last sent, when the visitor comes back to it (a booking that lapsed). */
  initial?: BookingForm;
  /** The booking as answered (BOOKED, or PENDING awaiting its code) and the form that made it. */
  onBooked: (booking: BookingView, form: BookingForm) => void;
}

/** Date, slot, visitor and consent; on success hands the booking to `onBooked`. */
export function BookingFormView({ office, initial = emptyBookingForm, onBooked }: BookingFormViewProps) {
  const { member, slots, booking, submit, ...fields } = useBookingForm({ office, initial, onBooked });
  const { id, form, change, problems, describedBy } = fields;

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
      <FieldProblem id={id} field="date" problems={problems} />

      <TimeField {...fields} slots={slots} office={office} />

      <VisitorFields {...fields} member={member} />

      <PartyFields id={id} form={form} change={change} />

      <MemoField {...fields} />

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
