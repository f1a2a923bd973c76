import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Spinner } from '@/shared/ui';
import { dayChoiceOf, dayLabel, nextRunStart, previousRunStart } from './booking-days';
import styles from './BookingDatePicker.module.css';
import { availabilityQuery } from './showroom-api';

interface BookingDatePickerProps {
  /** The form's id prefix: the legend is `${id}-date`, where a problem moves the focus. */
  id: string;
  office: string;
  value: string;
  onChange: (date: string) => void;
  invalid: boolean;
  describedBy?: string;
  /** The form's field frame. */
  className?: string;
}

/**
 * 방문 날짜: two weeks at a time from the office's today, as the server counts days. Weekly
 * closed days, holidays and days with no place left are shown but cannot be chosen, so the
 * visitor learns it before choosing rather than after sending.
 */
export function BookingDatePicker({ id, office, value, onChange, invalid, describedBy, className }: BookingDatePickerProps) {
  const [from, setFrom] = useState<string>();
  const availability = useQuery({ ...availabilityQuery(office, from), placeholderData: keepPreviousData });
  const view = availability.data;
  const previous = view ? previousRunStart(view) : null;
  const next = view ? nextRunStart(view) : null;
  return (
    <fieldset className={className} aria-describedby={describedBy} aria-invalid={invalid || undefined} aria-busy={availability.isPlaceholderData || undefined}>
      <legend id={`${id}-date`} tabIndex={-1}>
        방문 날짜
      </legend>
      {view ? (
        <div className={styles.nav}>
          <Button variant="secondary" disabled={previous === null} onClick={() => previous && setFrom(previous)}>
            이전 2주
          </Button>
          <p className={styles.range} aria-live="polite">
            {dayLabel(view.days[0]!.date)} – {dayLabel(view.days.at(-1)!.date)}
          </p>
          <Button variant="secondary" disabled={next === null} onClick={() => next && setFrom(next)}>
            다음 2주
          </Button>
        </div>
      ) : null}
      {availability.isPending ? <Spinner label="예약 가능한 날짜 불러오는 중" /> : null}
      {availability.isError && !view ? (
        <p role="alert">
          예약 가능한 날짜를 불러오지 못했어요.{' '}
          <Button variant="secondary" onClick={() => void availability.refetch()}>
            다시 불러오기
          </Button>
        </p>
      ) : null}
      {view ? (
        <div className={styles.days}>
          {view.days.map((day) => {
            const choice = dayChoiceOf(day);
            return (
              <label key={day.date} className={styles.day}>
                <input type="radio" name={`${id}-date`} value={day.date} checked={value === day.date} disabled={choice.disabled} onChange={() => onChange(day.date)} />
                <span>
                  {dayLabel(day.date)}
                  <small>{choice.note}</small>
                </span>
              </label>
            );
          })}
        </div>
      ) : null}
    </fieldset>
  );
}
