import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { ProductShelf } from './ProductShelf';
import styles from './pages/HomePage.module.css';
import { useQuery } from '@tanstack/react-query';
import { brandStripQuery } from './home-queries';

function BrandStrip() {
  const { data } = useQuery(brandStripQuery);
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-brands">
      <h2 id="home-brands" className={styles.sectionTitle}>
        브랜드
      </h2>
      <ul className={styles.brands}>
        {data.map((brand) => (
          <li key={brand.categoryNo}>
            <Link to={paths.productList(brand.categoryNo)}>{brand.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The new and popular shelves and the brand strip, below the first screen. They are their
 * own chunk, loaded once the page has rendered; each section stays out of the page until
 * its data has come.
 */
export default function HomeShelves() {
  return (
    <>
      <ProductShelf sorted="NE" title="새로 들어온 상품" id="home-new" />
      <ProductShelf sorted="PO" title="많이 찾는 상품" id="home-popular" />
      <BrandStrip />
    </>
  );
}
