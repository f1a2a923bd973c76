import { useQuery } from '@tanstack/react-query';
import { ProductCard } from '@/features/catalogue';
import { productShelfQuery } from './home-queries';
import styles from './pages/HomePage.module.css';

/** New or popular products; the section stays out of the page until the catalogue answers. */
export function ProductShelf({ sorted, title, id }: { sorted: 'NE' | 'PO'; title: string; id: string }) {
  const { data } = useQuery(productShelfQuery(sorted));
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.products}>
        {data.map((product) => (
          <li key={product.productNo}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
