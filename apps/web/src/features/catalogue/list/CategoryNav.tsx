import { NavLink } from 'react-router';
import { paths } from '@/shared/routing';
import type { Category } from '../api/schemas';
import styles from './ProductList.module.css';

interface CategoryNavProps {
  tree: readonly Category[];
  current: number | undefined;
}

function containsCategory(node: Category, categoryNo: number | undefined): boolean {
  return node.categoryNo === categoryNo || node.categoryList.some((child) => containsCategory(child, categoryNo));
}

/** The two-depth category tree; the branch holding the current category is opened. */
export function CategoryNav({ tree, current }: CategoryNavProps) {
  if (tree.length === 0) return null;
  return (
    <nav className={styles.categories} aria-label="카테고리">
      <h2 className={styles.sideHeading}>카테고리</h2>
      <ul>
        {tree.map((root) => (
          <li key={root.categoryNo}>
            <NavLink to={paths.productList(root.categoryNo)} end aria-current={root.categoryNo === current ? 'page' : undefined}>
              {root.categoryName}
            </NavLink>
            {containsCategory(root, current) && root.categoryList.length > 0 ? (
              <ul>
                {root.categoryList.map((child) => (
                  <li key={child.categoryNo}>
                    <NavLink to={paths.productList(child.categoryNo)} end>
                      {child.categoryName}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
