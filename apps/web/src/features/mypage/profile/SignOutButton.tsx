import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '@/features/auth';
import { paths } from '@/shared/routing';
import { Button, useToast } from '@/shared/ui';

export function SignOutButton() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);

  async function signOutAndLeave() {
    setBusy(true);
    try {
      await signOut();
      showToast('로그아웃되었습니다.', 'info');
      await navigate(paths.home(), { replace: true });
    } catch {
      showToast('로그아웃하지 못했습니다. 잠시 후 다시 시도해 주세요.', 'error');
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void signOutAndLeave()} disabled={busy}>
      로그아웃
    </Button>
  );
}
