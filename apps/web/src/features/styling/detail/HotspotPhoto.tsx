import { computeOptionPrice, formatKrw, type StylingPhoto } from '@maru/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import styles from '../Styling.module.css';
import { StylingImg } from './StylingImg';

export const PHOTO_SIZES = '(min-width: 1040px) 960px, 100vw';

interface Props {
  photo: StylingPhoto;
  eager?: boolean;
}

/**
 * A room photo with its product tags. Each tag is a real button placed at x%, y% of the
 * photo, so it stays on its piece at every width and comes in DOM (Tab) order. Opening one
 * shows the product's card beside it and moves focus into the card; Escape or 닫기 closes
 * it and gives focus back to the tag.
 */
export function HotspotPhoto({ photo, eager = false }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const cardRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const active = photo.hotspots.find((hotspot) => hotspot.hotspotNo === open);

  const close = (returnFocus: boolean) => {
    if (open !== null && returnFocus) buttons.current.get(open)?.focus();
    setOpen(null);
  };

  useEffect(() => {
    if (open === null) return;
    cardRef.current?.querySelector<HTMLElement>('a')?.focus();
    // A tap or click elsewhere closes the card without moving focus.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (cardRef.current?.contains(target) || [...buttons.current.values()].some((button) => button.contains(target))) return;
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open !== null) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <figure className={styles.photo} onKeyDown={onKeyDown}>
      <div className={styles.frame}>
        <StylingImg image={photo.image} sizes={PHOTO_SIZES} eager={eager} className={styles.photoImage} />
        {photo.hotspots.map((hotspot) => {
          const expanded = hotspot.hotspotNo === open;
          return (
            <button
              key={hotspot.hotspotNo}
              ref={(element) => {
                if (element) buttons.current.set(hotspot.hotspotNo, element);
                else buttons.current.delete(hotspot.hotspotNo);
              }}
              type="button"
              className={styles.hotspot}
              style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
              aria-label={`상품 보기: ${hotspot.product.productName}`}
              aria-expanded={expanded}
              aria-controls={expanded ? `${baseId}-card` : undefined}
              data-testid="hotspot"
              onClick={() => (expanded ? close(true) : setOpen(hotspot.hotspotNo))}
            >
              <span aria-hidden="true" className={styles.hotspotDot} />
            </button>
          );
        })}
        {active ? (
          <div
            ref={cardRef}
            id={`${baseId}-card`}
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
            <button type="button" className={styles.cardClose} onClick={() => close(true)} aria-label="상품 정보 닫기">
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
      {photo.caption ? <figcaption className={styles.caption}>{photo.caption}</figcaption> : null}
    </figure>
  );
}
