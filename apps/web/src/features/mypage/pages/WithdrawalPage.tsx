import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { genericErrorMessage, signOut } from '@/features/auth';
import { FormAlert, formStyles } from '@/shared/form';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { Button, useToast } from '@/shared/ui';
import { withdraw } from '../profile/profile-api';
import styles from '../profile/mypage.module.css';

const CONFIRM_ERROR_ID = 'withdrawal-confirm-error';

/** What stays after leaving, as the privacy policy (개인정보처리방침) and the law require. */
function RetentionNotice() {
  return (
    <section className={formStyles.section} aria-labelledby="withdrawal-kept">
      <h2 id="withdrawal-kept">탈퇴 전에 확인해 주세요</h2>
      <ul>
        <li>탈퇴하면 이름, 이메일, 휴대폰 번호 등 회원 정보는 바로 삭제되며 되돌릴 수 없습니다.</li>
        <li>보유한 쿠폰과 적립금은 모두 사라지고, 연결된 카카오·네이버 간편 로그인도 해제됩니다.</li>
        <li>
          관계 법령에 따라 계약 또는 청약철회와 대금 결제 및 재화 공급에 관한 기록은 5년, 소비자 불만 또는 분쟁 처리에 관한 기록은 3년, 접속
          기록은 3개월 동안 보관한 뒤 파기합니다.
        </li>
        <li>재가입 제한을 위해 중복가입확인정보(DI)와 탈퇴 일자는 3년 동안 보관하며, 3년이 지나야 다시 가입할 수 있습니다.</li>
      </ul>
      <p>
        자세한 내용은 <Link to={paths.policy('privacy')}>개인정보처리방침</Link>을 확인해 주세요.
      </p>
    </section>
  );
}

function WithdrawalPage() {
  usePageTitle('회원 탈퇴');
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [confirmed, setConfirmed] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmError, setConfirmError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    if (!confirmed) {
      setConfirmError('안내 사항을 확인하고 동의해 주세요.');
      document.getElementById('withdrawal-confirm')?.focus();
      return;
    }
    setConfirmError(undefined);
    setBusy(true);
    try {
      await withdraw(reason.trim() || undefined);
    } catch (error) {
      setFailure(genericErrorMessage(error));
      setBusy(false);
      return;
    }
    // The server has ended the session already; this clears the page's copy and issues a guest id.
    await signOut().catch(() => undefined);
    showToast('회원 탈퇴가 완료되었습니다. 그동안 마루를 이용해 주셔서 감사합니다.', 'info');
    await navigate(paths.home(), { replace: true });
  }

  return (
    <section className={styles.page} aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title" className={styles.title}>
        회원 탈퇴
      </h1>
      <RetentionNotice />
      <form className={`${formStyles.form} ${formStyles.section}`} noValidate onSubmit={submit}>
        <div className={formStyles.field}>
          <label htmlFor="withdrawal-reason" className={formStyles.label}>
            탈퇴 사유 (선택)
          </label>
          <textarea
            id="withdrawal-reason"
            className={formStyles.input}
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div className={formStyles.check}>
          <input
            id="withdrawal-confirm"
            type="checkbox"
            checked={confirmed}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? CONFIRM_ERROR_ID : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <label htmlFor="withdrawal-confirm">안내 사항을 모두 확인했으며, 회원 탈퇴에 동의합니다.</label>
        </div>
        {confirmError ? (
          <p id={CONFIRM_ERROR_ID} className={formStyles.error}>
            {confirmError}
          </p>
        ) : null}
        <FormAlert message={failure} />
        <div className={formStyles.row}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? '탈퇴 처리 중…' : '회원 탈퇴'}
          </Button>
          <Link to={paths.mypage.profile()}>취소하고 돌아가기</Link>
        </div>
      </form>
    </section>
  );
}

export default withQueryClient(WithdrawalPage);
