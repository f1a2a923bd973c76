import { filterEmail } from '@maru/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { bindFields, BusyButton, EmailField, FormAlert, formStyles as styles, PasswordField, useCheckedForm } from '@/shared/form';
import { withQueryClient } from '@/shared/query';
import { guestCheckoutPathFor, paths } from '@/shared/routing';
import { LinkButton } from '@/shared/ui';
import { signInErrorMessage } from '../error-messages';
import { validateSignIn, type SignInValues } from '../join-form';
import { redirectUrlOf } from '../redirect';
import { signInWithCredentials } from '../sign-in-flow';
import { SandboxMark } from '../components/SandboxMark';
import { SocialSignInButtons } from '../components/SocialSignInButtons';

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
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [autoLogin, setAutoLogin] = useState(false);
  const { formRef, errors, refusal, busy, submit } = useCheckedForm({
    fields: FIELD_ORDER,
    validate: () => validateSignIn(values),
    send: async () => {
      await signInWithCredentials(values.email.trim(), values.password, autoLogin);
      await navigate(redirectUrl, { replace: true });
    },
    refused: (error) => ({ message: signInErrorMessage(error) }),
  });
  const field = bindFields(values, errors, (change) => setValues({ ...values, ...change }));

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        로그인
      </h1>
      <SandboxMark providers={['kakao', 'naver']} />
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        <EmailField {...field('email', { clean: filterEmail })} label="이메일" autoComplete="username" />
        <PasswordField {...field('password')} label="비밀번호" autoComplete="current-password" maxLength={100} />
        <label className={styles.check}>
          <input type="checkbox" checked={autoLogin} onChange={(event) => setAutoLogin(event.target.checked)} />
          자동 로그인
        </label>
        <FormAlert message={refusal} />
        <BusyButton type="submit" busy={busy} busyLabel="로그인 중…">
          로그인
        </BusyButton>
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
