import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { formStyles as styles } from '@/shared/form';
import { withQueryClient } from '@/shared/query';
import { redirectUrlOf } from '../redirect';
import { useVerificationProvider } from '../verification/use-verification-provider';
import { useVerificationRun } from '../verification/use-verification-run';
import { SandboxMark } from '../components/SandboxMark';
import { VerificationStart } from '../components/VerificationStart';

/**
 * Identity verification on its own, for pages that need a fresh one (my page's phone
 * change). Afterwards it continues at redirectUrl, which reads the verified request id.
 */
function VerifyPage() {
  usePageTitle('휴대폰 본인인증');
  useVerificationProvider();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { failure, busy, verify } = useVerificationRun(redirectUrlOf(search), async (outcome) => {
    await navigate(outcome.next, { replace: true });
    return 'left';
  });

  return (
    <section className={styles.page} aria-labelledby="verify-title">
      <h1 id="verify-title" className={styles.title}>
        휴대폰 본인인증
      </h1>
      <SandboxMark providers={['portone']} />
      <p className={styles.lead}>본인 명의의 휴대폰으로 인증해 주세요. 인증을 마치면 이전 화면으로 돌아갑니다.</p>
      <VerificationStart label="본인인증 시작" busy={busy} failure={failure} onStart={() => void verify()} />
    </section>
  );
}

export default withQueryClient(VerifyPage);

// The sandbox mark is in hand at the first render (providers-loader.ts).
export { providersLoader as loader } from '../providers-loader';
