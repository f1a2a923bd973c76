import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useHideOnScroll } from '@/shared/browser';
import { shellPaths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { VisuallyHidden } from '@/shared/ui';
import { useHeaderCategories } from './header-categories';
import styles from './Header.module.css';
import { BagIcon, MenuIcon, PersonIcon, SearchIcon } from './icons';
import { siteSections } from './site-sections';

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
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The mobile menu closes once the visitor has picked a page.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

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
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
            <VisuallyHidden>{menuOpen ? '메뉴 닫기' : '메뉴 열기'}</VisuallyHidden>
          </button>
        ) : null}

        <Link to={shellPaths.home()} className={styles.logo} viewTransition>
          MARU <span className={styles.logoKo}>마루</span>
        </Link>

        {full ? (
          // The mobile menu's panel; on wide screens it lets its two lists take their own places in the bar.
          <div id={menuId} className={styles.menu} data-open={menuOpen}>
            <nav className={styles.categories} aria-label="카테고리">
              <ul>
                {categories.map((category) => (
                  <li key={category.label}>
                    <Link to={category.to} viewTransition>
                      {category.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav className={styles.sections} aria-label="둘러보기">
              <ul>
                {siteSections.map((section) => (
                  <li key={section.key}>
                    <Link to={section.to} viewTransition>
                      {section.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        ) : null}

        {full ? <HeaderSearch /> : null}

        <nav className={styles.utility} aria-label="바로가기">
          <ul>
            {full ? (
              <li className={styles.searchLink}>
                <Link to={shellPaths.search()} className={styles.iconLink} viewTransition>
                  <SearchIcon />
                  <VisuallyHidden>검색</VisuallyHidden>
                </Link>
              </li>
            ) : null}
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
          </ul>
        </nav>
      </div>
    </header>
  );
}
