import { z } from 'zod';
import { answerOf } from '../../core/errors';
import { MAX_ITEMS_PER_ADD } from './cart-rules';

const id = z.number().int().positive().max(2_147_483_647);
/** Query strings carry numbers as text. */
const idText = z.coerce.number().int().positive().max(2_147_483_647);
export const cartType = z.enum(['PRODUCT', 'SAMPLE']);
/** Whole pieces from 1; the per-line maximum and the stock are business rules answered with their own codes. */
const qty = z.number().int().min(1, '수량은 1개 이상이어야 합니다.');

export const listQuery = z.strictObject({ cartType: cartType.default('PRODUCT') });

/**
 * An option to put in the cart. optionGroupSeq names the option row (item_group_seq), as in
 * the catalogue's option rows; itemGroupSeq, the same row id there, is accepted too and wins
 * when both are sent.
 */
const cartItem = z.strictObject({ productNo: id, optionGroupSeq: id, itemGroupSeq: id.optional(), qty: qty.default(1) });
export type CartItemInput = z.infer<typeof cartItem>;
export const rowOf = (item: { optionGroupSeq: number; itemGroupSeq?: number }) => item.itemGroupSeq ?? item.optionGroupSeq;

export const addBody = z.strictObject({
  cartType: cartType.default('PRODUCT'),
  items: z.array(cartItem).min(1).max(MAX_ITEMS_PER_ADD),
});

/** One option ({productNo, optionGroupSeq}) or the product page's whole selection ({items}). */
export const checkBody = z.union([
  z.strictObject({ productNo: id, optionGroupSeq: id, itemGroupSeq: id.optional(), cartType: cartType.default('PRODUCT') }),
  z.strictObject({ cartType: cartType.default('PRODUCT'), items: z.array(cartItem).min(1).max(MAX_ITEMS_PER_ADD) }),
]);

/** The lines to delete: the same rule whether they come in the body or the query. */
const cartSeqList = z.array(id).min(1).max(200);
/** The web client cannot send a DELETE body, so the line ids may also come as ?cartSeqs=1,2. */
export const deleteBody = z.strictObject({ cartSeqs: cartSeqList }).nullish();
export const deleteQuery = z.strictObject({
  cartSeqs: z
    .string()
    .max(2_000)
    .regex(/^\d+(,\d+)*$/, '줄 번호는 쉼표로 구분한 숫자여야 합니다.')
    .transform((text) => text.split(',').map(Number))
    .pipe(cartSeqList)
    .optional(),
});

/** optionGroupSeq (or itemGroupSeq, as the product page's rows name it) is the new option row. */
export const changeBody = z
  .strictObject({ cartItemSeq: id, optionGroupSeq: id.optional(), itemGroupSeq: id.optional(), qty: qty.optional() })
  .refine((body) => body.optionGroupSeq !== undefined || body.itemGroupSeq !== undefined || body.qty !== undefined, '바꿀 옵션이나 수량을 보내 주세요.');

export const optionQuery = z.strictObject({ cartSeq: idText });

/** Fastify hands a body-less request over as null. */
export const convertBody = z.strictObject({ cartSeq: id.optional() }).nullish();

const delivery = z.object({
  groupKey: z.string(),
  method: z.enum(['택배', '화물', '직접배송']),
  fee: z.number(),
  freeOver: z.number().nullable(),
  payType: z.enum(['PREPAY', 'ARRIVAL']),
});

export const cartLineSchema = z.object({
  cartSeq: z.number().describe('장바구니 줄 번호'),
  cartType,
  productNo: z.number(),
  productName: z.string(),
  brandName: z.string(),
  imageUrl: z.string(),
  optionGroupSeq: z.number().describe('옵션 조합 번호 (item_group_seq)'),
  itemGroupSeq: z.number().describe('optionGroupSeq와 같은 값: 상품 페이지의 옵션 행과 맞추기 위한 이름'),
  optionName: z.string(),
  qty: z.number(),
  price: z.number().describe('옵션 1개 정가 (현재 상품 가격 + 옵션 추가금)'),
  priceDiscount: z.number().describe('옵션 1개 할인가, 할인이 없으면 0'),
  orderPrice: z.number().describe('정가 × 수량'),
  orderPriceDiscount: z.number().describe('판매가 × 수량'),
  stockCnt: z.number(),
  stockLostType: z.enum(['SALE_CLOSE', 'STOCK_ALIM']).nullable(),
  sellingPrice: z.number(),
  productOptionsStatus: z.enum(['AVAILABLE', 'SALE_CLOSE', 'STOCK_ALIM']),
  maxQty: z.number().describe('이 줄에 담을 수 있는 최대 수량: min(재고, 99), 샘플은 1'),
  payable: z.boolean(),
  delivery,
});

const totals = z.object({
  productAmount: z.number(),
  discountAmount: z.number(),
  deliveryFee: z.number(),
  arrivalDeliveryFee: z.number().optional(),
  payAmount: z.number(),
  count: z.number(),
});

export const listAnswer = answerOf(
  z.object({
    cartType,
    list: z.array(cartLineSchema),
    totals,
    /** The cart alarm: how many lines the cart of this type holds. */
    count: z.number(),
    lineMaxQty: z.number(),
    sampleLimit: z.number(),
    sampleFee: z.number(),
  }),
);

export const addAnswer = answerOf(z.object({ count: z.number(), lines: z.array(z.object({ optionGroupSeq: z.number(), qty: z.number() })) }));
export const countAnswer = answerOf(z.object({ count: z.number() }));

const optionRow = z.object({
  itemSeqList: z.string(),
  itemNameList: z.string(),
  optionSeqList: z.string(),
  optionNameList: z.string(),
  optionStyleList: z.string(),
  optionGroupSeq: z.number(),
  itemGroupSeq: z.number(),
  orderPrice: z.number(),
  orderPriceDiscount: z.number(),
  stockCnt: z.number(),
  stockLostType: z.enum(['SALE_CLOSE', 'STOCK_ALIM']).nullable(),
  originImageUrl: z.string().nullable(),
  thumbnailImageUrl: z.string().nullable(),
  inquiryProductYn: z.enum(['Y', 'N']),
  saleYn: z.enum(['Y', 'N']),
  soldOutYn: z.enum(['Y', 'N']),
});

export const optionAnswer = answerOf(
  z.object({ cartSeq: z.number(), cartType, productNo: z.number(), optionGroupSeq: z.number(), qty: z.number(), optionList: z.array(optionRow) }),
);

export const convertAnswer = answerOf(
  z.object({
    merged: z.number().describe('옮겨진 비회원 장바구니 줄 수'),
    cappedLines: z.array(z.object({ productName: z.string(), optionName: z.string(), requestedQty: z.number(), qty: z.number() })),
    notice: z.string().nullable(),
  }),
);
