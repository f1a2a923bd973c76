import { formatKrw, INVITATION_REWARD, POINT_RULES } from '@maru/domain';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { LinkButton } from '@/shared/ui';
import styles from '../benefit.module.css';

/** /events/invitation: what the inviter and the new member get, and when; then the way in. */
export function InvitationEventView() {
  usePageTitle('친구 초대 이벤트');
  // The page is not rendered on the server, so reading the sign-in marker cannot mismatch.
  const member = isSignedIn();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>친구 초대 이벤트</h1>
      <div className={styles.stack}>
        <section className={styles.box} aria-labelledby="event-what">
          <h2 id="event-what" className={styles.subTitle}>
            친구도 나도 적립금 {formatKrw(INVITATION_REWARD.inviterPoints)}
          </h2>
          <dl className={styles.summary}>
            <div>
              <dt>초대한 회원</dt>
              <dd>{formatKrw(INVITATION_REWARD.inviterPoints)}</dd>
            </div>
            <div>
              <dt>가입한 친구</dt>
              <dd>{formatKrw(INVITATION_REWARD.inviteePoints)}</dd>
            </div>
          </dl>
        </section>
        <section className={styles.box} aria-labelledby="event-how">
          <h2 id="event-how" className={styles.subTitle}>
            참여 방법
          </h2>
          <ol className={styles.rules}>
            <li>마이페이지 ‘친구 초대’에서 내 추천인 코드나 초대 링크를 친구에게 보냅니다.</li>
            <li>친구가 회원가입할 때 추천인 코드를 입력합니다.</li>
            <li>친구가 가입 후 처음으로 구매확정하면 두 사람 모두에게 적립금이 지급됩니다.</li>
          </ol>
          <ul className={styles.rules}>
            <li>적립금은 친구의 첫 구매확정 때 한 번만 지급되며, 적립된 날부터 {POINT_RULES.validDays}일 동안 쓸 수 있습니다.</li>
            <li>구매확정 전에 취소·반품된 주문으로는 적립금이 지급되지 않습니다.</li>
          </ul>
        </section>
        <div className={styles.actions}>
          {member ? (
            <LinkButton size="lg" to={paths.mypage.invitation()}>
              내 추천인 코드 보기
            </LinkButton>
          ) : (
            <>
              <LinkButton size="lg" to={paths.join()}>
                회원가입하기
              </LinkButton>
              <LinkButton size="lg" variant="secondary" to={paths.login(paths.mypage.invitation())}>
                로그인하고 초대하기
              </LinkButton>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
