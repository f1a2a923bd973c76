import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { LinkButton, ReturnOutcome } from '@/shared/ui';
import { verificationErrorMessage } from '../error-messages';
import { finishRedirectedVerification, type VerificationOutcome } from '../verification/run-verification';
import { readVerificationRecord } from '../verification/verification-record';

// Read once per page load: the query string is cleared on the first read, and React's
// development double-run of effects must not find it empty.
let pending: Promise<VerificationOutcome> | undefined;

/** Where a failed verification starts over: the step that started it. */
function retryPathFor(next: string | undefined): string {
  if (!next) return paths.home();
  if (next.startsWith(paths.joinProfile())) return paths.join();
  return `${paths.verify()}?${new URLSearchParams({ redirectUrl: next })}`;
}

/** The identity provider's return in the same tab (phones and tablets). */
export default function VerifyCallbackPage() {
  usePageTitle('본인인증 확인');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [retryTo] = useState(() => retryPathFor(readVerificationRecord()?.next));

  useEffect(() => {
    let active = true;
    pending ??= finishRedirectedVerification(window.location.search).finally(() => {
      pending = undefined;
    });
    pending.then(
      (outcome) => {
        if (!active) return;
        if (outcome.kind === 'verified') void navigate(outcome.next, { replace: true });
        else if (outcome.kind === 'cancelled') setFailure(outcome.message);
      },
      (error: unknown) => active && setFailure(verificationErrorMessage(error)),
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <ReturnOutcome
      failure={failure}
      busyLabel="본인인증 결과를 확인하는 중"
      title="본인인증을 완료하지 못했습니다"
      actions={
        <>
          <LinkButton to={retryTo}>다시 시도</LinkButton>
          <LinkButton to={paths.home()} variant="secondary">
            홈으로
          </LinkButton>
        </>
      }
    />
  );
}
