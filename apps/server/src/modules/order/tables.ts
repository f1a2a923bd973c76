import type { CartDelivery, DeliveryGroupView, LineStatus, OrderAmountsView, OrderStatus, OrderType, PayMethod } from '@maru/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from '../../db/columns';

/** One line of a sheet as it was priced: what the shopper saw and accepted. */
export interface SheetLine {
  /** The cart line it came from (removed from the cart once paid); null for 바로 구매. */
  cartSeq: number | null;
  productNo: number;
  itemGroupSeq: number;
  qty: number;
  productName: string;
  brandName: string;
  optionName: string;
  /** Unit list price and unit discounted price (0 = none), as priceOrder reads them. */
  price: number;
  priceDiscount: number;
  vatRate: number;
  delivery: CartDelivery;
}

/**
 * 주문서: the lines a visitor is about to buy, priced, valid for 30 minutes. Owned by a
 * member or by a guest (a hash of the guest id, never the id itself). used_at is set by
 * the one placement that wins.
 */
export interface OrderSheetTable {
  sheet_no: string;
  member_id: number | null;
  guest_key: string | null;
  order_type: OrderType;
  /** The cart the lines came from; null for 바로 구매. */
  cart_id: number | null;
  lines: Json<SheetLine[]>;
  /** The zonecode the stored amounts were priced for (null: no address yet). */
  zonecode: string | null;
  amounts: Json<OrderAmountsView>;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * An order and its payment. stock_held is true exactly while the order's pieces are taken
 * from product_option_row.stock_cnt; every return of stock flips it in the same statement,
 * so stock comes back once whatever races (webhook, callback, expiry job).
 */
export interface ShopOrderTable {
  order_id: Generated<number>;
  order_no: string;
  merchant_uid: string;
  sheet_no: string;
  order_type: OrderType;
  status: OrderStatus;
  member_id: number | null;
  guest_key: string | null;
  guest_password_hash: string | null;
  /** The cart whose lines are removed once paid; null for 바로 구매. */
  cart_id: number | null;
  orderer_name: string;
  orderer_phone: string;
  orderer_email: string | null;
  receiver_name: string;
  receiver_phone: string;
  receiver_zonecode: string;
  receiver_address: string;
  receiver_address_detail: string;
  receiver_memo: string | null;
  pay_method: PayMethod;
  cash_receipt_type: 'PERSONAL' | 'BUSINESS' | null;
  cash_receipt_number: string | null;
  product_amount: number;
  discount_amount: number;
  delivery_fee: number;
  arrival_delivery_fee: number;
  remote_area_fee: number;
  sample_fee: number;
  vat_amount: number;
  pay_amount: number;
  /** Benefits (benefit module's migration): the product and shipping coupons' discounts and the points spent. */
  coupon_discount: Generated<number>;
  shipping_coupon_discount: Generated<number>;
  points_used: Generated<number>;
  delivery_groups: Json<DeliveryGroupView[]>;
  stock_held: boolean;
  /** Stock is held until then: the payment window's 30 minutes, or the virtual account's deadline. */
  hold_until: Date;
  imp_uid: string | null;
  paid_at: Date | null;
  pg_provider: string | null;
  card_name: string | null;
  vbank_code: string | null;
  vbank_name: string | null;
  vbank_num: string | null;
  vbank_holder: string | null;
  vbank_due: Date | null;
  failure_reason: string | null;
  /** Set when the member's personal data was destroyed after withdrawal (the order is kept as a record). */
  member_detached_at: ColumnType<Date | null, never, Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A line with its price and names as they were when ordered. */
export interface ShopOrderLineTable {
  order_id: number;
  line_no: number;
  cart_line_id: number | null;
  product_no: number;
  item_group_seq: number;
  product_name: string;
  brand_name: string;
  option_name: string;
  qty: number;
  price: number;
  price_discount: number;
  selling_price: number;
  vat_rate: number;
  delivery: Json<CartDelivery>;
  /** Null until the order is paid or its virtual account issued; then the line's own life. */
  status: LineStatus | null;
  status_changed_at: Date | null;
  /** The claim (cancel or return) the line is in, if any. */
  claim_id: number | null;
  carrier_code: string | null;
  tracking_no: string | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  confirmed_at: Date | null;
  /** Its pieces went back to stock (a cancel, a return, the order expiring): never twice. */
  stock_returned: Generated<boolean>;
  /** Pieces split off another line for a claim of part of it: the line they were ordered on (migrations/2026112830). */
  split_from: Generated<number | null>;
}

export type ClaimKind = 'CANCEL' | 'RETURN';
export type ClaimStatus = 'REQUESTED' | 'PICKED_UP' | 'COMPLETED' | 'REJECTED';

/**
 * A cancel or return of some lines of one order. A cancel of paid lines completes at once; a
 * cancel of lines being prepared, and every return, wait for the operator. refund_amount is
 * fixed when the claim completes (the domain's quoteRefund); the refund itself is a
 * payment_cancel row sent to PortOne after the commit.
 */
export interface OrderClaimTable {
  claim_id: Generated<number>;
  claim_no: string;
  order_id: number;
  kind: ClaimKind;
  status: ClaimStatus;
  line_nos: number[];
  reason_code: string;
  reason_text: string | null;
  requested_by: 'SHOPPER' | 'STAFF';
  staff_id: number | null;
  return_shipping_payer: 'SHOPPER' | 'SHOP' | null;
  return_shipping_fee: Generated<number>;
  refund_amount: number | null;
  refund_status: Generated<'NONE' | 'PENDING' | 'DONE'>;
  refund_bank_code: string | null;
  refund_holder: string | null;
  refund_account_no: string | null;
  reject_reason: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  completed_at: Date | null;
  refunded_at: Date | null;
  /** The shopper's key for the request that made it: the same request again answers this claim. */
  request_key: Generated<string | null>;
}

/**
 * A payment to cancel at PortOne, wholly or (a claim's refund) in part. Written in the
 * transaction that decides it, sent after that transaction commits (no row lock is ever held
 * across a provider call); one whole cancel per payment and one refund per claim, so each
 * is sent once, and one that failed is retried by the sweep.
 */
export interface PaymentCancelTable {
  cancel_id: Generated<number>;
  order_id: number;
  imp_uid: string;
  merchant_uid: string;
  reason: string;
  /** The cancellable balance the shop saw (PortOne refuses the cancel if it differs). */
  checksum: number | null;
  /** A claim's refund: part of the payment; null cancels what is left of it. */
  claim_id: number | null;
  amount: number | null;
  status: 'PENDING' | 'DONE';
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  done_at: Date | null;
}

export type SalesEventKind = 'PAID' | 'REFUND' | 'CANCEL';

/**
 * What moved the sales figures, once per event (migrations/2026120290): an order paid
 * (ref_id = order id), a claim completed on a paid order (ref_id = claim id), a paid order
 * cancelled whole at the provider (ref_id = order id). sales_day is the Korean business day
 * the event counts on (sales/ledger.ts).
 */
export interface OrderSalesEventTable {
  kind: SalesEventKind;
  ref_id: number;
  order_id: number;
  /** A date column: read it as text (sales_day::text), pg would parse it at local midnight. */
  sales_day: ColumnType<Date, string, never>;
  orders: number;
  paid_amount: number;
  refund_amount: number;
  occurred_at: Date;
  recorded_at: CreatedAt;
}

/** One Korean day's sales (refunds: events that gave money back), in 16 slots (order id % 16) so a day's writers spread over rows (amounts bigint, read as numbers). */
export interface OrderSalesDayTable {
  sales_day: ColumnType<Date, string, never>;
  slot: number;
  orders: number;
  refunds: number;
  paid_amount: number;
  refund_amount: number;
}

/** One Korean day's units and net sales of a product (best sellers). */
export interface OrderProductSalesDayTable {
  sales_day: ColumnType<Date, string, never>;
  product_no: number;
  units: number;
  net_sales: number;
}

export interface OrderTables {
  order_sheet: OrderSheetTable;
  shop_order: ShopOrderTable;
  shop_order_line: ShopOrderLineTable;
  payment_cancel: PaymentCancelTable;
  order_claim: OrderClaimTable;
  order_sales_event: OrderSalesEventTable;
  order_sales_day: OrderSalesDayTable;
  order_product_sales_day: OrderProductSalesDayTable;
}

/**
 * Views the order module publishes for other modules to read (select and join only; the
 * columns cannot be written, and scripts/table-owners.mjs refuses a write): its contract
 * with the modules it calls itself, which cannot call back (migrations/2026112801).
 */
export interface OrderPublishedViews {
  order_number: { order_id: ColumnType<number, never, never>; order_no: ColumnType<string, never, never> };
  /** What members bought on paid orders, less lines cancelled or returned (coupon segments; migrations/2026120152). */
  member_purchase: {
    member_id: ColumnType<number, never, never>;
    order_id: ColumnType<number, never, never>;
    line_no: ColumnType<number, never, never>;
    product_no: ColumnType<number, never, never>;
    paid_at: ColumnType<Date, never, never>;
  };
}

