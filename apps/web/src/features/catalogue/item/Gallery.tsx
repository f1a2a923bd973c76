import { lazy, Suspense, useRef, useState } from 'react';
import { pictureSrcSet, pictureUrl, productImageUrl } from '../product-card/product-image';
import styles from './ProductItem.module.css';

// The zoom view is code only a tap needs: loaded then, not with the page (startup-budgets.json).
const LazyGalleryZoom = lazy(() => import('./GalleryZoom').then((module) => ({ default: module.GalleryZoom })));

interface GalleryProps {
  productNo: number;
  productName: string;
  /** The server's imageList: the product's own pictures at 1280 (the main one first), or its design's picture. */
  images: readonly string[];
}

const MAIN_SIZES = '(min-width: 900px) 560px, 100vw';

/**
 * The pictures side by side in a scroll-snapping strip: a finger swipes between them with no
 * script of ours, the thumbnails scroll the strip, and a tap (or 크게 보기) opens the zoom view.
 */
export function Gallery({ productNo, productName, images }: GalleryProps) {
  const main = productImageUrl(productNo, 1280);
  // Uploaded pictures replace the design's picture; without them it is the one picture.
  const uploaded = images.filter((url) => !url.startsWith(`/media/products/${productNo}/`));
  const pictures = uploaded.length ? uploaded : [main];
  const several = pictures.length > 1;
  const [current, setCurrent] = useState(0);
  const [zoomAt, setZoomAt] = useState<number>();
  const track = useRef<HTMLDivElement>(null);
  const show = (index: number) => {
    const strip = track.current;
    strip?.scrollTo({ left: index * strip.clientWidth });
    setCurrent(index);
  };
  const onScroll = () => {
    const strip = track.current;
    if (strip?.clientWidth) setCurrent(Math.round(strip.scrollLeft / strip.clientWidth));
  };
  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <div
          ref={track}
          className={styles.track}
          onScroll={several ? onScroll : undefined}
          // A strip that scrolls must be reachable by keyboard (arrow keys scroll it).
          {...(several ? { tabIndex: 0, role: 'region', 'aria-label': '상품 사진, 좌우로 넘겨 보세요' } : {})}
        >
          {pictures.map((url, index) => (
            <img
              key={url}
              className={styles.mainImage}
              src={url}
              srcSet={pictureSrcSet(productNo, url)}
              sizes={MAIN_SIZES}
              alt={`${productName} 이미지 ${index + 1}`}
              width={1280}
              height={1280}
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              onClick={() => setZoomAt(index)}
            />
          ))}
        </div>
        <button type="button" className={styles.zoomButton} onClick={() => setZoomAt(current)}>
          크게 보기
        </button>
      </div>
      {several ? (
        <ul className={styles.thumbs} aria-label="상품 이미지">
          {pictures.map((url, index) => (
            <li key={url}>
              <button type="button" aria-pressed={index === current} onClick={() => show(index)} aria-label={`이미지 ${index + 1} 보기`}>
                <img src={pictureUrl(productNo, url, 320)} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomAt === undefined ? null : (
        <Suspense fallback={null}>
          <LazyGalleryZoom pictures={pictures} start={zoomAt} productName={productName} onClose={() => setZoomAt(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
