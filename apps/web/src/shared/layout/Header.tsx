import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useHideOnScroll } from '@/shared/browser';
import { shellPaths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { VisuallyHidden } from '@/shared/ui';
import { useHeaderCategories } from './header-categories';
import styles from './Header.module.css';
import { HeaderMenu } from './HeaderMenu';
import { HeaderUtility } from './HeaderUtility';
import { MenuIcon, SearchIcon } from './icons';
import { useMobileMenu } from './use-mobile-menu';

interface HeaderProps {
  /** 'simple' drops the category navigation and search, for focused flows such as checkout. */
  variant?: 'full' | 'simple';
  /** Items in the cart; the badge shows when above zero. */
  cartCount?: number;
  /** Something new waits on my page (GET /mypage/v1/home/common): a dot on the my page link. */
  mypageAlarm?: boolean;
  /**
   * Whether a member is signed in, as the root loader read it (on the server from the
   * request's cookies): reading document.cookie here would give the server "로그인" and the
   * browser "마이페이지", a hydration mismatch on every server-rendered page a member opens.
   */
  signedIn?: boolean;
}

function HeaderSearch() {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    void navigate(shellPaths.search(keyword || undefined));
  };
  return (
    <form role="search" aria-label="상품" className={styles.search} action={shellPaths.search()} onSubmit={submit}>
      <input aria-label="상품 검색" name="keyword" type="search" placeholder="타일, 수전, 브랜드 검색" autoComplete="off" enterKeyHint="search" />
      <button type="submit" className={styles.iconLink}>
        <SearchIcon />
        <VisuallyHidden>검색</VisuallyHidden>
      </button>
    </form>
  );
}

export function Header({ variant = 'full', cartCount = 0, mypageAlarm = false, signedIn: signedInProp }: HeaderProps) {
  const hidden = useHideOnScroll();
  const signedIn = signedInProp ?? isSignedIn();
  const categories = useHeaderCategories();
  const { menuOpen, menuId, toggleMenu } = useMobileMenu();

  const full = variant === 'full';

  return (
    <header className={`${styles.header} ${hidden && !menuOpen ? styles.hidden : ''}`} data-variant={variant}>
      <div className={styles.inner}>
        {full ? (
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={toggleMenu}
          >
            <MenuIcon open={menuOpen} />
            <VisuallyHidden>{menuOpen ? '메뉴 닫기' : '메뉴 열기'}</VisuallyHidden>
          </button>
        ) : null}

        <Link to={shellPaths.home()} className={styles.logo} viewTransition>
          MARU <span className={styles.logoKo}>마루</span>
        </Link>

        {full ? <HeaderMenu id={menuId} open={menuOpen} categories={categories} /> : null}

        {full ? <HeaderSearch /> : null}

        <HeaderUtility searchLink={full} cartCount={cartCount} signedIn={signedIn} mypageAlarm={mypageAlarm} />
      </div>
    </header>
  );
}
