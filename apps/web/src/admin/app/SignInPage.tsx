import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { ConsoleApiError } from '../api/console-api';
import { meQuery, signIn } from '../api/session';
import { useConsoleTitle } from '../ui/helpers/use-console-title';
import { safeNextPath } from './next-path';
import styles from './SignInPage.module.css';

/** The console's own sign-in: staff accounts only; a shopper's session means nothing here. */
export function SignInPage() {
  useConsoleTitle('로그인');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const problemId = useId();
  const expired = params.get('reason') === 'expired';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(undefined);
    try {
      const me = await signIn(email, password);
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, me);
      await navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (error) {
      setProblem(error instanceof ConsoleApiError ? error.message : '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.');
      setPassword('');
    } finally {
      setSending(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} aria-describedby={problem ? problemId : undefined}>
        <p className={styles.brand}>MARU 운영 콘솔</p>
        <h1 className={styles.title}>직원 로그인</h1>
        {expired && !problem ? <p className={styles.notice}>로그인 시간이 지나 로그아웃되었습니다. 다시 로그인해 주세요.</p> : null}
        <label className={styles.field}>
          <span>이메일</span>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label className={styles.field}>
          <span>비밀번호</span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
        </label>
        {problem ? (
          <p id={problemId} className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? '로그인하는 중…' : '로그인'}
        </Button>
        <p className={styles.help}>직원 계정은 관리자가 만듭니다. 쇼핑몰 회원 계정으로는 로그인할 수 없습니다.</p>
      </form>
    </main>
  );
}
