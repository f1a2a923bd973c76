import { useQuery } from '@tanstack/react-query';
import type { ExhibitionBlock } from '@maru/domain';
import { useId } from 'react';
import { DownloadableCouponList, eventCouponsQuery, TakeAllButton, useCouponDownload } from '@/features/benefit';
import { useNearViewport } from '@/shared/browser';
import styles from '../Exhibition.module.css';

/**
 * The coupon event's coupons (the block's picks among them) with 받기 and 모두 받기, as the event page lists them. Read in
 * the browser (whether a coupon is held depends on the member), so it is not server-rendered,
 * and only once the block nears the screen: parsing the answer loads the benefit contracts,
 * which were most of the page's blocking time while it became interactive (issue 23).
 */
export function CouponBlock({ block, ended }: { block: Extract<ExhibitionBlock, { kind: 'COUPON' }>; ended: boolean }) {
  const headingId = useId();
  const query = eventCouponsQuery(block.eventCode);
  const [nearRef, near] = useNearViewport();
  const event = useQuery({ ...query, enabled: !ended && near });
  const download = useCouponDownload(query.queryKey);
  const all = event.data?.list ?? [];
  // The console's picks among the event's coupons, in its order; a block written before the console shows them all.
  const coupons = block.couponIds ? block.couponIds.flatMap((couponId) => all.filter((coupon) => coupon.couponId === couponId)) : all;

  let body;
  if (ended) body = <p className={styles.muted}>기획전이 종료되어 쿠폰을 받을 수 없습니다.</p>;
  else if (event.isPending) body = <p className={styles.muted}>쿠폰을 불러오는 중입니다.</p>;
  else if (event.isError || coupons.length === 0) body = <p className={styles.muted}>지금 받을 수 있는 쿠폰이 없습니다.</p>;
  else {
    body = (
      <>
        <DownloadableCouponList coupons={coupons} download={download} headingLevel={3} />
        <div className={styles.couponActions}>
          <TakeAllButton coupons={coupons} download={download} />
        </div>
      </>
    );
  }
  return (
    <section ref={nearRef} aria-labelledby={headingId} className={styles.coupons}>
      <h2 id={headingId} className={styles.blockTitle}>
        {block.title}
      </h2>
      {body}
    </section>
  );
}
