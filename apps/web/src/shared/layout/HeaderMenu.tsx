import { Link } from 'react-router';
import type { HeaderCategory } from './fetch-header-categories';
import styles from './Header.module.css';
import { siteSections } from './site-sections';

interface HeaderMenuProps {
  id: string;
  open: boolean;
  categories: readonly HeaderCategory[];
}

/** The category navigation and the site's sections. */
export function HeaderMenu({ id, open, categories }: HeaderMenuProps) {
  return (
    // The mobile menu's panel; on wide screens it lets its two lists take their own places in the bar.
    <div id={id} className={styles.menu} data-open={open}>
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
  );
}
