import { type AccountFound, ApiCode, formatKstDate } from '@maru/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api';
import { usePageTitle } from '@/shared/browser';
import { BusyButton, FormAlert, formStyles as styles, useCheckedForm } from '@/shared/form';
import { spendOnce, withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { LinkButton } from '@/shared/ui';
import { findAccount, resetPassword } from '../auth-api';
import { genericErrorMessage } from '../error-messages';
import { validateNewPassword, type NewPasswordValues } from '../join-form';
import { useVerificationProvider } from '../verification/use-verification-provider';
import { useVerificationRun } from '../verification/use-verification-run';
import { clearVerificationRecord, readVerificationRecord } from '../verification/verification-record';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SandboxMark } from '../components/SandboxMark';
import { VerificationStart } from '../components/VerificationStart';

const CHANNEL_NAMES = { kakao: '카카오', naver: '네이버' } as const;
const PASSWORD_FIELDS = ['password', 'passwordConfirm'] as const;

type Step = { kind: 'start' } | { kind: 'no-account' } | { kind: 'found'; account: AccountFound } | { kind: 'changed' };

/** Before the verification: what the page does, and the button that starts it. */
function StartStep({ busy, failure, onStart }: { busy: boolean; failure: string | undefined; onStart: () => void }) {
  return (
    <>
      <SandboxMark providers={['portone']} />
      <p className={styles.lead}>가입할 때 본인인증한 휴대폰으로 인증하시면 가입된 이메일을 알려 드리고, 새 비밀번호를 설정할 수 있습니다.</p>
      <VerificationStart label="휴대폰 본인인증으로 찾기" busy={busy} failure={failure} onStart={onStart} />
    </>
  );
}

function NoAccount() {
  return (
    <div className={styles.form}>
      <p className={styles.lead} role="status">
        본인인증한 정보로 가입된 계정이 없습니다.
      </p>
      <LinkButton to={paths.join()} size="lg">
        회원가입하기
      </LinkButton>
    </div>
  );
}

function PasswordChanged() {
  return (
    <div className={styles.form}>
      <p className={styles.lead} role="status">
        비밀번호를 변경했습니다. 모든 기기에서 로그아웃되었으니 새 비밀번호로 로그인해 주세요.
      </p>
      <LinkButton to={paths.login()} size="lg">
        로그인하기
      </LinkButton>
    </div>
  );
}

/**
 * 아이디·비밀번호 찾기: the shopper verifies their identity, sees their account's e-mail (masked)
 * and may set a new password. On a phone the provider takes the whole tab and comes back here
 * through /verify/callback, so a verified request waiting for this page is picked up on arrival.
 */
function FindAccountPage() {
  usePageTitle('아이디·비밀번호 찾기');
  useVerificationProvider();
  const [step, setStep] = useState<Step>({ kind: 'start' });
  // A look-up that fails after a verification (here or back from the provider's tab) is shown
  // where the verification's own failures are.
  const [lookUpFailure, setLookUpFailure] = useState<string>();
  const queryClient = useQueryClient();
  const { failure, busy, verify } = useVerificationRun(paths.findAccount(), (outcome) => lookUp(outcome.certifyNo));

  function lookUp(certifyNo: string, active: () => boolean = () => true): Promise<void> {
    // A verification is used up by the look-up: one call per certifyNo (spendOnce says why).
    return spendOnce(queryClient, ['account-look-up', certifyNo], () => findAccount(certifyNo)).then(
      (account) => {
        clearVerificationRecord();
        if (active()) setStep({ kind: 'found', account });
      },
      (error: unknown) => {
        if (!active()) return;
        if (isApiError(error) && error.code === ApiCode.USER_NOT_EXIST) setStep({ kind: 'no-account' });
        else setLookUpFailure(genericErrorMessage(error));
      },
    );
  }

  // Back from the provider in the same tab (phones): the verified request waits in the record.
  useEffect(() => {
    let active = true;
    const record = readVerificationRecord();
    if (record?.verified && record.next === paths.findAccount()) void lookUp(record.certifyNo, () => active);
    return () => {
      active = false;
    };
    // Once, on arrival: the record is read then and used up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className={styles.page} aria-labelledby="find-title">
      <h1 id="find-title" className={styles.title}>
        아이디·비밀번호 찾기
      </h1>
      {step.kind === 'start' ? (
        <StartStep
          busy={busy}
          failure={failure ?? lookUpFailure}
          onStart={() => {
            setLookUpFailure(undefined);
            void verify();
          }}
        />
      ) : null}
      {step.kind === 'no-account' ? <NoAccount /> : null}
      {step.kind === 'found' ? <FoundAccount account={step.account} onChanged={() => setStep({ kind: 'changed' })} /> : null}
      {step.kind === 'changed' ? <PasswordChanged /> : null}
    </section>
  );
}

function FoundAccount({ account, onChanged }: { account: AccountFound; onChanged: () => void }) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', passwordConfirm: '' });
  const { formRef, errors, refusal, busy, submit } = useCheckedForm({
    fields: PASSWORD_FIELDS,
    validate: () => validateNewPassword(values),
    send: async () => {
      await resetPassword(account.resetToken, values.password);
      onChanged();
    },
    refused: (error) => ({
      message: isApiError(error) && error.code === ApiCode.IDENTITY_NOT_VERIFIED ? '비밀번호 변경 시간(10분)이 지났거나 이미 변경했습니다. 본인인증을 다시 진행해 주세요.' : genericErrorMessage(error),
    }),
  });
  const social = account.socialChannels.map((channel) => CHANNEL_NAMES[channel]).join('·');

  return (
    <>
      <dl className={styles.facts} aria-label="가입된 계정">
        <dt>이메일</dt>
        <dd>{account.email ?? '이메일 없이 가입한 계정'}</dd>
        <dt>가입일</dt>
        <dd>{formatKstDate(account.joinedAt)}</dd>
        {social ? (
          <>
            <dt>간편 로그인</dt>
            <dd>{social}</dd>
          </>
        ) : null}
      </dl>
      <form ref={formRef} className={`${styles.form} ${styles.section}`} noValidate onSubmit={submit} aria-labelledby="new-password-title">
        <h2 id="new-password-title">
          {account.hasPassword ? '새 비밀번호 설정' : '비밀번호 만들기'}
        </h2>
        <NewPasswordFields
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          labels={{ password: '새 비밀번호', passwordConfirm: '새 비밀번호 확인' }}
        />
        <FormAlert message={refusal} />
        <BusyButton type="submit" busy={busy} busyLabel="변경 중…">
          비밀번호 변경
        </BusyButton>
      </form>
      <p className={styles.links}>
        비밀번호가 기억나셨나요? <Link to={paths.login()}>로그인</Link>
      </p>
    </>
  );
}

export default withQueryClient(FindAccountPage);

// The sandbox mark and the social buttons are in hand at the first render (providers-loader.ts).
export { providersLoader as loader } from '../providers-loader';
