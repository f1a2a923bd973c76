import { ApiCode, filterEmail } from '@maru/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { bindFields, BusyButton, EmailField, FormAlert, formStyles as styles, PasswordField, useCheckedForm } from '@/shared/form';
import { isApiError } from '@/shared/api';
import { spendOnce, withQueryClient } from '@/shared/query';
import { guestCheckoutPathFor, paths } from '@/shared/routing';
import { LinkButton } from '@/shared/ui';
import { genericErrorMessage, signInErrorMessage } from '../error-messages';
import { validateSignIn, type SignInValues } from '../join-form';
import { redirectUrlOf } from '../redirect';
import { releaseDormantAccount, signInWithCredentials } from '../sign-in-flow';
import { useVerificationProvider } from '../verification/use-verification-provider';
import { useVerificationRun } from '../verification/use-verification-run';
import { clearVerificationRecord, readVerificationRecord } from '../verification/verification-record';
import { VerificationStart } from '../components/VerificationStart';
import { SandboxMark } from '../components/SandboxMark';
import { SocialSignInButtons } from '../components/SocialSignInButtons';

const FIELD_ORDER = ['email', 'password'] as const;

function LoginPage() {
  usePageTitle('로그인');
  const { search, state } = useLocation();
  const navigate = useNavigate();
  // Without redirectUrl the visitor returns home: the login page itself is the current
  // address then, and a signed-in member is sent home from it anyway.
  const redirectUrl = redirectUrlOf(search);
  // A guest sent here from 주문하기 or 바로 구매 may also buy without an account.
  const guestCheckout = guestCheckoutPathFor(redirectUrl);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [autoLogin, setAutoLogin] = useState(false);
  // The right password on a dormant account: the page turns to the verification that brings it back.
  // So does a dormant account's social sign-in, which comes here from the provider's return (social-return.ts).
  const [dormant, setDormant] = useState(() => (state as { dormant?: unknown } | null)?.dormant === true);
  const { formRef, errors, refusal, busy, submit } = useCheckedForm({
    fields: FIELD_ORDER,
    validate: () => validateSignIn(values),
    send: async () => {
      await signInWithCredentials(values.email.trim(), values.password, autoLogin);
      await navigate(redirectUrl, { replace: true });
    },
    refused: (error) => {
      if (isApiError(error) && error.code === ApiCode.ACCOUNT_DORMANT) setDormant(true);
      return { message: signInErrorMessage(error) };
    },
  });
  const field = bindFields(values, errors, (change) => setValues({ ...values, ...change }));

  if (dormant || returningFromDormantVerification(search)) {
    return <DormantRelease onReleased={() => navigate(redirectUrl, { replace: true })} />;
  }

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

/** This login address with a mark, where a dormant account's verification continues (also back from a phone's provider tab). */
const dormantNext = (search: string) => `${paths.login()}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(search)), dormant: '1' })}`;

function returningFromDormantVerification(search: string): boolean {
  const record = readVerificationRecord();
  return new URLSearchParams(search).get('dormant') === '1' && record?.verified === true;
}

/** The release, once per verification: it is used up by the release (spendOnce says why). */
function releaseOnce(queryClient: QueryClient, certifyNo: string): Promise<void> {
  return spendOnce(queryClient, ['dormant-release', certifyNo], () => releaseDormantAccount(certifyNo).finally(() => clearVerificationRecord()));
}

function releaseFailureMessage(error: unknown): string {
  if (isApiError(error) && error.code === ApiCode.TOKEN_NOT_EQUAL) return '휴면 해제 시간이 지났습니다. 다시 로그인해 주세요.';
  return isApiError(error) && /[가-힣]/.test(error.message) ? error.message : genericErrorMessage(error);
}

/** 휴면 해제: the shopper verifies their identity and the account, kept apart, is restored and signed in. */
function DormantRelease({ onReleased }: { onReleased: () => Promise<void> | void }) {
  useVerificationProvider();
  const { search } = useLocation();
  const [releaseFailure, setReleaseFailure] = useState<string>();
  const queryClient = useQueryClient();

  async function release(certifyNo: string): Promise<'left' | void> {
    try {
      await releaseOnce(queryClient, certifyNo);
      await onReleased();
      return 'left';
    } catch (error) {
      setReleaseFailure(releaseFailureMessage(error));
    }
  }

  // Back from the provider in the same tab (phones): the verified request waits in the record.
  useEffect(() => {
    let active = true;
    const record = readVerificationRecord();
    if (record?.verified && new URLSearchParams(search).get('dormant') === '1') {
      releaseOnce(queryClient, record.certifyNo).then(
        () => onReleased(),
        (error: unknown) => {
          if (active) setReleaseFailure(releaseFailureMessage(error));
        },
      );
    }
    return () => {
      active = false;
    };
    // Once, on arrival: the record is read then and used up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { failure, busy, verify } = useVerificationRun(dormantNext(search), (outcome) => release(outcome.certifyNo));

  return (
    <section className={styles.page} aria-labelledby="dormant-title">
      <h1 id="dormant-title" className={styles.title}>
        휴면 계정 해제
      </h1>
      <SandboxMark providers={['portone']} />
      <p className={styles.lead}>1년 동안 이용하지 않아 회원님의 정보를 분리하여 보관하고 있습니다. 가입하신 분 본인 명의의 휴대폰으로 본인인증을 하시면 바로 다시 이용하실 수 있습니다.</p>
      <VerificationStart
        label="본인인증하고 휴면 해제하기"
        busy={busy}
        failure={failure ?? releaseFailure}
        onStart={() => {
          setReleaseFailure(undefined);
          void verify();
        }}
      />
      <p className={styles.links}>
        <Link to={paths.login()} reloadDocument>
          다시 로그인하기
        </Link>
      </p>
    </section>
  );
}

export default withQueryClient(LoginPage);

// The sandbox mark and the social buttons are in hand at the first render (providers-loader.ts).
export { providersLoader as loader } from '../providers-loader';
