import { Link } from 'react-router';
import { useProfile } from '@/features/auth';
import { formStyles } from '@/shared/form';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { Button, ErrorView, LinkButton, Spinner } from '@/shared/ui';
import { ConsentHistory } from '../profile/ConsentHistory';
import { ProfileEditForm } from '../profile/ProfileEditForm';
import { ProfileFacts } from '../profile/ProfileFacts';
import { SignOutButton } from '../profile/SignOutButton';
import styles from '../profile/mypage.module.css';

/** The phone number belongs to the verified person, so changing it means verifying again. */
const phoneChangePath = `${paths.verify()}?${new URLSearchParams({ redirectUrl: paths.mypage.profileCallback() })}`;

function ProfilePage() {
  usePageTitle('내 정보');
  const { data: profile, isPending, isError, refetch } = useProfile();
  if (isPending) return <Spinner label="회원 정보를 불러오는 중" />;
  if (isError || !profile) {
    return (
      <ErrorView
        title="회원 정보를 불러오지 못했습니다"
        message="잠시 후 다시 시도해 주세요."
        actions={<Button onClick={() => void refetch()}>다시 시도</Button>}
      />
    );
  }
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        내 정보
      </h1>
      <ProfileFacts profile={profile} />
      <p className={formStyles.hint}>이름, 생년월일, 성별은 본인인증 정보로 등록되어 바꿀 수 없습니다.</p>
      <div className={formStyles.row}>
        <LinkButton to={phoneChangePath} variant="secondary">
          휴대폰 번호 변경 (본인인증)
        </LinkButton>
        <SignOutButton />
      </div>
      <div className={formStyles.section}>
        <ProfileEditForm key={`${profile.nickName}-${profile.marketingSms}-${profile.marketingEmail}`} profile={profile} />
      </div>
      <ConsentHistory />
      <p className={formStyles.links}>
        <Link to={paths.mypage.withdrawal()}>회원 탈퇴</Link>
      </p>
    </section>
  );
}

export default withQueryClient(ProfilePage);
