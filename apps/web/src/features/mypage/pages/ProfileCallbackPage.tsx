import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { LinkButton, ReturnOutcome, useToast } from '@/shared/ui';
import { changePhoneAfterVerification } from '../profile/phone-change';

// Once per verification: React's development double-run of effects must not post twice.
let pending: Promise<void> | undefined;

/** The return from re-verification: the new phone number replaces the old one. */
export default function ProfileCallbackPage() {
  usePageTitle('휴대폰 번호 변경');
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let active = true;
    pending ??= changePhoneAfterVerification(window.location.search).finally(() => {
      pending = undefined;
    });
    pending.then(
      () => {
        if (!active) return;
        showToast('휴대폰 번호를 변경했습니다.', 'success');
        void navigate(paths.mypage.profile(), { replace: true });
      },
      (error: unknown) => active && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      active = false;
    };
  }, [navigate, showToast]);

  return (
    <ReturnOutcome
      failure={failure}
      busyLabel="휴대폰 번호를 변경하는 중"
      title="휴대폰 번호를 변경하지 못했습니다"
      actions={<LinkButton to={paths.mypage.profile()}>내 정보로 돌아가기</LinkButton>}
    />
  );
}
