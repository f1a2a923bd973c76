import { BOOKING_CONFIRMATION, type BookingView, withParticle } from '@maru/domain';
import { Button } from '@/shared/ui';
import { ConfirmCodeForm } from './ConfirmCodeForm';
import { useConfirmCode } from './use-confirm-code';
import styles from './Showroom.module.css';

const { codeDigits, holdMinutes } = BOOKING_CONFIRMATION;

interface ConfirmCodeStepProps {
  /** The booking as the server answered it: PENDING, with its confirmation. */
  booking: BookingView;
  /** The phone as typed in the form: the code request names it, as a look-up does. */
  phone: string;
  onConfirmed: (booking: BookingView) => void;
  /** Back to the form (the booking lapsed): its place is free again. */
  onRestart: () => void;
}

/** In the sandbox no text message leaves: the code is read in its outbox. */
function SandboxNote({ phone }: { phone: string }) {
  return (
    <p className={styles.sandbox} role="note">
      테스트 환경 — 인증번호는 실제 휴대폰으로 가지 않습니다.{' '}
      <a href={`/sandbox/outbox?to=${encodeURIComponent(phone.replace(/\D/g, ''))}`} target="_blank" rel="noreferrer">
        메시지 발송함
      </a>
      에서 확인해 주세요.
    </p>
  );
}

/** The booking lapsed (its deadline passed): the place is free again, the form starts over. */
function Lapsed({ message, onRestart }: { message: string; onRestart: () => void }) {
  return (
    <div className={styles.section}>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <div className={styles.actions}>
        <Button onClick={onRestart}>처음부터 다시 예약</Button>
      </div>
    </div>
  );
}

/**
 * The code step of a booking made with a phone not yet proven (a guest's, or a member's other
 * than their verified one): the six digits sent to that phone, typed back within the ten
 * minutes the place is held; 재전송 once a minute, three times.
 */
export function ConfirmCodeStep({ booking, phone, onConfirmed, onRestart }: ConfirmCodeStepProps) {
  const { heading, input, submit, setCode, ...step } = useConfirmCode({ booking, phone, onConfirmed });
  const { id, current, confirmation, shownLapse, confirm, resend } = step;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        휴대폰 번호를 확인해 주세요
      </h2>
      <p className={styles.lead}>
        {withParticle(current.phone, '으로/로')} 보낸 인증번호 {codeDigits}자리를 입력하면 예약이 확정돼요. 그때까지 {current.date} {current.time} 자리를 {holdMinutes}분 동안 맡아 둘게요.
      </p>
      {confirmation?.sandbox ? <SandboxNote phone={phone} /> : null}

      {shownLapse ? (
        <Lapsed message={shownLapse} onRestart={onRestart} />
      ) : (
        <ConfirmCodeForm
          id={id}
          inputRef={input}
          confirmation={confirmation}
          code={step.code}
          setCode={setCode}
          problem={step.problem}
          notice={step.notice}
          now={step.now}
          deadline={step.deadline}
          resendAt={step.resendAt}
          waitMs={step.waitMs}
          working={step.working}
          confirming={confirm.isPending}
          onSubmit={submit}
          onResend={() => resend.mutate()}
        />
      )}
    </section>
  );
}
