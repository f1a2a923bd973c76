import { Link } from 'react-router';
import { shellPaths } from '@/shared/routing';
import { VisuallyHidden } from '@/shared/ui';
import styles from './Header.module.css';
import { BagIcon, PersonIcon, SearchIcon } from './icons';

interface HeaderUtilityProps {
  /** The search link, for narrow screens where the search box is not shown. */
  searchLink: boolean;
  cartCount: number;
  signedIn: boolean;
  mypageAlarm: boolean;
}

/** The cart with its count and the account link: my page with its dot, or sign-in. */
function CartAndAccount({ cartCount, signedIn, mypageAlarm }: Omit<HeaderUtilityProps, 'searchLink'>) {
  return (
    <>
      <li>
        <Link to={shellPaths.cart()} className={styles.iconLink} viewTransition>
          <BagIcon />
          <VisuallyHidden>{cartCount > 0 ? `장바구니, 상품 ${cartCount}개` : '장바구니'}</VisuallyHidden>
          {cartCount > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          ) : null}
        </Link>
      </li>
      <li>
        <Link to={signedIn ? shellPaths.mypageHome() : shellPaths.login()} className={styles.account} viewTransition>
          <PersonIcon />
          <span className={styles.accountLabel}>{signedIn ? '마이페이지' : '로그인'}</span>
          {signedIn && mypageAlarm ? (
            <>
              <VisuallyHidden>, 새 알림</VisuallyHidden>
              <span className={styles.alarmDot} aria-hidden="true" data-testid="mypage-alarm" />
            </>
          ) : null}
        </Link>
      </li>
    </>
  );
}

/** The bar's shortcuts: search (narrow screens), cart, account. */
export function HeaderUtility({ searchLink, ...links }: HeaderUtilityProps) {
  return (
    <nav className={styles.utility} aria-label="바로가기">
      <ul>
        {searchLink ? (
          <li className={styles.searchLink}>
            <Link to={shellPaths.search()} className={styles.iconLink} viewTransition>
              <SearchIcon />
              <VisuallyHidden>검색</VisuallyHidden>
            </Link>
          </li>
        ) : null}
        <CartAndAccount {...links} />
      </ul>
    </nav>
  );
}
