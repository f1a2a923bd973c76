import type { StylingPhoto } from '@maru/domain';
import styles from '../Styling.module.css';
import { HotspotCard } from './HotspotCard';
import { StylingImg } from './StylingImg';
import { useHotspots } from './use-hotspots';

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
  const { open, setOpen, cardRef, baseId, active, close, onKeyDown, buttonRef } = useHotspots(photo);

  return (
    <figure className={styles.photo} onKeyDown={onKeyDown}>
      <div className={styles.frame}>
        <StylingImg image={photo.image} sizes={PHOTO_SIZES} eager={eager} className={styles.photoImage} />
        {photo.hotspots.map((hotspot) => {
          const expanded = hotspot.hotspotNo === open;
          return (
            <button
              key={hotspot.hotspotNo}
              ref={buttonRef(hotspot.hotspotNo)}
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
        {active ? <HotspotCard hotspot={active} id={`${baseId}-card`} cardRef={cardRef} onClose={() => close(true)} /> : null}
      </div>
      {photo.caption ? <figcaption className={styles.caption}>{photo.caption}</figcaption> : null}
    </figure>
  );
}
