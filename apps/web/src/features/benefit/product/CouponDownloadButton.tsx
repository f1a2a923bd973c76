import { lazy, Suspense, useState } from 'react';
import styles from './CouponDownloadButton.module.css';

// The dialog, its query and the download code load on the first click: the product page is
// rendered on the server, and the button alone renders the same there and in the browser.
const CouponDownloadDialog = lazy(() => import('./CouponDownloadDialog').then((module) => ({ default: module.CouponDownloadDialog })));

/** 쿠폰 받기 on the product page: always the same button (no layout shift, no hydration mismatch); the list loads when opened. */
export function CouponDownloadButton({ productNo }: { productNo: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.couponButton}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">⬇</span> 쿠폰 받기
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <CouponDownloadDialog productNo={productNo} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
