import { useState } from 'react';
import { pictureSrcSet, pictureUrl, productImageUrl } from '../product-card/product-image';
import styles from './ProductItem.module.css';

interface GalleryProps {
  productNo: number;
  productName: string;
  /** The server's imageList: the product's own pictures at 1280 (the main one first), or its design's picture. */
  images: readonly string[];
}

const MAIN_SIZES = '(min-width: 900px) 560px, 100vw';

export function Gallery({ productNo, productName, images }: GalleryProps) {
  const main = productImageUrl(productNo, 1280);
  // Uploaded pictures replace the design's picture; without them it is the one picture.
  const uploaded = images.filter((url) => !url.startsWith(`/media/products/${productNo}/`));
  const pictures = uploaded.length ? uploaded : [main];
  const [current, setCurrent] = useState(0);
  const shown = pictures[current] ?? main;
  return (
    <div className={styles.gallery}>
      <img
        className={styles.mainImage}
        src={shown}
        srcSet={pictureSrcSet(productNo, shown)}
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
                <img src={pictureUrl(productNo, url, 320)} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
