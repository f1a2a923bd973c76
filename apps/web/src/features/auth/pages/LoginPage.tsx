import { filterEmail } from '@maru/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { guestCheckoutPathFor, paths } from '@/shared/routing';
import { Button, LinkButton } from '@/shared/ui';
import { signInErrorMessage } from '../error-messages';
import { validateSignIn, type SignInValues } from '../join-form';
import { redirectUrlOf } from '../redirect';
import { signInWithCredentials } from '../sign-in-flow';
import { FormAlert, FormField } from '../components/FormField';
import { focusFirstError } from '../components/focus-first-error';
import { SandboxMark } from '../components/SandboxMark';
import { SocialSignInButtons } from '../components/SocialSignInButtons';
import styles from '../components/forms.module.css';

const FIELD_ORDER = ['email', 'password'] as const;

function LoginPage() {
  usePageTitle('로그인');
  const { search } = useLocation();
  const navigate = useNavigate();
  // Without redirectUrl the visitor returns home: the login page itself is the current
  // address then, and a signed-in member is sent home from it anyway.
  const redirectUrl = redirectUrlOf(search);
  // A guest sent here from 주문하기 or 바로 구매 may also buy without an account.
  const guestCheckout = guestCheckoutPathFor(redirectUrl);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [autoLogin, setAutoLogin] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof SignInValues, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length) return focusFirstError(formRef.current, FIELD_ORDER, found);
    setBusy(true);
    try {
      await signInWithCredentials(values.email.trim(), values.password, autoLogin);
      await navigate(redirectUrl, { replace: true });
    } catch (error) {
      setRefusal(signInErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        로그인
      </h1>
      <SandboxMark providers={['kakao', 'naver']} />
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        <FormField
          id="email"
          label="이메일"
          type="email"
          inputMode="email"
          autoComplete="username"
          maxLength={100}
          value={values.email}
          error={errors.email}
          onChange={(event) => setValues({ ...values, email: filterEmail(event.target.value) })}
        />
        <FormField
          id="password"
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          maxLength={100}
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={autoLogin} onChange={(event) => setAutoLogin(event.target.checked)} />
          자동 로그인
        </label>
        <FormAlert message={refusal} />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
          {busy ? '로그인 중…' : '로그인'}
        </Button>
      </form>
      {guestCheckout ? (
        <LinkButton to={guestCheckout} variant="secondary" size="lg">
          비회원으로 주문하기
        </LinkButton>
      ) : null}
      <p className={styles.links}>
        아직 회원이 아니신가요? <Link to={paths.join(redirectUrl === paths.home() ? undefined : redirectUrl)}>회원가입</Link>
      </p>
      <p className={styles.links}>
        이메일이나 비밀번호를 잊으셨나요? <Link to={paths.findAccount()}>아이디·비밀번호 찾기</Link>
      </p>
      <p className={styles.divider}>간편 로그인</p>
      <SocialSignInButtons redirectUrl={redirectUrl} authType="signin" verb="로그인" />
    </section>
  );
}

export default withQueryClient(LoginPage);
