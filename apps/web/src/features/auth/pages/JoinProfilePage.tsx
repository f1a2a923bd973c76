import { ApiCode, filterEmail } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { Button, Spinner } from '@/shared/ui';
import { fetchCertifiedPerson, joinMember, type CertifiedPerson } from '../auth-api';
import { joinErrorMessage } from '../error-messages';
import { clearJoinDraft, readJoinDraft } from '../join-draft';
import { joinProfileFields, validateJoinProfile, type JoinProfileErrors, type JoinProfileValues } from '../join-form';
import { redirectUrlOf } from '../redirect';
import { clearVerificationRecord, verifiedCertifyNo } from '../verification/verification-record';
import { FormAlert, FormField } from '../components/FormField';
import { focusFirstError } from '../components/focus-first-error';
import { NewPasswordFields } from '../components/NewPasswordFields';
import styles from '../components/forms.module.css';

const genderLabel = (gender: CertifiedPerson['gender']) => (gender === 'M' ? '남성' : gender === 'F' ? '여성' : '-');
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
  const formRef = useRef<HTMLFormElement>(null);
  const [draft] = useState(() => readJoinDraft());
  const [values, setValues] = useState<JoinProfileValues>({
    email: draft.email ?? '',
    password: '',
    passwordConfirm: '',
    nickName: draft.nickName ?? '',
    recommendCd: draft.recommendCd ?? '',
  });
  const [errors, setErrors] = useState<JoinProfileErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof JoinProfileValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateJoinProfile(values);
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length) return focusFirstError(formRef.current, joinProfileFields, found);
    setBusy(true);
    try {
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
    } catch (error) {
      setBusy(false);
      const message = joinErrorMessage(error);
      // A taken e-mail or an unknown referral code belongs to its field; the rest to the form.
      const field = isApiError(error) && error.code === ApiCode.ACCOUNT_EXISTS && message.includes('이메일') ? 'email' : isApiError(error) && error.code === ApiCode.NO_DATA ? 'recommendCd' : undefined;
      if (field) {
        setErrors({ [field]: message });
        focusFirstError(formRef.current, joinProfileFields, { [field]: message });
      } else {
        setRefusal(message);
      }
    }
  }

  return (
    <section className={styles.page} aria-labelledby="join-profile-title">
      <h1 id="join-profile-title" className={styles.title}>
        회원 정보 입력
      </h1>
      <CertifiedPersonFacts person={person} />
      <form ref={formRef} className={`${styles.form} ${styles.section}`} noValidate onSubmit={submit}>
        <FormField
          id="email"
          label="이메일"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', filterEmail(event.target.value))}
        />
        <NewPasswordFields values={values} errors={errors} onChange={set} />
        <FormField
          id="nickName"
          label="닉네임"
          required
          autoComplete="nickname"
          maxLength={20}
          value={values.nickName}
          error={errors.nickName}
          hint="2~20자의 한글, 영문, 숫자, _ -"
          onChange={(event) => set('nickName', event.target.value)}
        />
        <FormField
          id="recommendCd"
          label="추천인 코드 (선택)"
          autoComplete="off"
          maxLength={20}
          value={values.recommendCd}
          error={errors.recommendCd}
          onChange={(event) => set('recommendCd', event.target.value.toUpperCase().replace(/[^0-9A-Z]/g, ''))}
        />
        <FormAlert message={refusal} />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
          {busy ? '가입 처리 중…' : '가입하기'}
        </Button>
      </form>
    </section>
  );
}

export default withQueryClient(JoinProfilePage);
