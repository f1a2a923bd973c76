import { formatKstDate } from '@maru/domain';
import type { DownloadableCouponView } from '@maru/domain';
import { Button } from '@/shared/ui';
import styles from '../benefit.module.css';
import { CouponTicket } from '../coupons/CouponTicket';
import { downloadValidityText } from '../format';
import type { CouponDownload } from './use-coupon-download';

/** Neither held by the member nor gone: 받기 still works. */
export const isTakeable = (coupon: DownloadableCouponView) => !coupon.downloaded && !coupon.soldOut;

function validityOf(coupon: DownloadableCouponView): string {
  const use = downloadValidityText(coupon, formatKstDate);
  return coupon.downloadUntil ? `${use} · ${formatKstDate(coupon.downloadUntil)}까지 받을 수 있음` : use;
}

const stateOf = (coupon: DownloadableCouponView) => (coupon.downloaded ? '받음' : coupon.soldOut ? '소진' : '받기');

interface ListProps {
  coupons: readonly DownloadableCouponView[];
  download: CouponDownload;
  /** The coupon names' heading level: 3 in the product dialog, 2 on the event page. */
  headingLevel?: 2 | 3;
}

/** Downloadable coupons, each with 받기 (or 받음 / 소진); shared by the product dialog and the event page. */
export function DownloadableCouponList({ coupons, download, headingLevel }: ListProps) {
  const { member, busy, downloadOne } = download;
  return (
    <div className={styles.stack}>
      {member ? null : <p className={styles.muted}>쿠폰은 로그인한 회원만 받을 수 있습니다.</p>}
      <ul className={styles.dialogList} aria-label="받을 수 있는 쿠폰">
        {coupons.map((coupon) => (
          <li key={coupon.couponId}>
            <CouponTicket
              coupon={coupon}
              headingLevel={headingLevel}
              validity={validityOf(coupon)}
              dimmed={!isTakeable(coupon)}
              testId="downloadable-coupon"
              action={
                <Button
                  variant={isTakeable(coupon) ? 'primary' : 'secondary'}
                  onClick={() => void downloadOne(coupon)}
                  disabled={!isTakeable(coupon) || busy !== null}
                  aria-label={`${coupon.name} ${stateOf(coupon)}`}
                  aria-busy={busy === coupon.couponId || undefined}
                >
                  {stateOf(coupon)}
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 모두 받기 for the coupons still open; shown only when there is more than one to take. */
export function TakeAllButton({ coupons, download }: Omit<ListProps, 'headingLevel'>) {
  const { member, busy, downloadAll } = download;
  const takeable = coupons.filter(isTakeable);
  if (takeable.length < 2) return null;
  return (
    <Button onClick={() => void downloadAll(takeable)} disabled={busy !== null} aria-busy={busy === 'all' || undefined}>
      {member ? `모두 받기 (${takeable.length}장)` : '로그인하고 모두 받기'}
    </Button>
  );
}
