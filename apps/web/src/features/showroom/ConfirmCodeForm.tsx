import { BOOKING_CONFIRMATION, type BookingView, kstTimeOf } from '@maru/domain';
import type { FormEvent, RefObject } from 'react';
import { Button } from '@/shared/ui';
import styles from './Showroom.module.css';

const { codeDigits } = BOOKING_CONFIRMATION;

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

interface ConfirmCodeFormProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  confirmation: BookingView['confirmation'];
  code: string;
  setCode: (code: string) => void;
  problem: string | null;
  notice: string | null;
  now: number;
  deadline: number;
  resendAt: number | null;
  waitMs: number;
  working: boolean;
  confirming: boolean;
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
}

/** The code's input with its deadline, the confirm button and 재전송 with its wait. */
export function ConfirmCodeForm(props: ConfirmCodeFormProps) {
  const { id, inputRef, confirmation, code, setCode, problem, notice, now, deadline, resendAt, waitMs, working, confirming, onSubmit, onResend } = props;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="예약 인증번호 확인">
      <div className={styles.field}>
        <label htmlFor={`${id}-code`}>인증번호 {codeDigits}자리</label>
        <input
          id={`${id}-code`}
          ref={inputRef}
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
          {confirming ? '확인하는 중…' : '인증하고 예약 확정'}
        </Button>
        <Button variant="secondary" disabled={working || resendAt === null || waitMs > 0} onClick={onResend}>
          {resendAt === null ? '재전송 횟수를 모두 썼어요' : waitMs > 0 ? `재전송 (${Math.ceil(waitMs / 1000)}초 후)` : '인증번호 재전송'}
        </Button>
      </div>
      {confirmation && resendAt !== null ? <p className={styles.hint}>재전송은 1분에 한 번, {confirmation.resendsLeft}번 더 할 수 있어요.</p> : null}
    </form>
  );
}
