import { Link } from 'react-router';
import { useHideOnScroll } from '@/shared/browser';
import { mainCategories } from '@/shared/config';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { VisuallyHidden } from '@/shared/ui';
import styles from './Header.module.css';
import { BagIcon, PersonIcon, SearchIcon } from './icons';

interface HeaderProps {
  /** 'simple' drops the category navigation and search, for focused flows such as checkout. */
  variant?: 'full' | 'simple';
  /** Items in the cart; the badge shows when above zero. */
  cartCount?: number;
}

export function Header({ variant = 'full', cartCount = 0 }: HeaderProps) {
  const hidden = useHideOnScroll();
  const signedIn = isSignedIn();

  return (
    <header className={`${styles.header} ${hidden ? styles.hidden : ''}`} data-variant={variant}>
      <div className={styles.inner}>
        <Link to={paths.home()} className={styles.logo} viewTransition>
          MARU <span className={styles.logoKo}>마루</span>
        </Link>

        {variant === 'full' ? (
          <nav className={styles.categories} aria-label="카테고리">
            <ul>
              {mainCategories.map((category) => (
                <li key={category.label}>
                  <Link to={category.to} viewTransition>
                    {category.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <nav className={styles.utility} aria-label="바로가기">
          <ul>
            {variant === 'full' ? (
              <li>
                <Link to={paths.search()} className={styles.iconLink} viewTransition>
                  <SearchIcon />
                  <VisuallyHidden>검색</VisuallyHidden>
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={paths.cart()} className={styles.iconLink} viewTransition>
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
              <Link to={signedIn ? paths.mypage.home() : paths.login()} className={styles.account} viewTransition>
                <PersonIcon />
                <span className={styles.accountLabel}>{signedIn ? '마이페이지' : '로그인'}</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
