import { useLocation } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { formStyles as styles } from '@/shared/form';
import { paths } from '@/shared/routing';
import { LinkButton } from '@/shared/ui';
import { redirectUrlOf } from '../redirect';

interface JoinCompleteState {
  nickName?: string;
  social?: boolean;
}

const stateOf = (state: unknown): JoinCompleteState => (typeof state === 'object' && state !== null ? (state as JoinCompleteState) : {});

/**
 * Sign-up does not open a session (the join answer carries no tokens), so the new member
 * signs in next and then continues to where the sign-up started.
 */
export default function JoinCompletePage() {
  usePageTitle('회원가입 완료');
  const location = useLocation();
  const redirectUrl = redirectUrlOf(location.search);
  const { nickName, social } = stateOf(location.state);
  return (
    <section className={styles.page} aria-labelledby="join-complete-title">
      <h1 id="join-complete-title" className={styles.title}>
        회원가입이 완료되었습니다
      </h1>
      <p className={styles.lead}>
        {nickName ? `${nickName}님, ` : ''}마루의 회원이 되신 것을 환영합니다.
        {social ? ' 다음부터는 가입하신 간편 로그인으로도 로그인할 수 있습니다.' : ' 로그인하시고 쇼핑을 이어가세요.'}
      </p>
      <div className={styles.form}>
        <LinkButton to={paths.login(redirectUrl === paths.home() ? undefined : redirectUrl)} size="lg">
          로그인하기
        </LinkButton>
        <LinkButton to={paths.home()} variant="secondary">
          홈으로
        </LinkButton>
      </div>
    </section>
  );
}
