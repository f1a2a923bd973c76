import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import type { HomeSectionView } from './home-queries';
import { brandStripQuery } from './home-queries';
import { PickedShelf, ProductShelf } from './ProductShelf';
import styles from './pages/HomePage.module.css';

function BrandStrip({ title, id }: { title: string; id: string }) {
  const { data } = useQuery(brandStripQuery);
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
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

export type ShelfSection = Extract<HomeSectionView, { kind: 'SHELF' | 'BRANDS' }>;

/**
 * A shelf (new, popular or picked products) or the brand strip, below the first screen. They
 * are their own chunk, loaded once the page has rendered; each section stays out of the page
 * until its data has come.
 */
export default function HomeShelf({ section }: { section: ShelfSection }) {
  const id = `home-section-${section.sectionId}`;
  if (section.kind === 'BRANDS') return <BrandStrip title={section.title} id={id} />;
  if (section.source === 'PICKED') return <PickedShelf title={section.title} id={id} products={section.products} />;
  return <ProductShelf sorted={section.source === 'NEW' ? 'NE' : 'PO'} title={section.title} id={id} />;
}
