import { useState } from 'react';
import { verificationErrorMessage } from '../error-messages';
import { runVerification, type VerificationOutcome } from './run-verification';

type Verified = Extract<VerificationOutcome, { kind: 'verified' }>;

/**
 * A 본인인증 button's run: busy while the provider has the shopper, and why it did not finish.
 * `onVerified` carries the page on; it answers 'left' when it navigated away, so the button
 * stays busy until the page is gone. `setFailure` lets the page show its own follow-up
 * failures in the same place.
 */
export function useVerificationRun(next: string, onVerified: (outcome: Verified) => Promise<'left' | void>) {
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function verify() {
    setFailure(undefined);
    setBusy(true);
    try {
      const outcome = await runVerification(next);
      if (outcome.kind === 'verified' && (await onVerified(outcome)) === 'left') return;
      if (outcome.kind === 'cancelled') setFailure(outcome.message);
    } catch (error) {
      setFailure(verificationErrorMessage(error));
    }
    setBusy(false);
  }

  return { failure, setFailure, busy, verify };
}
