import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { spendOnce, withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { LinkButton, ReturnOutcome, useToast } from '@/shared/ui';
import { decideAuthCallback } from '../auth-callback';
import { genericErrorMessage } from '../error-messages';
import { followSocialReturn, type SocialReturnResult } from '../social-return';

/** The social return, once per authToken (it serves once: spendOnce says why). */
function followOnce(queryClient: QueryClient, search: string): Promise<SocialReturnResult> {
  const decision = decideAuthCallback(search);
  if (decision.kind === 'error') return Promise.resolve({ error: decision.message, showLogin: true });
  const follow = () => followSocialReturn(decision).catch((error: unknown): SocialReturnResult => ({ error: genericErrorMessage(error), showLogin: true }));
  return spendOnce(queryClient, ['social-return', decision.authToken], follow);
}

function AuthCallbackPage() {
  usePageTitle('로그인');
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let active = true;
    void followOnce(queryClient, search).then((result) => {
      if (!active) return;
      if ('error' in result) return setError(result.error);
      if (result.notice) showToast(result.notice, 'info');
      void navigate(result.to, { replace: true, state: result.state });
    });
    return () => {
      active = false;
    };
  }, [search, navigate, showToast, queryClient]);

  return (
    <ReturnOutcome
      failure={error}
      busyLabel="로그인 정보를 확인하는 중"
      title="로그인하지 못했습니다"
      actions={
        <>
          <LinkButton to={paths.login()}>로그인 페이지로</LinkButton>
          <LinkButton to={paths.home()} variant="secondary">
            홈으로
          </LinkButton>
        </>
      }
    />
  );
}

export default withQueryClient(AuthCallbackPage);
