import { useQuery } from '@tanstack/react-query';
import { formatKrw, formatKstDate, type InvitationView as Invitation } from '@maru/domain';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Button, LoadFailed, LinkButton, Spinner, useToast } from '@/shared/ui';
import { invitationQuery } from '../api/benefit-api';
import styles from '../benefit.module.css';
import { absoluteUrl, copyText } from './copy-text';

function CodeBox({ invitation }: { invitation: Invitation }) {
  const { showToast } = useToast();
  const link = absoluteUrl(invitation.shareUrl);
  const copy = async (text: string, done: string) => {
    const outcome = await copyText(text);
    showToast(outcome.ok ? done : outcome.message, outcome.ok ? 'success' : 'error');
  };
  const share = async () => {
    if (typeof navigator.share !== 'function') return copy(link, '초대 링크를 복사했습니다.');
    try {
      await navigator.share({ title: '마루 친구 초대', text: `추천인 코드 ${invitation.recommendCode}`, url: link });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  };
  return (
    <section className={styles.box} aria-labelledby="invite-code-title">
      <h2 id="invite-code-title" className={styles.subTitle}>
        내 추천인 코드
      </h2>
      <div className={styles.codeRow}>
        <span className={styles.code} data-testid="recommend-code">
          {invitation.recommendCode}
        </span>
        <Button variant="secondary" onClick={() => void copy(invitation.recommendCode, '추천인 코드를 복사했습니다.')}>
          코드 복사
        </Button>
      </div>
      <p className={styles.muted}>
        초대 링크: <span className={styles.link}>{link}</span>
      </p>
      <div className={styles.actions}>
        <Button onClick={() => void share()}>초대 링크 공유하기</Button>
        <Button variant="secondary" onClick={() => void copy(link, '초대 링크를 복사했습니다.')}>
          링크 복사
        </Button>
      </div>
      <p className={styles.muted}>
        친구가 이 코드로 가입하고 첫 구매를 확정하면 나는 적립금 {formatKrw(invitation.reward.inviterPoints)}, 친구는 적립금 {formatKrw(invitation.reward.inviteePoints)}을 받습니다.
      </p>
    </section>
  );
}

function Invitees({ invitation }: { invitation: Invitation }) {
  return (
    <section className={styles.box} aria-labelledby="invitees-title">
      <h2 id="invitees-title" className={styles.subTitle}>
        초대한 친구 {invitation.invitees.length}명
      </h2>
      <p className={styles.muted}>
        받은 초대 적립금 <strong data-testid="invitation-rewards">{formatKrw(invitation.rewardsEarned)}</strong>
      </p>
      {invitation.invitees.length > 0 ? (
        <ul className={styles.invitees}>
          {invitation.invitees.map((invitee, index) => (
            <li key={`${invitee.joinedAt}-${index}`}>
              <span>
                {invitee.name} <span className={styles.muted}>· {formatKstDate(invitee.joinedAt)} 가입</span>
              </span>
              <span className={styles.chip}>{invitee.rewarded ? `적립 완료${invitee.rewardedAt ? ` ${formatKstDate(invitee.rewardedAt)}` : ''}` : '첫 구매확정 전'}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>아직 초대한 친구가 없습니다. 추천인 코드를 친구에게 알려 주세요.</p>
      )}
    </section>
  );
}

/** 친구 초대: the member's own code with copy and share, the invitees and what they earned. */
export function InvitationView() {
  usePageTitle('친구 초대');
  const { data, isPending, isError, error, refetch } = useQuery(invitationQuery);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>친구 초대</h1>
      {data ? (
        <div className={styles.stack}>
          <CodeBox invitation={data} />
          <Invitees invitation={data} />
          <LinkButton variant="ghost" to={paths.eventInvitation()}>
            친구 초대 이벤트 안내
          </LinkButton>
        </div>
      ) : isError ? (
        <LoadFailed title="초대 정보를 불러오지 못했습니다" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label="초대 정보를 불러오는 중" />
      ) : null}
    </div>
  );
}
