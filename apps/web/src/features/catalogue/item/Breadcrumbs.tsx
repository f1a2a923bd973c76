import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { categoriesQuery } from '../api/catalogue-api';
import type { ProductDetail } from '../api/schemas';
import { productTrail } from '../seo/product-trail';
import styles from './ProductItem.module.css';

/** 홈 > 카테고리 > 하위 카테고리, the same trail the page's JSON-LD gives search engines. */
export function Breadcrumbs({ product }: { product: ProductDetail }) {
  const tree = useQuery(categoriesQuery).data ?? [];
  // The product itself ends the structured trail; on the page its name is the heading below.
  const crumbs = productTrail(tree, product).slice(0, -1);
  return (
    <nav className={styles.breadcrumbs} aria-label="현재 위치">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
