import { computeOptionPrice, formatKrw, formatDiscountPercent, formatNumber } from '@maru/domain';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { CARD_IMAGE_SIZES, pictureSrcSet, pictureUrl } from './product-image';
import type { ProductSummary } from './product-summary';
import styles from './ProductCard.module.css';

interface ProductCardProps {
  product: ProductSummary;
  /** Cards above the fold (the first row) load eagerly so the largest paint is not delayed. */
  eager?: boolean;
  /** Heading level of the product name inside the surrounding page outline. */
  headingLevel?: 2 | 3;
}

/** ★ 4.3 (12) under the price, once a product has real reviews; read out in words. */
function ReviewLine({ count, average }: { count: number; average: number }) {
  if (count === 0) return null;
  const shown = average.toFixed(1);
  return (
    <p className={styles.reviews}>
      <span className={styles.hidden}>{`평점 ${shown}점, 리뷰 ${formatNumber(count)}개`}</span>
      <span aria-hidden="true">
        <span className={styles.star}>★</span>
        {shown} ({formatNumber(count)})
      </span>
    </p>
  );
}

/** A product tile for grids: picture, brand, name, price with discount, sold-out and like marks. */
export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const price = computeOptionPrice({ price: product.price, priceDiscount: product.priceDiscount });
  const soldOut = product.soldOutYn === 'Y';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={paths.productItem(product.productNo)} className={styles.link} viewTransition>
        <div className={styles.media}>
          <img
            src={pictureUrl(product.productNo, product.imageUrl, 640)}
            srcSet={pictureSrcSet(product.productNo, product.imageUrl)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={640}
            height={640}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.image}
          />
          {soldOut ? <span className={styles.soldOut}>품절</span> : null}
          {product.likeYn === 'Y' ? (
            <span className={styles.liked} role="img" aria-label="좋아요한 상품">
              ♥
            </span>
          ) : null}
        </div>
        <p className={styles.brand}>{product.brandName}</p>
        <Heading className={styles.name}>{product.productName}</Heading>
        <p className={styles.price}>
          {price.discountPercent > 0 ? (
            <>
              <span className={styles.discount}>
                <span className={styles.hidden}>할인율 </span>
                {formatDiscountPercent(price.discountPercent)}
              </span>{' '}
              <del className={styles.original}>
                <span className={styles.hidden}>정가 </span>
                {formatKrw(price.originalPrice)}
              </del>{' '}
            </>
          ) : null}
          <strong className={styles.selling}>
            {price.discountPercent > 0 ? <span className={styles.hidden}>판매가 </span> : null}
            {formatKrw(price.price)}
          </strong>
        </p>
        <ReviewLine count={product.reviewCnt ?? 0} average={product.reviewAvg ?? 0} />
      </Link>
    </article>
  );
}
