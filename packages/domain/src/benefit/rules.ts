// The shop's benefit numbers in one place (docs/benefits.md explains each).

export const POINT_RULES = {
  /** A member may spend points once the balance is at least this. */
  minBalance: 1_000,
  /** Points are spent in multiples of this. */
  unit: 100,
  /** Percent of a confirmed line's paid product amount earned as points. */
  earnRate: 1,
  textReviewPoints: 500,
  photoReviewPoints: 1_000,
  /** Earned points expire after this many days (FIFO: the earliest to expire are spent first). */
  validDays: 365,
} as const;

/** The member is told once, this many days before points expire. */
export const POINT_EXPIRY_NOTICE_DAYS = 30;
/** My page home counts coupons expiring within this many days. */
export const COUPON_EXPIRING_DAYS = 7;

/**
 * What a card payment must still be: PG contracts refuse tiny card payments, and an order
 * paid wholly by points or coupons would need a payment path without PortOne. Discounts and
 * points never bring payAmount below this (or below what the order cost, if less).
 */
export const MIN_PAYMENT = 1_000;

/** Both the inviter and the new member earn this when the new member's first purchase is confirmed. */
export const INVITATION_REWARD = { inviterPoints: 3_000, inviteePoints: 3_000 } as const;

export const DAY_MS = 24 * 60 * 60 * 1000;
