import { ApiCode, filterEmail } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api';
import { usePageTitle } from '@/shared/browser';
import { bindFields, BusyButton, EmailField, FormAlert, FormField, formStyles as styles, useCheckedForm } from '@/shared/form';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { Spinner } from '@/shared/ui';
import { fetchCertifiedPerson, joinMember, type CertifiedPerson } from '../auth-api';
import { joinErrorMessage } from '../error-messages';
import { clearJoinDraft, readJoinDraft } from '../join-draft';
import { joinProfileFields, validateJoinProfile, type JoinProfileValues } from '../join-form';
import { redirectUrlOf } from '../redirect';
import { clearVerificationRecord, verifiedCertifyNo } from '../verification/verification-record';
import { NewPasswordFields } from '../components/NewPasswordFields';

const genderLabel = (gender: CertifiedPerson['gender']) => (gender === 'M' ? '남성' : gender === 'F' ? '여성' : '-');
/** A referral code as the shop prints it: digits and capital letters only. */
const referralCode = (typed: string) => typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
const phoneLabel = (phone: string | null) => phone?.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3') ?? '-';

function CertifiedPersonFacts({ person }: { person: CertifiedPerson }) {
  return (
    <dl className={styles.facts} aria-label="본인인증 정보">
      <dt>이름</dt>
      <dd>{person.name ?? '-'}</dd>
      <dt>휴대폰 번호</dt>
      <dd>{phoneLabel(person.phone)}</dd>
      <dt>생년월일</dt>
      <dd>{person.birthday ?? '-'}</dd>
      <dt>성별</dt>
      <dd>{genderLabel(person.gender)}</dd>
    </dl>
  );
}

function NeedsVerification({ redirectUrl }: { redirectUrl: string }) {
  return (
    <section className={styles.page} aria-labelledby="join-profile-title">
      <h1 id="join-profile-title" className={styles.title}>
        본인인증이 필요합니다
      </h1>
      <p className={styles.lead}>본인인증 정보가 없거나 만료되었습니다. 약관 동의부터 다시 진행해 주세요.</p>
      <Link to={paths.join(redirectUrl === paths.home() ? undefined : redirectUrl)}>회원가입 처음으로</Link>
    </section>
  );
}

function JoinProfilePage() {
  usePageTitle('회원 정보 입력');
  const { search } = useLocation();
  const redirectUrl = redirectUrlOf(search);
  const [certifyNo] = useState(() => verifiedCertifyNo());
  const person = useQuery({
    queryKey: ['certify', certifyNo],
    queryFn: () => fetchCertifiedPerson(certifyNo!),
    enabled: Boolean(certifyNo),
    staleTime: Infinity,
  });
  if (!certifyNo || person.isError) return <NeedsVerification redirectUrl={redirectUrl} />;
  if (!person.data) return <Spinner label="본인인증 정보를 불러오는 중" />;
  return <JoinProfileForm certifyNo={certifyNo} person={person.data} redirectUrl={redirectUrl} />;
}

function JoinProfileForm({ certifyNo, person, redirectUrl }: { certifyNo: string; person: CertifiedPerson; redirectUrl: string }) {
  const navigate = useNavigate();
  const [draft] = useState(() => readJoinDraft());
  const [values, setValues] = useState<JoinProfileValues>({
    email: draft.email ?? '',
    password: '',
    passwordConfirm: '',
    nickName: draft.nickName ?? '',
    recommendCd: draft.recommendCd ?? '',
  });
  const { formRef, errors, refusal, busy, submit } = useCheckedForm({
    fields: joinProfileFields,
    validate: () => validateJoinProfile(values),
    send: async () => {
      const joined = await joinMember({
        certifyNo,
        email: values.email.trim(),
        password: values.password,
        nickName: values.nickName.trim(),
        recommendCd: values.recommendCd.trim() || undefined,
        consents: draft.consents,
        socialToken: draft.socialToken,
      });
      clearJoinDraft();
      clearVerificationRecord();
      await navigate(paths.joinComplete(redirectUrl === paths.home() ? undefined : redirectUrl), {
        replace: true,
        state: { nickName: joined.nickName, social: Boolean(draft.socialToken) },
      });
    },
    refused: (error) => {
      const message = joinErrorMessage(error);
      // A taken e-mail or an unknown referral code belongs to its field; the rest to the form.
      const field = isApiError(error) && error.code === ApiCode.ACCOUNT_EXISTS && message.includes('이메일') ? 'email' : isApiError(error) && error.code === ApiCode.NO_DATA ? 'recommendCd' : undefined;
      return { message, field };
    },
  });
  const set = (field: keyof JoinProfileValues, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const field = bindFields(values, errors, (change) => setValues((current) => ({ ...current, ...change })));

  return (
    <section className={styles.page} aria-labelledby="join-profile-title">
      <h1 id="join-profile-title" className={styles.title}>
        회원 정보 입력
      </h1>
      <CertifiedPersonFacts person={person} />
      <form ref={formRef} className={`${styles.form} ${styles.section}`} noValidate onSubmit={submit}>
        <EmailField {...field('email', { clean: filterEmail })} label="이메일" required autoComplete="email" />
        <NewPasswordFields values={values} errors={errors} onChange={set} />
        <FormField {...field('nickName')} label="닉네임" required autoComplete="nickname" maxLength={20} hint="2~20자의 한글, 영문, 숫자, _ -" />
        <FormField {...field('recommendCd', { clean: referralCode })} label="추천인 코드 (선택)" autoComplete="off" maxLength={20} />
        <FormAlert message={refusal} />
        <BusyButton type="submit" busy={busy} busyLabel="가입 처리 중…">
          가입하기
        </BusyButton>
      </form>
    </section>
  );
}

export default withQueryClient(JoinProfilePage);
