import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { Button } from '@/shared/ui';
import { verificationErrorMessage } from '../error-messages';
import { redirectUrlOf } from '../redirect';
import { runVerification } from '../verification/run-verification';
import { useVerificationProvider } from '../verification/use-verification-provider';
import { FormAlert } from '../components/FormField';
import { SandboxMark } from '../components/SandboxMark';
import styles from '../components/forms.module.css';

/**
 * Identity verification on its own, for pages that need a fresh one (my page's phone
 * change). Afterwards it continues at redirectUrl, which reads the verified request id.
 */
function VerifyPage() {
  usePageTitle('휴대폰 본인인증');
  useVerificationProvider();
  const { search } = useLocation();
  const navigate = useNavigate();
  const next = redirectUrlOf(search);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function verify() {
    setFailure(undefined);
    setBusy(true);
    try {
      const outcome = await runVerification(next);
      if (outcome.kind === 'verified') return void (await navigate(outcome.next, { replace: true }));
      if (outcome.kind === 'cancelled') setFailure(outcome.message);
    } catch (error) {
      setFailure(verificationErrorMessage(error));
    }
    setBusy(false);
  }

  return (
    <section className={styles.page} aria-labelledby="verify-title">
      <h1 id="verify-title" className={styles.title}>
        휴대폰 본인인증
      </h1>
      <SandboxMark providers={['portone']} />
      <p className={styles.lead}>본인 명의의 휴대폰으로 인증해 주세요. 인증을 마치면 이전 화면으로 돌아갑니다.</p>
      <div className={styles.form}>
        <FormAlert message={failure} />
        <Button size="lg" onClick={() => void verify()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? '본인인증 진행 중…' : '본인인증 시작'}
        </Button>
      </div>
    </section>
  );
}

export default withQueryClient(VerifyPage);
