import { formatKrw } from '@maru/domain';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { discountPercent, fetchProductShelf, PRODUCT_SHELF_MAX_AGE_MS, productShelfKey, type ProductCardData } from './shelf-api';
import { useCachedRequest } from './use-cached-request';
import styles from './pages/HomePage.module.css';

function ProductCard({ product }: { product: ProductCardData }) {
  const percent = discountPercent(product.price, product.sellingPrice);
  return (
    <li className={styles.card}>
      <Link to={paths.productItem(product.productNo)} className={styles.cardLink}>
        <div className={styles.cardImage}>
          {product.imageUrl ? <img src={product.imageUrl} alt="" loading="lazy" decoding="async" width={400} height={400} /> : null}
          {product.soldOut ? <span className={styles.soldOut}>품절</span> : null}
        </div>
        {product.brandName ? <p className={styles.brand}>{product.brandName}</p> : null}
        <p className={styles.productName}>{product.name}</p>
        <p className={styles.price}>
          {percent > 0 ? (
            <>
              <span className={styles.percent}>{percent}%</span>
              <del className={styles.original}>
                <span className={styles.visuallyHidden}>정가 </span>
                {formatKrw(product.price)}
              </del>{' '}
            </>
          ) : null}
          <strong>{formatKrw(product.sellingPrice)}</strong>
        </p>
      </Link>
    </li>
  );
}

/** New or popular products; the section stays out of the page until the catalogue answers. */
export function ProductShelf({ sorted, title, id }: { sorted: 'NE' | 'PO'; title: string; id: string }) {
  const data = useCachedRequest(productShelfKey(sorted), PRODUCT_SHELF_MAX_AGE_MS, () => fetchProductShelf(sorted));
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.products}>
        {data.map((product) => (
          <ProductCard key={product.productNo} product={product} />
        ))}
      </ul>
    </section>
  );
}
