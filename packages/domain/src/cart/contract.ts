import { z } from 'zod';
import { optionRowSchema } from '../catalogue/answers';
import type { CartDelivery } from './cartLine';
import type { CartTotals, SampleTotals } from './cartTotals';

// The cart calls' answers (spec 02 §1), declared once: the server's routes use them as response
// schemas and the web app parses with them, so a renamed field fails the typecheck.

export const CART_TYPES = ['PRODUCT', 'SAMPLE'] as const;
const cartType = z.enum(CART_TYPES);
const stockLostType = z.enum(['SALE_CLOSE', 'STOCK_ALIM']);

const cartDeliveryData = z.object({
  groupKey: z.string(),
  method: z.enum(['택배', '화물', '직접배송']),
  fee: z.number(),
  freeOver: z.number().nullable(),
  payType: z.enum(['PREPAY', 'ARRIVAL']),
}) satisfies z.ZodType<CartDelivery>;

/** One cart line as GET /cart/v1/list answers it (current prices and stock). */
export const cartLineData = z.object({
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
  stockLostType: stockLostType.nullable(),
  sellingPrice: z.number(),
  productOptionsStatus: z.enum(['AVAILABLE', 'SALE_CLOSE', 'STOCK_ALIM']),
  maxQty: z.number().describe('이 줄에 담을 수 있는 최대 수량: min(재고, 99), 샘플은 1'),
  payable: z.boolean(),
  delivery: cartDeliveryData,
});

const sampleTotalsData = z.object({
  productAmount: z.number(),
  discountAmount: z.number(),
  deliveryFee: z.number(),
  payAmount: z.number(),
  count: z.number(),
}) satisfies z.ZodType<SampleTotals>;
/** A product cart's totals add the 착불 fees; a sample cart's have none. */
const cartTotalsData = z.union([sampleTotalsData.extend({ arrivalDeliveryFee: z.number() }) satisfies z.ZodType<CartTotals>, sampleTotalsData]);

/** GET /cart/v1/list. */
export const cartListData = z.object({
  cartType,
  list: z.array(cartLineData),
  totals: cartTotalsData,
  /** The cart alarm: how many lines the cart of this type holds. */
  count: z.number(),
  lineMaxQty: z.number(),
  sampleLimit: z.number(),
  sampleFee: z.number(),
});

/** PUT /cart/v1: the line after an option or quantity change (merged into another line with the same option). */
export const cartLineChangeData = z.object({ cartSeq: z.number(), qty: z.number(), merged: z.boolean(), notice: z.string().nullable() });

/** GET /cart/v1/option: a line's current option and every option row to change it to. */
export const cartLineOptionsData = z.object({
  cartSeq: z.number(),
  cartType,
  productNo: z.number(),
  optionGroupSeq: z.number(),
  qty: z.number(),
  optionList: z.array(optionRowSchema),
});

export type CartType = (typeof CART_TYPES)[number];
export type CartLineData = z.infer<typeof cartLineData>;
export type CartListData = z.infer<typeof cartListData>;
export type CartLineChangeData = z.infer<typeof cartLineChangeData>;
export type CartLineOptionsData = z.infer<typeof cartLineOptionsData>;
