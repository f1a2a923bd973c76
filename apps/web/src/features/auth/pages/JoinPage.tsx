import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { BusyButton, FieldError, FormAlert, formStyles as styles } from '@/shared/form';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { clearJoinDraft, readJoinDraft, recommendCdFrom, saveJoinDraft } from '../join-draft';
import { noConsents, requiredConsentsGiven } from '../join-form';
import { redirectUrlOf } from '../redirect';
import { useVerificationProvider } from '../verification/use-verification-provider';
import { useVerificationRun } from '../verification/use-verification-run';
import { ConsentList } from '../components/ConsentList';
import { SandboxMark } from '../components/SandboxMark';
import { SocialSignInButtons } from '../components/SocialSignInButtons';

const CONSENT_ERROR_ID = 'consent-error';

/** Navigation state set by /auth/callback when a social account starts the sign-up. */
const fromSocialSignIn = (state: unknown): boolean => typeof state === 'object' && state !== null && 'social' in state && state.social === true;

function JoinPage() {
  usePageTitle('회원가입');
  useVerificationProvider();
  const location = useLocation();
  const navigate = useNavigate();
  const redirectUrl = redirectUrlOf(location.search);
  const social = fromSocialSignIn(location.state);
  const recommendCd = recommendCdFrom(location.search);
  const [consents, setConsents] = useState(() => (social ? readJoinDraft().consents : noConsents));
  const [consentError, setConsentError] = useState<string>();
  const { failure, setFailure, busy, verify } = useVerificationRun(paths.joinProfile(redirectUrl === paths.home() ? undefined : redirectUrl), async (outcome) => {
    await navigate(outcome.next);
    return 'left';
  });

  // A sign-up that did not start from a social account must not link one left from before.
  // An invitation link's code is kept in the draft: it outlives the identity check and a
  // social sign-in's round trip, and the profile step starts its field from it.
  useEffect(() => {
    if (!social) clearJoinDraft();
    if (recommendCd) saveJoinDraft({ recommendCd });
  }, [social, recommendCd]);

  function verifyAndContinue() {
    if (!requiredConsentsGiven(consents)) {
      setFailure(undefined);
      setConsentError('필수 항목(이용약관, 개인정보 수집·이용, 만 14세 이상)에 모두 동의해 주세요.');
      document.getElementById('consent-terms')?.focus();
      return;
    }
    setConsentError(undefined);
    saveJoinDraft({ consents });
    void verify();
  }

  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="join-title">
      <h1 id="join-title" className={styles.title}>
        회원가입
      </h1>
      <SandboxMark providers={['portone', 'kakao', 'naver']} />
      <p className={styles.lead}>약관에 동의하신 뒤 휴대폰 본인인증을 진행해 주세요. 본인인증 정보로 이름, 휴대폰 번호, 생년월일, 성별이 등록됩니다.</p>
      <div className={styles.form}>
        <ConsentList consents={consents} onChange={setConsents} invalid={Boolean(consentError)} errorId={consentError ? CONSENT_ERROR_ID : undefined} />
        <FieldError id={CONSENT_ERROR_ID} message={consentError} />
        <FormAlert message={failure} />
        <BusyButton onClick={verifyAndContinue} busy={busy} busyLabel="본인인증 진행 중…">
          휴대폰 본인인증하고 계속하기
        </BusyButton>
      </div>
      {social ? null : (
        <>
          <p className={styles.divider}>간편 가입</p>
          <SocialSignInButtons redirectUrl={redirectUrl} authType="join" verb="시작하기" />
        </>
      )}
    </section>
  );
}

export default withQueryClient(JoinPage);

// The sandbox mark and the social buttons are in hand at the first render (providers-loader.ts).
export { providersLoader as loader } from '../providers-loader';
