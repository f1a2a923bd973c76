import { useState } from 'react';
import { productImageSrcSet, productImageUrl } from '../product-card/product-image';
import styles from './ProductItem.module.css';

interface GalleryProps {
  productNo: number;
  productName: string;
  /** Extra pictures from the server; the rendered product picture always comes first. */
  images: readonly string[];
}

const MAIN_SIZES = '(min-width: 900px) 560px, 100vw';

export function Gallery({ productNo, productName, images }: GalleryProps) {
  const main = productImageUrl(productNo, 1280);
  const pictures = [main, ...images.filter((url) => !url.startsWith(`/media/products/${productNo}/`))];
  const [current, setCurrent] = useState(0);
  const shown = pictures[current] ?? main;
  return (
    <div className={styles.gallery}>
      <img
        className={styles.mainImage}
        src={shown}
        srcSet={shown === main ? productImageSrcSet(productNo) : undefined}
        sizes={MAIN_SIZES}
        alt={`${productName} 이미지 ${current + 1}`}
        width={1280}
        height={1280}
        fetchPriority="high"
      />
      {pictures.length > 1 ? (
        <ul className={styles.thumbs} aria-label="상품 이미지">
          {pictures.map((url, index) => (
            <li key={url}>
              <button type="button" aria-pressed={index === current} onClick={() => setCurrent(index)} aria-label={`이미지 ${index + 1} 보기`}>
                <img src={url === main ? productImageUrl(productNo, 320) : url} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
