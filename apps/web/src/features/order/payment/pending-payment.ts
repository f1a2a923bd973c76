import { internalPath } from '@maru/domain';

/**
 * The payment a phone left for: on phones the payment window takes over the tab and returns
 * to /order/mobile, where the app starts afresh. The record tells that page which order it
 * was and where the checkout was, for a way back after a failed payment.
 */
export interface PendingPayment {
  orderNo: string;
  merchantUid: string;
  /** The checkout page with its ?sheetNo=, an internal path. */
  checkoutPath: string;
}

const KEY = 'maru:order-pending-payment';

export function savePendingPayment(record: PendingPayment, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(record));
}

export function readPendingPayment(storage: Storage = sessionStorage): PendingPayment | undefined {
  try {
    const record = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<PendingPayment> | null;
    if (!record || typeof record.orderNo !== 'string' || typeof record.merchantUid !== 'string' || typeof record.checkoutPath !== 'string') return undefined;
    // Only a path of this site may be followed back (the storage is writable by any script here).
    const checkoutPath = internalPath(record.checkoutPath);
    if (checkoutPath === undefined) return undefined;
    return { orderNo: record.orderNo, merchantUid: record.merchantUid, checkoutPath };
  } catch {
    return undefined;
  }
}

export function clearPendingPayment(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
