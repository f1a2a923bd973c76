import { CART_TYPES, cartLineChangeData, cartLineOptionsData, cartListData } from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../core/http/errors';
import { MAX_ITEMS_PER_ADD } from './cart-rules';

const id = z.number().int().positive().max(2_147_483_647);
/** Query strings carry numbers as text. */
const idText = z.coerce.number().int().positive().max(2_147_483_647);
export const cartType = z.enum(CART_TYPES);
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

export const listAnswer = answerOf(cartListData);

export const addAnswer = answerOf(z.object({ count: z.number(), lines: z.array(z.object({ optionGroupSeq: z.number(), qty: z.number() })) }));
export const countAnswer = answerOf(z.object({ count: z.number() }));

export const optionAnswer = answerOf(cartLineOptionsData);
export const changeAnswer = answerOf(cartLineChangeData);

export const convertAnswer = answerOf(
  z.object({
    merged: z.number().describe('옮겨진 비회원 장바구니 줄 수'),
    cappedLines: z.array(z.object({ productName: z.string(), optionName: z.string(), requestedQty: z.number(), qty: z.number() })),
    notice: z.string().nullable(),
  }),
);
