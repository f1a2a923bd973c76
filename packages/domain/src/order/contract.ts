import { z } from 'zod';
import { benefitChoiceInput, sheetBenefitsView } from '../benefit/contract';

// The order API's shapes, declared once: the server uses them as route schemas, the web
// app parses its answers with them, so a renamed field fails the typecheck on both sides.
// Field names follow the calls (sheetNo, cartSeqList, imp_uid …); internal code
// uses plain English.

export const ORDER_TYPES = ['PRODUCT', 'SAMPLE'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The shopper's choice in the payment box; easy-pay methods are separate PortOne pgs. */
export const PAY_METHODS = ['card', 'trans', 'vbank', 'kakaopay', 'naverpay', 'tosspay'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * The order's payment state (lines have their own after-sale states).
 * PAYMENT_PENDING: placed, stock, coupons and points held, payment window not finished.
 * WAITING_DEPOSIT: virtual account issued, waiting for the money (everything still held).
 * PAID: money accepted. FAILED: the payment failed or was refused (amount mismatch …).
 * ABANDONED: the shopper closed the payment window; nothing is held any more.
 * CANCELLED: the payment was cancelled after it arrived. EXPIRED: unpaid in time.
 * FAILED, ABANDONED and EXPIRED hold nothing; a payment that still arrives for one is
 * honoured only if the order can be rebuilt exactly as priced (docs/checkout.md).
 */
export const ORDER_STATUSES = ['PAYMENT_PENDING', 'WAITING_DEPOSIT', 'PAID', 'FAILED', 'ABANDONED', 'CANCELLED', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const won = z.number().int().nonnegative();
const id = z.coerce.number().int().positive().max(2_147_483_647);
const qty = z.coerce.number().int().min(1).max(999);
const text = (max: number) => z.string().trim().min(1).max(max);

// ---- requests ----

/** One option bought directly from the product page (바로 구매); itemGroupSeq wins as in the cart. */
export const sheetItemInput = z.strictObject({ productNo: id, optionGroupSeq: id, itemGroupSeq: id.optional(), qty });

export const sheetRequest = z
  .strictObject({
    orderType: z.enum(ORDER_TYPES).default('PRODUCT'),
    cartSeqList: z.array(id).min(1).max(100).optional(),
    items: z.array(sheetItemInput).min(1).max(50).optional(),
  })
  .refine((body) => (body.cartSeqList === undefined) !== (body.items === undefined), '장바구니 상품(cartSeqList)이나 바로 구매 상품(items) 중 하나를 보내 주세요.');
export type SheetRequest = z.infer<typeof sheetRequest>;

/** GET /order/v1/sheet/{sheetNo}: the same sheet priced for an address (도서산간). */
export const sheetQuery = z.strictObject({ zonecode: z.string().regex(/^\d{5}$/).optional(), ...benefitChoiceInput.shape });
export type SheetQuery = z.infer<typeof sheetQuery>;

export const phoneInput = z.string().trim().regex(/^01[016789]-?\d{3,4}-?\d{4}$|^0\d{1,2}-?\d{3,4}-?\d{4}$/, '전화번호 형식을 확인해 주세요.');

export const ordererInput = z.strictObject({ name: text(30), phone: phoneInput, email: z.string().trim().email().max(100).optional() });
export const receiverInput = z.strictObject({
  name: text(30),
  phone: phoneInput,
  zonecode: z.string().regex(/^\d{5}$/, '우편번호 5자리를 확인해 주세요.'),
  address: text(200),
  addressDetail: z.string().trim().max(100),
  memo: z.string().trim().max(100).optional(),
});
export const cashReceiptInput = z.strictObject({ type: z.enum(['PERSONAL', 'BUSINESS']), number: z.string().trim().regex(/^[0-9-]{10,20}$/) });
export const consentsInput = z.strictObject({
  purchase: z.literal(true, { error: '구매 조건 확인 및 결제 진행에 동의해 주세요.' }),
  guestTerms: z.boolean().optional(),
  guestPrivacy: z.boolean().optional(),
  guestOrder: z.boolean().optional(),
});

export const placeOrderRequest = z.strictObject({
  sheetNo: text(64),
  orderer: ordererInput,
  receiver: receiverInput,
  payMethod: z.enum(PAY_METHODS),
  cashReceipt: cashReceiptInput.optional(),
  consents: consentsInput,
  /**
   * Guests only, asked again to look the order up: 6–20 characters, not one character over
   * and over. Orders placed under the older 4–20 rule stay reachable (guestCheckRequest).
   */
  guestPassword: z
    .string({ error: '주문 비밀번호는 6~20자로, 같은 문자만 반복하지 않게 입력해 주세요.' })
    .min(6)
    .max(20)
    .refine((password) => new Set(password).size > 1)
    .optional(),
  /** Members only: the coupons and points chosen on the sheet (re-validated when placed). */
  ...benefitChoiceInput.shape,
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

export const completeRequest = z.strictObject({ imp_uid: text(100), merchant_uid: text(100) });

/** PortOne's notice. Extra fields PortOne may add (cancellation_id …) are ignored, not refused. */
export const webhookNotice = z.object({ imp_uid: text(100), merchant_uid: text(100), status: z.string().max(40).optional() });

export const guestCheckRequest = z.strictObject({ orderNo: text(40), phone: phoneInput, password: z.string().min(1).max(20) });

export const addressInput = z.strictObject({
  /** 배송지명: 집, 회사 … */
  label: text(20),
  receiverName: text(30),
  receiverPhone: phoneInput,
  zonecode: z.string().regex(/^\d{5}$/, '우편번호 5자리를 확인해 주세요.'),
  address: text(200),
  addressDetail: z.string().trim().max(100),
  isDefault: z.boolean().default(false),
});
export const addressUpdate = addressInput.extend({ addressSeq: id });
export const addressDelete = z.strictObject({ addressSeq: id });

// ---- answers (the `data` of the envelope) ----

export const deliveryGroupView = z.object({
  groupKey: z.string(),
  method: z.string(),
  payType: z.enum(['PREPAY', 'ARRIVAL']),
  fee: won,
  freeOver: won.nullable(),
  /** Selling subtotal of the group's lines. */
  subtotal: won,
  /** The fee this group costs now (0 once free); for ARRIVAL it is paid to the carrier. */
  charged: won,
  remoteAreaFee: won,
});
export type DeliveryGroupView = z.infer<typeof deliveryGroupView>;

export const orderAmountsView = z.object({
  /** List price × quantity. */
  productAmount: won,
  discountAmount: won,
  /** 선불 delivery fees, paid with the order. */
  deliveryFee: won,
  /** 착불 fees: shown, paid to the carrier, not in payAmount. */
  arrivalDeliveryFee: won,
  /** 도서산간 surcharge on prepaid parcels. */
  remoteAreaFee: won,
  sampleFee: won,
  /** VAT contained in payAmount (prices include VAT). */
  vatAmount: won,
  /** The product coupon's discount (absent = 0; the server always sends it). */
  couponDiscount: won.optional(),
  /** The shipping coupon's discount: prepaid delivery fees only, never 착불 or 도서산간. */
  shippingCouponDiscount: won.optional(),
  /** Points spent: a payment means, not a discount. */
  pointsUsed: won.optional(),
  /** productAmount − discountAmount + deliveryFee + remoteAreaFee + sampleFee − couponDiscount − shippingCouponDiscount − pointsUsed. */
  payAmount: won,
});
export type OrderAmountsView = z.infer<typeof orderAmountsView>;

export const orderLineView = z.object({
  lineNo: z.number().int(),
  cartSeq: z.number().int().nullable(),
  productNo: z.number().int(),
  itemGroupSeq: z.number().int(),
  productName: z.string(),
  brandName: z.string(),
  optionName: z.string(),
  imageUrl: z.string(),
  qty: z.number().int(),
  /** Unit list price and unit selling price. */
  price: won,
  sellingPrice: won,
  orderPrice: won,
  orderPriceDiscount: won,
  deliveryGroupKey: z.string(),
});
export type OrderLineView = z.infer<typeof orderLineView>;

/** The product an order line is for, as the line names it: what my page's lists and the review pages show of a line. */
export const orderedProductView = orderLineView.pick({ productNo: true, productName: true, brandName: true, optionName: true, imageUrl: true });

export const remoteAreaView = z.object({ kind: z.enum(['JEJU', 'ISLAND']), label: z.string() }).nullable();

export const sheetView = z.object({
  sheetNo: z.string(),
  orderType: z.enum(ORDER_TYPES),
  expiresAt: z.string(),
  lines: z.array(orderLineView),
  deliveryGroups: z.array(deliveryGroupView),
  amounts: orderAmountsView,
  zonecode: z.string().nullable(),
  remoteArea: remoteAreaView,
  /** Members: the coupons and points box (null for guests; absent from older answers). */
  benefits: sheetBenefitsView.nullable().optional(),
});
export type SheetView = z.infer<typeof sheetView>;

/** What the web app hands to IMP.request_pay (PortOne v1), or to the sandbox window. */
export const paymentRequestView = z.object({
  pg: z.string().optional(),
  pay_method: z.string(),
  merchant_uid: z.string(),
  name: z.string(),
  amount: won,
  buyer_name: z.string(),
  buyer_tel: z.string(),
  buyer_email: z.string().optional(),
  buyer_addr: z.string(),
  buyer_postcode: z.string(),
  m_redirect_url: z.string(),
  notice_url: z.string().optional(),
  vbank_due: z.string().optional(),
});

export const placedOrderView = z.object({
  orderNo: z.string(),
  merchantUid: z.string(),
  amount: won,
  payment: z.object({
    sandbox: z.boolean(),
    impCode: z.string(),
    /** Sandbox only: the payment window page on this site. */
    windowUrl: z.string().nullable(),
    params: paymentRequestView,
  }),
});
export type PlacedOrderView = z.infer<typeof placedOrderView>;

export const vbankView = z.object({ bankCode: z.string(), bankName: z.string(), accountNo: z.string(), holder: z.string(), dueAt: z.string() });

export const orderView = z.object({
  orderNo: z.string(),
  orderType: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  guest: z.boolean(),
  orderer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  receiver: z.object({ name: z.string(), phone: z.string(), zonecode: z.string(), address: z.string(), addressDetail: z.string(), memo: z.string().nullable() }),
  lines: z.array(orderLineView),
  deliveryGroups: z.array(deliveryGroupView),
  amounts: orderAmountsView,
  /** When a paid order arrives (deliveryEstimate: business days after payment); null before payment (absent from older answers). */
  deliveryEstimate: z.object({ from: z.string(), to: z.string(), label: z.string() }).nullable().optional(),
  payment: z.object({
    method: z.enum(PAY_METHODS),
    methodLabel: z.string(),
    impUid: z.string().nullable(),
    vbank: vbankView.nullable(),
    cashReceipt: z.object({ type: z.enum(['PERSONAL', 'BUSINESS']), number: z.string() }).nullable(),
    /** Why the payment failed or was cancelled, in Korean. */
    failureReason: z.string().nullable(),
  }),
});
export type OrderView = z.infer<typeof orderView>;

export const addressView = z.object({
  addressSeq: z.number().int(),
  label: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  zonecode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  isDefault: z.boolean(),
});
export type AddressView = z.infer<typeof addressView>;
export const addressListView = z.object({ list: z.array(addressView), max: z.number().int() });

/** GET /order/v1/orderer: the signed-in member's verified name and phone, unmasked for their own checkout. */
export const ordererView = z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() });
export type OrdererView = z.infer<typeof ordererView>;

export const ADDRESS_BOOK_MAX = 10;
export const SHEET_LIFETIME_MS = 30 * 60 * 1000;
/** Stock is held this long for a card/transfer/easy-pay window (a virtual account holds until its deadline). */
export const PAYMENT_HOLD_MS = 30 * 60 * 1000;
