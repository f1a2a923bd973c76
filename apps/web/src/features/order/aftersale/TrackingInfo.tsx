import type { AfterSaleLineView } from '@maru/domain';
import { useId, useState } from 'react';
import { Button, VisuallyHidden } from '@/shared/ui';
import styles from './AfterSale.module.css';

type Tracking = NonNullable<AfterSaleLineView['tracking']>;

/** 배송 조회: the carrier and tracking number on demand, with the carrier's own page in a new tab. */
export function TrackingInfo({ tracking, describedBy }: { tracking: Tracking; describedBy?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.tracking}>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} aria-describedby={describedBy} onClick={() => setOpen(!open)}>
        배송 조회
      </Button>
      <div id={panelId} hidden={!open} className={styles.trackingPanel}>
        <dl className={styles.inlineFacts}>
          <div>
            <dt>택배사</dt>
            <dd>{tracking.carrierName}</dd>
          </div>
          <div>
            <dt>{tracking.trackingUrl ? '송장번호' : '배송 참조번호'}</dt>
            <dd data-testid="tracking-no">{tracking.trackingNo}</dd>
          </div>
        </dl>
        {tracking.trackingUrl ? (
          <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.trackingLink}>
            {tracking.carrierName}에서 배송 조회<VisuallyHidden> (새 창)</VisuallyHidden>
          </a>
        ) : (
          <p className={styles.muted}>판매자가 직접 배송합니다. 배송 일정은 판매자가 따로 안내해 드립니다.</p>
        )}
      </div>
    </div>
  );
}
