import { BOOKING_INTERESTS, BOOKING_LIMITS, type OfficeView, type SlotsView } from '@maru/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@/shared/ui';
import type { BookingField } from './booking-form';
import type { BookingFieldProps } from './use-booking-form';
import styles from './Showroom.module.css';

/** A field's problem under it, if it has one. */
export function FieldProblem({ id, field, problems }: Pick<BookingFieldProps, 'id' | 'problems'> & { field: BookingField }) {
  return problems[field] ? (
    <p id={`${id}-${field}-error`} className={styles.error}>
      {problems[field]}
    </p>
  ) : null;
}

type Slots = UseQueryResult<SlotsView>;

/** The chosen day's slots, each with the places left. */
export function TimeField({ id, form, change, problems, describedBy, slots, office }: BookingFieldProps & { slots: Slots; office: OfficeView }) {
  return (
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
      <FieldProblem id={id} field="time" problems={problems} />
    </fieldset>
  );
}

/** The visitor's name and phone (the phone the code goes to). */
export function VisitorFields({ id, form, change, problems, describedBy, member }: BookingFieldProps & { member: boolean }) {
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>예약자 이름</label>
        <input id={`${id}-name`} type="text" autoComplete="name" maxLength={BOOKING_LIMITS.nameMax} value={form.name} onChange={(event) => change({ name: event.target.value })} aria-invalid={problems.name ? true : undefined} aria-describedby={describedBy('name')} />
        <FieldProblem id={id} field="name" problems={problems} />
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
        <FieldProblem id={id} field="phone" problems={problems} />
      </div>
    </>
  );
}

/** How many come, and what they are interested in. */
export function PartyFields({ id, form, change }: Pick<BookingFieldProps, 'id' | 'form' | 'change'>) {
  return (
    <>
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
    </>
  );
}

/** The optional request, with its length. */
export function MemoField({ id, form, change, problems, describedBy }: BookingFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-memo`}>요청 사항 (선택)</label>
      <textarea id={`${id}-memo`} rows={4} maxLength={BOOKING_LIMITS.memoMax} value={form.memo} onChange={(event) => change({ memo: event.target.value })} aria-invalid={problems.memo ? true : undefined} aria-describedby={describedBy('memo', `${id}-memo-count`)} />
      <p id={`${id}-memo-count`} className={styles.hint}>
        {[...form.memo].length} / {BOOKING_LIMITS.memoMax}자
      </p>
      <FieldProblem id={id} field="memo" problems={problems} />
    </div>
  );
}
