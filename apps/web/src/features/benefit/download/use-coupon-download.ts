import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiCode, type DownloadableCouponView } from '@maru/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { useToast } from '@/shared/ui';
import { benefitKeys, downloadCoupon } from '../api/benefit-api';
import { pushCouponDownload } from '../tracking';

type CouponPatch = Partial<Pick<DownloadableCouponView, 'downloaded' | 'soldOut'>>;
/** The cached answer: the product call keeps the bare list, the event call the whole view. */
type CachedCoupons = DownloadableCouponView[] | { list: DownloadableCouponView[] };

const patchList = (list: DownloadableCouponView[], couponId: number, change: CouponPatch) =>
  list.map((coupon) => (coupon.couponId === couponId ? { ...coupon, ...change } : coupon));

/** Coupon lists are corrected in place by downloads, so refreshing them afterwards is not needed. */
const DOWNLOAD_LISTS = new Set<unknown>(['product-coupons', 'event-coupons']);

/**
 * Downloads for one coupon list (a product's or an event's, cached under `listKey`): one
 * coupon (받기) or all still open (모두 받기, one after another so each success is reported
 * on its own, with `itemId` as the tracking item when the list belongs to a product). The
 * cached list is corrected from each answer, refusals included: 7202 means the member holds
 * it already, 7203 that none are left. Guests are sent to sign in and back to this page.
 */
export function useCouponDownload(listKey: QueryKey, itemId?: number) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { showToast } = useToast();
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const member = isSignedIn();

  const patch = (couponId: number, change: CouponPatch) =>
    client.setQueryData<CachedCoupons>(listKey, (cached) =>
      cached === undefined ? cached : Array.isArray(cached) ? patchList(cached, couponId, change) : { ...cached, list: patchList(cached.list, couponId, change) },
    );

  /** Answers whether the member now holds the coupon; failures are told in a toast. */
  const take = async (coupon: DownloadableCouponView): Promise<boolean> => {
    try {
      const downloaded = await downloadCoupon(coupon.couponId);
      patch(coupon.couponId, { downloaded: true });
      pushCouponDownload(downloaded, itemId);
      return true;
    } catch (error) {
      const code = isApiError(error) ? Number(error.code) : undefined;
      if (code === ApiCode.COUPON_ALREADY_DOWNLOADED) patch(coupon.couponId, { downloaded: true });
      if (code === ApiCode.COUPON_SOLD_OUT) patch(coupon.couponId, { soldOut: true });
      showToast(error instanceof Error && error.message ? error.message : '쿠폰을 받지 못했습니다. 잠시 후 다시 시도해 주세요.', 'error');
      return false;
    }
  };

  const finish = () => {
    setBusy(null);
    // My page's lists and the checkout's choices now include the new coupons.
    void client.invalidateQueries({ queryKey: benefitKeys.all, predicate: (query) => !DOWNLOAD_LISTS.has(query.queryKey[1]) });
  };

  const signIn = () => void navigate(paths.login(`${location.pathname}${location.search}`));

  const downloadOne = async (coupon: DownloadableCouponView) => {
    if (!member) return signIn();
    if (busy !== null) return;
    setBusy(coupon.couponId);
    if (await take(coupon)) showToast(`‘${coupon.name}’ 쿠폰을 받았습니다.`, 'success');
    finish();
  };

  const downloadAll = async (coupons: readonly DownloadableCouponView[]) => {
    if (!member) return signIn();
    if (busy !== null) return;
    setBusy('all');
    let count = 0;
    for (const coupon of coupons) if (await take(coupon)) count += 1;
    if (count > 0) showToast(`쿠폰 ${count}장을 받았습니다.`, 'success');
    finish();
  };

  return { member, busy, downloadOne, downloadAll };
}

export type CouponDownload = ReturnType<typeof useCouponDownload>;
