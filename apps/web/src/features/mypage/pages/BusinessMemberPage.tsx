import { formatBusinessNumber, isBusinessMember } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { genericErrorMessage, useProfile } from '@/features/auth';
import { focusFirstError, FormAlert, FormField, formStyles } from '@/shared/form';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { Button, Spinner, useToast } from '@/shared/ui';
import { businessQueryKey, fetchBusinessRequest, requestBusinessMembership, type BusinessForm, type BusinessRequest } from '../business-api';
import { businessFields, businessStatusText, validateBusinessForm, type BusinessErrors } from '../business-form';
import styles from '../profile/mypage.module.css';

const emptyForm: BusinessForm = { companyName: '', bizNo: '', ceoName: '', bizType: '', bizItem: '' };

function RequestStatus({ request }: { request: BusinessRequest }) {
  return (
    <section className={formStyles.section} aria-labelledby="business-status">
      <h2 id="business-status">
        신청 상태: <strong>{businessStatusText[request.status]}</strong>
      </h2>
      <dl className={formStyles.facts}>
        <dt>상호</dt>
        <dd>{request.companyName}</dd>
        <dt>사업자등록번호</dt>
        <dd>{formatBusinessNumber(request.bizNo)}</dd>
        <dt>신청일</dt>
        <dd>{new Date(request.requestedAt).toLocaleDateString('ko-KR')}</dd>
      </dl>
      {request.status === 'PENDING' ? <p className={formStyles.hint}>영업일 기준 1~3일 안에 심사 결과를 알려 드립니다.</p> : null}
      {request.status === 'REJECTED' ? <p className={formStyles.hint}>신청이 반려되었습니다. 정보를 확인하시고 다시 신청해 주세요.</p> : null}
    </section>
  );
}

function BusinessRequestForm({ onDone }: { onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<BusinessForm>(emptyForm);
  const [errors, setErrors] = useState<BusinessErrors>({});
  const send = useMutation({ mutationFn: requestBusinessMembership, onSuccess: onDone });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateBusinessForm(form);
    setErrors(found);
    if (Object.keys(found).length) {
      return focusFirstError(
        formRef.current,
        businessFields.map(({ field }) => field),
        found,
      );
    }
    send.mutate({ ...form, bizNo: form.bizNo.trim() });
  }

  return (
    <form ref={formRef} className={`${formStyles.form} ${formStyles.section}`} noValidate onSubmit={submit} aria-labelledby="business-form-title">
      <h2 id="business-form-title">사업자 회원 전환 신청</h2>
      {businessFields.map(({ field, label, maxLength }) => (
        <FormField
          key={field}
          id={field}
          label={label}
          required
          maxLength={maxLength}
          inputMode={field === 'bizNo' ? 'numeric' : undefined}
          placeholder={field === 'bizNo' ? '123-45-67890' : undefined}
          value={form[field]}
          error={errors[field]}
          onChange={(event) => {
            const value = field === 'bizNo' ? formatBusinessNumber(event.target.value) : event.target.value;
            setForm((current) => ({ ...current, [field]: value }));
          }}
        />
      ))}
      <FormAlert message={send.error ? genericErrorMessage(send.error) : undefined} />
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
        {send.isPending ? '신청 중…' : '전환 신청'}
      </Button>
    </form>
  );
}

function BusinessMemberPage() {
  usePageTitle('사업자 회원 전환');
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const profile = useProfile();
  const request = useQuery({ queryKey: businessQueryKey, queryFn: ({ signal }) => fetchBusinessRequest(signal) });
  const isBusiness = isBusinessMember(profile.data?.authNo);

  const onRequested = () => {
    showToast('사업자 회원 전환을 신청했습니다.', 'success');
    void queryClient.invalidateQueries({ queryKey: businessQueryKey });
  };

  return (
    <section className={styles.page} aria-labelledby="business-title">
      <h1 id="business-title" className={styles.title}>
        사업자 회원 전환
        {isBusiness ? <span className={styles.badge}>사업자 회원</span> : null}
      </h1>
      <p className={formStyles.hint}>인테리어·시공 사업자라면 사업자 회원으로 전환해 사업자 전용 혜택을 받을 수 있습니다. 전환은 심사 후 승인됩니다.</p>
      {request.isPending ? <Spinner label="신청 내역을 불러오는 중" /> : null}
      {request.data ? <RequestStatus request={request.data} /> : null}
      {request.isSuccess && !isBusiness && request.data?.status !== 'PENDING' && request.data?.status !== 'APPROVED' ? (
        <BusinessRequestForm onDone={onRequested} />
      ) : null}
      {request.isError ? <FormAlert message={genericErrorMessage(request.error)} /> : null}
    </section>
  );
}

export default withQueryClient(BusinessMemberPage);
