import { TrackingEvent, type CouponDownloadView } from '@maru/domain';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Spec 01 §9 / 02 §9: a downloaded coupon is reported as CouponDownload_Comp. The tracking
 * item names the coupon by `coupon` (its name, as the other events' items do); the id is
 * added so reports can tell two coupons of the same name apart.
 */
export function pushCouponDownload(downloaded: CouponDownloadView, productNo?: number): void {
  (window.dataLayer ??= []).push({
    event: TrackingEvent.couponDownloadComplete,
    coupon: downloaded.coupon.couponName,
    coupon_id: String(downloaded.coupon.couponId),
    ...(productNo === undefined ? {} : { item_id: String(productNo) }),
  });
}
