import type { CouponBenefitType, CouponChannel, CouponScope, CouponTerms, PointEntryKind } from '@maru/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from '../../db/columns';

/** How members get a coupon: product pages (DOWNLOAD), an event page (EVENT), given at sign-up (WELCOME), for a typed code (CODE), or from staff (ISSUE). */
export type { CouponChannel };

/** A coupon the shop offers (its terms); members hold copies in member_coupon. */
export interface CouponTable {
  coupon_id: Generated<number>;
  /** Stable key of the seed and the operator (WELCOME_10 …). */
  code: string;
  name: string;
  benefit_type: CouponBenefitType;
  amount: Generated<number>;
  rate: Generated<number>;
  max_discount: number | null;
  min_order_amount: Generated<number>;
  scope: CouponScope;
  scope_ids: Generated<number[]>;
  channel: CouponChannel;
  event_code: string | null;
  /** CODE coupons only: the code a shopper types (upper case, letters and digits). */
  redeem_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Downloads open from/until (null: while active). */
  download_from: Date;
  download_until: Date | null;
  /** Use: a fixed end, and/or N days after download (the earlier wins). */
  valid_until: Date | null;
  valid_days: number | null;
  /** null: unlimited. issued_count only grows, with a guarded UPDATE. */
  total_quantity: number | null;
  issued_count: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CouponEventTable {
  event_code: string;
  title: string;
}

/** A member's copy of a coupon: once per member per coupon; used_at set by the one order that wins it. */
export interface MemberCouponTable {
  member_coupon_id: Generated<number>;
  coupon_id: number;
  member_id: number;
  issued_at: Date;
  valid_from: Date;
  expires_at: Date;
  used_at: Date | null;
  used_order_id: number | null;
  /** Staff took the copy back (issue 27): it is no longer the member's; an order holding it keeps it. */
  recalled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Append-only: a member's balance is the sum of amount. unique_key makes each award happen once. */
export interface PointLedgerTable {
  entry_id: Generated<number>;
  member_id: number;
  kind: PointEntryKind;
  amount: number;
  /** Positive entries: when what is left of them expires. */
  expires_at: Date | null;
  order_id: number | null;
  line_no: number | null;
  claim_id: number | null;
  review_id: number | null;
  unique_key: string | null;
  description: string;
  created_at: Date;
}

/**
 * The ledger's running sum per member, kept by a trigger on every ledger insert (migration
 * 2026112721): reads of the balance are one row, and a SPEND that would take it below zero
 * is refused by the database itself.
 */
export interface PointBalanceTable {
  member_id: number;
  /** bigint: pg answers it as a string. */
  balance: ColumnType<string, number, never>;
}

/** One notice per member and expiry date (KST), so the expiry job tells each once. */
export interface PointExpiryNoticeTable {
  member_id: number;
  expires_on: string;
  amount: number;
  created_at: CreatedAt;
}

/** The invitee's first confirmed purchase rewarded both members: once per invitee. */
export interface InvitationRewardTable {
  invitee_member_id: number;
  inviter_member_id: number;
  order_id: number;
  rewarded_at: Date;
}

/** What an order used: the coupons' terms as they were, the lines they covered, the points. */
export interface OrderBenefitTable {
  order_id: number;
  member_id: number;
  product_member_coupon_id: number | null;
  product_coupon: Json<CouponTerms | null>;
  /** Line numbers the product coupon covered. */
  product_coupon_lines: number[];
  shipping_member_coupon_id: number | null;
  shipping_coupon: Json<CouponTerms | null>;
  shipping_coupon_lines: number[];
  coupon_discount: number;
  shipping_coupon_discount: number;
  points_used: number;
  created_at: CreatedAt;
}

export interface BenefitTables {
  coupon: CouponTable;
  coupon_event: CouponEventTable;
  member_coupon: MemberCouponTable;
  point_ledger: PointLedgerTable;
  point_balance: PointBalanceTable;
  point_expiry_notice: PointExpiryNoticeTable;
  invitation_reward: InvitationRewardTable;
  order_benefit: OrderBenefitTable;
}
