import { BOOKING_CODE_EXPIRED_MESSAGE, BOOKING_CONFIRMATION, type BookingView } from '@maru/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { confirmBooking, hasLapsed, resendBookingCode } from './showroom-api';

const { codeDigits } = BOOKING_CONFIRMATION;

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

interface ConfirmCodeOptions {
  booking: BookingView;
  phone: string;
  onConfirmed: (booking: BookingView) => void;
}

/**
 * The code step's state: the booking as last answered (a resend renews its confirmation), the
 * code typed, the clock the deadline and the resend wait count down by, and the two requests.
 */
export function useConfirmCode({ booking, phone, onConfirmed }: ConfirmCodeOptions) {
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
  return { id, heading, input, current, confirmation, code, setCode, problem, notice, now, deadline, resendAt, waitMs, shownLapse, confirm, resend, working, submit };
}
