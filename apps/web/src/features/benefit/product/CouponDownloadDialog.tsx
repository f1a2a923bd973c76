import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Spinner } from '@/shared/ui';
import { benefitKeys, productCouponsQuery } from '../api/benefit-api';
import styles from '../benefit.module.css';
import { DownloadableCouponList, isTakeable, TakeAllButton } from '../download/DownloadableCouponList';
import { useCouponDownload } from '../download/use-coupon-download';

interface CouponDownloadDialogProps {
  productNo: number;
  open: boolean;
  onClose: () => void;
}

/** The product's downloadable coupons, each with 받기, and 모두 받기; guests are sent to sign in and back. */
export function CouponDownloadDialog({ productNo, open: isOpen, onClose }: CouponDownloadDialogProps) {
  const coupons = useQuery({ ...productCouponsQuery(productNo), enabled: isOpen });
  const download = useCouponDownload(benefitKeys.productCoupons(productNo), productNo);
  const list = coupons.data ?? [];

  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      title="쿠폰 받기"
      footer={list.filter(isTakeable).length > 1 ? <TakeAllButton coupons={list} download={download} /> : undefined}
    >
      {coupons.isPending ? (
        <Spinner label="쿠폰을 불러오는 중" />
      ) : coupons.isError ? (
        <div className={styles.stack} role="alert">
          <p>쿠폰을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
          <Button variant="secondary" onClick={() => void coupons.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className={styles.muted}>지금 이 상품에 받을 수 있는 쿠폰이 없습니다.</p>
      ) : (
        <DownloadableCouponList coupons={list} download={download} />
      )}
    </Dialog>
  );
}
