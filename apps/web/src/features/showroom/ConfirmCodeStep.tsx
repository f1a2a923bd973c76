import { BOOKING_CODE_EXPIRED_MESSAGE, BOOKING_CONFIRMATION, type BookingView, kstTimeOf, withParticle } from '@maru/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui';
import { confirmBooking, hasLapsed, resendBookingCode } from './showroom-api';
import styles from './Showroom.module.css';

const { codeDigits, holdMinutes } = BOOKING_CONFIRMATION;

/** The current time, read again every second while `ticking` (the deadline and the resend wait count down). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

interface ConfirmCodeStepProps {
  /** The booking as the server answered it: PENDING, with its confirmation. */
  booking: BookingView;
  /** The phone as typed in the form: the code request names it, as a look-up does. */
  phone: string;
  onConfirmed: (booking: BookingView) => void;
  /** Back to the form (the booking lapsed): its place is free again. */
  onRestart: () => void;
}

/**
 * The code step of a booking made with a phone not yet proven (a guest's, or a member's other
 * than their verified one): the six digits sent to that phone, typed back within the ten
 * minutes the place is held; 재전송 once a minute, three times.
 */
export function ConfirmCodeStep({ booking, phone, onConfirmed, onRestart }: ConfirmCodeStepProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(booking);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [lapsed, setLapsed] = useState<string | null>(null);
  const confirmation = current.confirmation;
  const now = useNow(lapsed === null);
  useEffect(() => heading.current?.focus(), []);

  const deadline = confirmation ? new Date(confirmation.confirmBy).getTime() : now;
  const resendAt = confirmation?.resendAt ? new Date(confirmation.resendAt).getTime() : null;
  // The server lapses the booking at its deadline whether or not this page asks again.
  const shownLapse = lapsed ?? (deadline <= now ? BOOKING_CODE_EXPIRED_MESSAGE : null);

  const failed = (error: Error) => {
    if (hasLapsed(error)) {
      setLapsed(error.message);
      return;
    }
    setProblem(error.message || '처리하지 못했어요. 잠시 후 다시 시도해 주세요.');
    input.current?.focus();
  };
  const confirm = useMutation({
    mutationFn: () => confirmBooking({ bookingNo: current.bookingNo, phone, code }),
    onSuccess: (confirmed) => onConfirmed(confirmed),
    onError: failed,
  });
  const resend = useMutation({
    mutationFn: () => resendBookingCode({ bookingNo: current.bookingNo, phone }),
    onSuccess: (again) => {
      setCurrent(again);
      setCode('');
      setProblem(null);
      setNotice('새 인증번호를 보냈어요. 이전 인증번호는 더 이상 쓸 수 없어요.');
      input.current?.focus();
    },
    onError: failed,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (code.length !== codeDigits) {
      setProblem(`문자로 받은 인증번호 ${codeDigits}자리를 입력해 주세요.`);
      input.current?.focus();
      return;
    }
    setProblem(null);
    confirm.mutate();
  }

  const waitMs = resendAt === null ? 0 : resendAt - now;
  const working = confirm.isPending || resend.isPending;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        휴대폰 번호를 확인해 주세요
      </h2>
      <p className={styles.lead}>
        {withParticle(current.phone, '으로/로')} 보낸 인증번호 {codeDigits}자리를 입력하면 예약이 확정돼요. 그때까지 {current.date} {current.time} 자리를 {holdMinutes}분 동안 맡아 둘게요.
      </p>
      {confirmation?.sandbox ? (
        <p className={styles.sandbox} role="note">
          테스트 환경 — 인증번호는 실제 휴대폰으로 가지 않습니다.{' '}
          <a href={`/sandbox/outbox?to=${encodeURIComponent(phone.replace(/\D/g, ''))}`} target="_blank" rel="noreferrer">
            메시지 발송함
          </a>
          에서 확인해 주세요.
        </p>
      ) : null}

      {shownLapse ? (
        <div className={styles.section}>
          <p role="alert" className={styles.error}>
            {shownLapse}
          </p>
          <div className={styles.actions}>
            <Button onClick={onRestart}>처음부터 다시 예약</Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="예약 인증번호 확인">
          <div className={styles.field}>
            <label htmlFor={`${id}-code`}>인증번호 {codeDigits}자리</label>
            <input
              id={`${id}-code`}
              ref={input}
              className={styles.code}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={codeDigits}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, codeDigits))}
              aria-invalid={problem ? true : undefined}
              aria-describedby={[`${id}-deadline`, problem ? `${id}-problem` : undefined].filter(Boolean).join(' ')}
            />
            <p id={`${id}-deadline`} className={styles.hint}>
              입력 기한 {kstTimeOf(new Date(deadline))}까지 (남은 시간 <span role="timer">{minutesAndSeconds(deadline - now)}</span>) · 기한이 지나면 예약은 자동으로 취소돼요.
            </p>
            {problem ? (
              <p id={`${id}-problem`} role="alert" className={styles.error}>
                {problem}
              </p>
            ) : null}
            {notice ? (
              <p role="status" className={styles.hint}>
                {notice}
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <Button type="submit" size="lg" disabled={working}>
              {confirm.isPending ? '확인하는 중…' : '인증하고 예약 확정'}
            </Button>
            <Button variant="secondary" disabled={working || resendAt === null || waitMs > 0} onClick={() => resend.mutate()}>
              {resendAt === null ? '재전송 횟수를 모두 썼어요' : waitMs > 0 ? `재전송 (${Math.ceil(waitMs / 1000)}초 후)` : '인증번호 재전송'}
            </Button>
          </div>
          {confirmation && resendAt !== null ? <p className={styles.hint}>재전송은 1분에 한 번, {confirmation.resendsLeft}번 더 할 수 있어요.</p> : null}
        </form>
      )}
    </section>
  );
}
