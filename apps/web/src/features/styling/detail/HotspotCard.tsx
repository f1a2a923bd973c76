import { computeOptionPrice, formatKrw, type StylingHotspot } from '@maru/domain';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import styles from '../Styling.module.css';

interface HotspotCardProps {
  hotspot: StylingHotspot;
  id: string;
  cardRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

/** The open tag's product card, beside the tag on whichever side has room. */
export function HotspotCard({ hotspot: active, id, cardRef, onClose }: HotspotCardProps) {
  return (
    <div
      ref={cardRef}
      id={id}
      role="dialog"
      aria-label={`${active.product.productName} 상품 정보`}
      className={styles.hotspotCard}
      data-side={active.x < 50 ? 'left' : 'right'}
      data-edge={active.y < 50 ? 'top' : 'bottom'}
      style={{ '--x': `${active.x}%`, '--y': `${active.y}%` } as React.CSSProperties}
    >
      <img src={active.product.thumbnailImageUrl} alt="" width={80} height={80} className={styles.cardImage} />
      <div className={styles.cardText}>
        <p className={styles.cardBrand}>{active.product.brandName}</p>
        <p className={styles.cardName}>{active.product.productName}</p>
        <p className={styles.cardPrice}>
          {active.product.soldOutYn === 'Y' ? <span className={styles.soldOut}>품절</span> : null}
          {formatKrw(computeOptionPrice({ price: active.product.price, priceDiscount: active.product.priceDiscount }).price)}
        </p>
        <Link to={paths.productItem(active.product.productNo)} className={styles.cardLink}>
          상품 보러 가기<span className={styles.hidden}>: {active.product.productName}</span>
        </Link>
      </div>
      <button type="button" className={styles.cardClose} onClick={onClose} aria-label="상품 정보 닫기">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
