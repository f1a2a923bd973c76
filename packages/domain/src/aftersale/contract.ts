import { z } from 'zod';
import { ORDER_STATUSES, orderedProductView, orderLineView, orderView, PAY_METHODS } from '../order';
import { pageNumberParam, pageOf, pageSizeParam } from '../paging';
import { CANCEL_REASONS, RETURN_REASONS } from './claim-rules';
import { LINE_STATUSES } from './line-status';
import { ORDER_PERIODS } from './periods';

// The after-sale API's shapes, declared once for the server's routes, the shop's my page
// and the operator console (like ../order/contract.ts).

const id = z.coerce.number().int().positive().max(2_147_483_647);
const won = z.number().int().nonnegative();
const lineNo = z.coerce.number().int().min(1).max(999);
const lineNos = z
  .array(lineNo)
  .min(1)
  .max(100)
  .refine((list) => new Set(list).size === list.length, '같은 상품을 두 번 고를 수 없습니다.');
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Lines named in a query string: `lineNos=1,2,3`. */
const lineNosParam = z
  .string()
  .max(400)
  .transform((text, context) => {
    const parsed = text.split(',').map((part) => Number(part.trim()));
    if (parsed.some((value) => !Number.isInteger(value) || value < 1 || value > 999)) {
      context.addIssue({ code: 'custom', message: '상품 번호를 확인해 주세요.' });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(
    z
      .array(z.number().int())
      .min(1)
      .max(100)
      .refine((list) => new Set(list).size === list.length, '같은 상품을 두 번 고를 수 없습니다.'),
  );

export const CLAIM_KINDS = ['CANCEL', 'RETURN'] as const;
export type ClaimKindName = (typeof CLAIM_KINDS)[number];
export const CLAIM_STATUSES = ['REQUESTED', 'PICKED_UP', 'COMPLETED', 'REJECTED'] as const;
export const REFUND_STATUSES = ['NONE', 'PENDING', 'DONE'] as const;
export type ClaimStatusName = (typeof CLAIM_STATUSES)[number];
export type RefundStatusName = (typeof REFUND_STATUSES)[number];
/** A claim's state in a word; the views put 취소 or 반품 before it (반품수거완료). */
export const claimStatusLabels: Readonly<Record<ClaimStatusName, string>> = { REQUESTED: '요청', PICKED_UP: '수거완료', COMPLETED: '완료', REJECTED: '반려' };
export const refundStatusLabels: Readonly<Record<RefundStatusName, string>> = { NONE: '환불 없음', PENDING: '환불 진행중', DONE: '환불완료' };

/** Where a paid virtual account's money goes back (PortOne needs it for the refund). */
export const refundAccountInput = z.strictObject({
  bankCode: z.string().trim().regex(/^\d{3}$/, '은행을 선택해 주세요.'),
  holder: z.string().trim().min(1).max(30),
  accountNo: z.string().trim().regex(/^[0-9-]{6,20}$/, '계좌번호를 확인해 주세요.'),
});
export type RefundAccountInput = z.infer<typeof refundAccountInput>;

// ---- the shopper's requests ----

/** A cancel or a return asks the same: which lines, why (from the kind's own reasons) and where money goes back. */
const claimRequest = <const Reasons extends readonly [string, ...string[]]>(reasons: Reasons) =>
  z.strictObject({
    lineNos,
    reason: z.enum(reasons),
    reasonText: optionalText(500),
    refundAccount: refundAccountInput.optional(),
  });

/** Part of a line's pieces (2 of 5 boxes); a line not named here is taken whole. */
const claimQuantity = z.strictObject({ lineNo, qty: z.coerce.number().int().min(1, '수량은 1개 이상이어야 합니다.').max(999) });
const claimQuantities = z
  .array(claimQuantity)
  .min(1)
  .max(100)
  .refine((list) => new Set(list.map((entry) => entry.lineNo)).size === list.length, '같은 상품의 수량을 두 번 보낼 수 없습니다.');

/**
 * The shopper's own key for one request (the form makes one per confirmation): the same
 * request arriving twice (a double tap, a retry after a lost answer) answers the claims the
 * first one made instead of cancelling more pieces. Required with quantities, where a
 * repeat would otherwise take the next pieces of the line.
 */
const requestKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '요청 키를 확인해 주세요.');

const shopperClaimRequest = <const Reasons extends readonly [string, ...string[]]>(reasons: Reasons) =>
  claimRequest(reasons)
    .extend({ quantities: claimQuantities.optional(), requestKey: requestKey.optional() })
    .refine((body) => (body.quantities ?? []).every((entry) => body.lineNos.includes(entry.lineNo)), { message: '수량을 정한 상품을 함께 골라 주세요.', path: ['quantities'] })
    .refine((body) => body.quantities === undefined || body.requestKey !== undefined, { message: '수량을 나누어 신청할 때는 요청 키(requestKey)를 보내 주세요.', path: ['requestKey'] });

export const cancelRequest = shopperClaimRequest(CANCEL_REASONS);
export type CancelRequest = z.infer<typeof cancelRequest>;

export const returnRequest = shopperClaimRequest(RETURN_REASONS);
export type ReturnRequest = z.infer<typeof returnRequest>;
export type ClaimQuantity = z.infer<typeof claimQuantity>;

export const confirmRequest = z.strictObject({ lineNos });

/** Quantities in a query string: `quantities=3:2,5:1` (line 3, 2 pieces; line 5, 1 piece). */
const quantitiesParam = z
  .string()
  .max(800)
  .transform((text, context) => {
    const parsed = text.split(',').map((pair) => {
      const [line, qty] = pair.split(':').map((part) => Number(part.trim()));
      return { lineNo: line, qty };
    });
    if (parsed.some(({ lineNo: line, qty }) => !Number.isInteger(line) || line! < 1 || line! > 999 || !Number.isInteger(qty) || qty! < 1 || qty! > 999)) {
      context.addIssue({ code: 'custom', message: '수량을 확인해 주세요. (상품 번호:수량, 1개 이상)' });
      return z.NEVER;
    }
    return parsed as { lineNo: number; qty: number }[];
  })
  .pipe(
    z
      .array(z.object({ lineNo: z.number().int(), qty: z.number().int() }))
      .min(1)
      .max(100)
      .refine((list) => new Set(list.map((entry) => entry.lineNo)).size === list.length, '같은 상품의 수량을 두 번 보낼 수 없습니다.'),
  );

export const refundQuoteQuery = z
  .strictObject({
    kind: z.enum(CLAIM_KINDS),
    lineNos: lineNosParam,
    reason: z.string().max(40).optional(),
    quantities: quantitiesParam.optional(),
  })
  .refine((query) => (query.quantities ?? []).every((entry) => query.lineNos.includes(entry.lineNo)), { message: '수량을 정한 상품을 함께 골라 주세요.', path: ['quantities'] });

export const ORDER_LIST_FILTERS = ['ALL', 'WAITING_DEPOSIT', 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED', 'CLAIMS'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];
export const orderListQuery = z.strictObject({
  status: z.enum(ORDER_LIST_FILTERS).default('ALL'),
  period: z.enum(ORDER_PERIODS).default('3M'),
  page: pageNumberParam,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const claimListQuery = z.strictObject({
  period: z.enum(ORDER_PERIODS).default('6M'),
  page: pageNumberParam,
});

// ---- answers ----

export const trackingView = z.object({ carrierCode: z.string(), carrierName: z.string(), trackingNo: z.string(), trackingUrl: z.string().nullable() });

export const shopperActionsView = z.object({ cancel: z.boolean(), requestReturn: z.boolean(), confirm: z.boolean(), track: z.boolean() });

export const afterSaleLineView = orderLineView.extend({
  status: z.enum(LINE_STATUSES).nullable(),
  statusLabel: z.string(),
  statusChangedAt: z.string().nullable(),
  tracking: trackingView.nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** The cancel or return the line is in. */
  claimNo: z.string().nullable(),
  actions: shopperActionsView,
});
export type AfterSaleLineView = z.infer<typeof afterSaleLineView>;

export const claimView = z.object({
  claimNo: z.string(),
  orderNo: z.string(),
  kind: z.enum(CLAIM_KINDS),
  kindLabel: z.string(),
  status: z.enum(CLAIM_STATUSES),
  statusLabel: z.string(),
  reason: z.string(),
  reasonLabel: z.string(),
  reasonText: z.string().nullable(),
  lines: z.array(z.object({ lineNo: z.number().int(), productName: z.string(), optionName: z.string(), imageUrl: z.string(), qty: z.number().int(), status: z.enum(LINE_STATUSES).nullable(), statusLabel: z.string() })),
  returnShippingPayer: z.enum(['SHOPPER', 'SHOP']).nullable(),
  returnShippingFee: won,
  refundAmount: won.nullable(),
  refundStatus: z.enum(REFUND_STATUSES),
  refundStatusLabel: z.string(),
  /** Masked (•••• 1234) once given; never the whole number. */
  refundAccount: z.object({ bankCode: z.string(), holder: z.string(), accountNo: z.string() }).nullable(),
  rejectReason: z.string().nullable(),
  requestedBy: z.enum(['SHOPPER', 'STAFF']),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type ClaimView = z.infer<typeof claimView>;

/** An order without money yet: open the payment window again, or let it go now (pay-again.ts). */
export const unpaidActionsView = z.object({ payAgain: z.boolean(), abandon: z.boolean() });

export const myOrderView = orderView.extend({
  lines: z.array(afterSaleLineView),
  /** The order's state in one word, from its lines (결제완료, 배송중, 부분취소 …). */
  displayStatus: z.string(),
  refundedAmount: won,
  claims: z.array(claimView),
  /** A virtual-account payment: a refund needs the shopper's account. */
  refundNeedsAccount: z.boolean(),
  unpaidActions: unpaidActionsView,
});
export type MyOrderView = z.infer<typeof myOrderView>;

/** POST /order/v1/{orderNo}/cancel: the claims made (one per refund, or a request awaiting the shop) and the order after them. */
export const cancelResult = z.object({ claimNos: z.array(z.string()), order: myOrderView });
export type CancelResult = z.infer<typeof cancelResult>;
/** POST /order/v1/{orderNo}/return: the return claim made and the order after it. */
export const returnResult = z.object({ claimNo: z.string(), order: myOrderView });
export type ReturnResult = z.infer<typeof returnResult>;

export const orderSummaryView = z.object({
  orderNo: z.string(),
  orderType: z.enum(['PRODUCT', 'SAMPLE']),
  status: z.enum(ORDER_STATUSES),
  displayStatus: z.string(),
  createdAt: z.string(),
  payAmount: won,
  refundedAmount: won,
  payMethod: z.enum(PAY_METHODS),
  unpaidActions: unpaidActionsView,
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      ...orderedProductView.shape,
      qty: z.number().int(),
      sellingPrice: won,
      status: z.enum(LINE_STATUSES).nullable(),
      statusLabel: z.string(),
      /** What the shopper may do with the line now (the list's shortcuts). */
      actions: shopperActionsView,
    }),
  ),
});
export type OrderSummaryView = z.infer<typeof orderSummaryView>;

export const orderListView = pageOf(orderSummaryView);
export const claimListView = pageOf(claimView);

export const refundQuoteView = z.object({
  refund: won,
  itemsAmount: won,
  deliveryAdjustment: z.number().int(),
  returnShippingFee: won,
  returnShippingPayer: z.enum(['SHOPPER', 'SHOP']).nullable(),
  remainingAfter: won,
  /** Points (적립금) given back with this claim, after the cash (absent = 0). */
  pointsRefund: won.optional(),
  /** Product coupon discount lost because the remaining lines no longer qualify (absent = 0). */
  couponAdjustment: z.number().int().optional(),
  /** Nothing was paid yet (a virtual account not deposited): cancelling refunds nothing. */
  unpaid: z.boolean(),
  refundNeedsAccount: z.boolean(),
  /** The refund reaches the shopper within this many business days (spec 02 §9). */
  refundBusinessDays: z.number().int(),
});
export type RefundQuoteView = z.infer<typeof refundQuoteView>;

/** My page home: how many lines of the member's orders are in each state. */
export const orderCountsView = z.object({
  counts: z.object(Object.fromEntries(LINE_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof LINE_STATUSES)[number], z.ZodNumber>),
  openClaims: z.number().int(),
});
export type OrderCountsView = z.infer<typeof orderCountsView>;

export const claimParams = z.strictObject({ claimNo: z.string().min(1).max(40) });
export const orderNoParams = z.strictObject({ orderNo: z.string().min(1).max(40) });

// ---- the operator console ----

export const ADMIN_ORDER_FILTERS = ['ALL', ...LINE_STATUSES, 'OPEN_CLAIMS', 'REFUND_PENDING'] as const;
/** The console's order list orders: by order time (newest first by default) or by the amount paid. */
export const ADMIN_ORDER_SORTS = ['NEWEST', 'OLDEST', 'PAY_DESC', 'PAY_ASC'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const adminOrderQuery = z.strictObject({
  status: z.enum(ADMIN_ORDER_FILTERS).default('ALL'),
  /** The order's payment state (결제 진행 중, 결제 미완료, 입금기한만료 …); with status it narrows further. */
  orderStatus: z.enum(ORDER_STATUSES).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  orderNo: z.string().trim().max(40).optional(),
  /** The orderer's name, or phone number (digits). */
  orderer: z.string().trim().max(40).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('NEWEST'),
  page: pageNumberParam,
  size: pageSizeParam(100, 30),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

export const adminOrderRow = z.object({
  orderNo: z.string(),
  createdAt: z.string(),
  ordererName: z.string(),
  ordererPhone: z.string(),
  member: z.boolean(),
  payMethodLabel: z.string(),
  status: z.enum(ORDER_STATUSES),
  displayStatus: z.string(),
  payAmount: won,
  refundedAmount: won,
  lineCount: z.number().int(),
  firstProductName: z.string(),
  openClaims: z.number().int(),
});
export const adminOrderListView = pageOf(adminOrderRow);

/** What deciding an open claim would refund now (the domain's quote), for the operator's confirmation. */
export const claimRefundView = z.object({ claimNo: z.string(), refund: won, returnShippingFee: won, pointsRefund: won });
export type ClaimRefundView = z.infer<typeof claimRefundView>;

export const adminOrderView = myOrderView.extend({
  memberId: z.number().int().nullable(),
  /** Open claims (요청, 수거완료): the refund their completion would send now. */
  claimRefunds: z.array(claimRefundView),
  /** Which staff actions each line accepts now. */
  lineEvents: z.array(z.object({ lineNo: z.number().int(), events: z.array(z.string()) })),
  payment: myOrderView.shape.payment.extend({ paidAmount: won, refundedAmount: won }),
});
export type AdminOrderView = z.infer<typeof adminOrderView>;

export const shipRequest = z.strictObject({ lineNos, carrierCode: z.string().trim().min(1).max(20), trackingNo: z.string().trim().min(1).max(30) });
export const staffLinesRequest = z.strictObject({ lineNos });
/** Staff cancel with the shopper's body: the same lines, reasons and refund account. */
export const staffCancelRequest = claimRequest(CANCEL_REASONS);
export const rejectClaimRequest = z.strictObject({ reason: z.string().trim().min(1).max(500) });
/** A claim decided by the operator (approved, picked up, completed, rejected, its refund retried): the claim's number. */
export const claimDecisionResult = z.object({ claimNo: z.string() });
export const stockChangeRequest = z.strictObject({ stockCnt: z.number().int().min(0).max(1_000_000) });
export const optionParams = z.strictObject({ itemGroupSeq: id });
