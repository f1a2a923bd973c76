import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate, useNavigation } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { signOut } from '../api/session';
import styles from './ConsoleLayout.module.css';
import { sectionsFor } from './sections';
import { useMe } from '../ui/helpers/use-me';

/** The frame of every console page: the header with who is signed in, the sections' navigation, the page. */
export function ConsoleLayout() {
  const me = useMe();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
    } catch {
      // Signed out or not, this browser forgets the session: the cookie is cleared either way.
    }
    // Everything no page is showing goes (the session check among it, so it is asked afresh).
    // The page's own queries are left alone: removed while it still shows (the navigation
    // below may commit after its promise resolves, under load) they would ask again and be
    // refused with 403s. The next sign-in clears the cache whole.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    await navigate('/sign-in', { replace: true });
  };

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#console-main">
        본문으로 건너뛰기
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          MARU <span className={styles.brandSub}>운영 콘솔</span>
        </Link>
        <div className={styles.who}>
          <span className={styles.name}>{me.name}</span>
          <span className={styles.role} data-role={me.role}>
            {me.roleName}
          </span>
          <Button variant="secondary" className={styles.signOut} onClick={() => void leave()} disabled={leaving}>
            로그아웃
          </Button>
        </div>
      </header>
      <nav className={styles.nav} aria-label="콘솔 메뉴">
        <ul className={styles.navList}>
          {sectionsFor(me.rights).map((section) => (
            <li key={section.path}>
              <NavLink to={`/${section.path}`} className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="console-main" className={styles.main} tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        {navigation.state === 'loading' ? <div className={styles.progress} role="progressbar" aria-label="불러오는 중" /> : null}
        <Outlet />
      </main>
    </div>
  );
}
