import type { CouponDownloadView } from '@maru/domain';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui';
import { redeemCouponCode } from '../api/benefit-api';
import styles from './CouponCodeBox.module.css';

interface CouponCodeBoxProps {
  /** The coupon received: the page refreshes its lists, the checkout applies it. */
  onRedeemed?: (redeemed: CouponDownloadView) => void;
  /** Said after ‘…’ 쿠폰을 받았습니다 (the checkout adds that it is applied). */
  successSuffix?: string;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * 쿠폰 코드 등록: an event code typed and sent with 등록 or Enter. No form of its own, so it
 * can sit inside the checkout's form without submitting the order; the server decides every
 * refusal (unknown, ended, already received, sold out) and its message is shown as it is.
 */
export function CouponCodeBox({ onRedeemed, successSuffix = '' }: CouponCodeBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function redeem() {
    if (busy) return;
    if (!code.trim()) {
      setOutcome({ ok: false, text: '쿠폰 코드를 입력해 주세요.' });
      input.current?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const redeemed = await redeemCouponCode(code);
      setCode('');
      setOutcome({ ok: true, text: `‘${redeemed.coupon.couponName}’ 쿠폰을 받았습니다.${successSuffix}` });
      onRedeemed?.(redeemed);
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error && error.message ? error.message : '쿠폰을 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter registers the code; inside the checkout it must not submit the order.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void redeem();
  };

  return (
    <div className={styles.box} data-testid="coupon-code-box">
      <label htmlFor={`${id}-code`} className={styles.label}>
        쿠폰 코드 등록
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-code`}
          className={styles.input}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="이벤트 쿠폰 코드를 입력해 주세요"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={outcome?.ok === false || undefined}
          aria-describedby={`${id}-outcome`}
        />
        <Button variant="secondary" onClick={() => void redeem()} disabled={busy}>
          {busy ? '등록 중…' : '등록'}
        </Button>
      </div>
      <p id={`${id}-outcome`} role="status" className={outcome?.ok === false ? styles.error : styles.success}>
        {outcome?.text}
      </p>
    </div>
  );
}
