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

/**
 * The two-depth category tree; the branch holding the current category is opened. Brand
 * lists are brands, not kinds of product: they get their own 브랜드 heading (issue 26).
 */
export function CategoryNav({ tree, current }: CategoryNavProps) {
  const kinds = tree.filter((root) => root.categoryType !== 'BRAND');
  const brands = tree.filter((root) => root.categoryType === 'BRAND');
  return (
    <>
      <CategoryLinks label="카테고리" roots={kinds} current={current} />
      <CategoryLinks label="브랜드" roots={brands} current={current} />
    </>
  );
}

function CategoryLinks({ label, roots, current }: { label: string; roots: readonly Category[]; current: number | undefined }) {
  if (roots.length === 0) return null;
  return (
    <nav className={styles.categories} aria-label={label}>
      <h2 className={styles.sideHeading}>{label}</h2>
      <ul>
        {roots.map((root) => (
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
