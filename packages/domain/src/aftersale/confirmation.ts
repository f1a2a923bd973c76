// 구매확정: the shopper confirms, or the system does it for them once this long has passed
// since delivery (the scheduled job asks autoConfirmDue).

export const AUTO_CONFIRM_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Exactly AUTO_CONFIRM_DAYS × 24 h after delivery. This comes up to a day before the
 * change-of-mind return window closes (end of the 7th Korean day after delivery, see
 * returnWindow), and CONFIRMED is final: a job that confirms at this instant ends that
 * right early. The scheduled job may prefer to wait for the window to close.
 */
export function autoConfirmAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + AUTO_CONFIRM_DAYS * DAY_MS);
}

export function autoConfirmDue(deliveredAt: Date, now: Date): boolean {
  return now.getTime() >= autoConfirmAt(deliveredAt).getTime();
}
