import { formatKrw, withParticle } from '../format';
import { isWholeBetween, type ValueProblem } from './problem';

// Price rules of the catalogue (issue 41), once for every path that writes a product or an
// option (console form, bulk price action, spreadsheet, API) and for the shop's reads, which
// must never answer 5xx on a row that breaks them anyway (a legacy row, a manual SQL fix).
//
// Spec 02: 정가 (price) and 판매가 (sellingPrice); the row's price_discount is 판매가 only while it
// is below 정가 and 0 otherwise, so a stored 판매가 of 0 reads as "no discount" and the shop
// would charge 정가. 0 is therefore allowed only for a 가격문의 product (inquiry_product, the
// state the catalogue already has), which the shop shows as 가격문의 and does not sell.

/** Whole won up to 1,000,000,000 (the largest furniture set is ~20,000,000). */
export const PRICE_MAX = 1_000_000_000;

export interface ProductPrices {
  /** 정가 */
  price: number;
  /** 판매가 */
  sellingPrice: number;
  /** 가격문의 상품: shown without a price and not sold online. */
  inquiryProduct: boolean;
}

/** What is wrong with a product's 정가 and 판매가, in the order a form shows them. */
export function productPriceProblems({ price, sellingPrice, inquiryProduct }: ProductPrices): ValueProblem[] {
  const problems: ValueProblem[] = [];
  const range = `0원 이상 ${formatKrw(PRICE_MAX)} 이하의 정수로 입력해 주세요.`;
  if (!isWholeBetween(price, 0, PRICE_MAX)) problems.push({ field: 'price', message: `정가는 ${range}` });
  if (!isWholeBetween(sellingPrice, 0, PRICE_MAX)) problems.push({ field: 'sellingPrice', message: `판매가는 ${range}` });
  if (problems.length) return problems;
  if (sellingPrice > price) problems.push({ field: 'sellingPrice', message: `판매가(${formatKrw(sellingPrice)})는 정가(${formatKrw(price)})보다 높을 수 없습니다.` });
  else if (sellingPrice === 0 && !inquiryProduct) {
    problems.push({ field: 'sellingPrice', message: '판매가는 0원일 수 없습니다. 가격을 정하지 않고 팔려면 가격문의 상품으로 정해 주세요.' });
  }
  return problems;
}

/** An option's price as the shop charges it: the product's 판매가 plus the option's 추가금액. */
export const optionFinalPrice = (sellingPrice: number, extraPrice: number): number => sellingPrice + extraPrice;

/**
 * An option's 추가금액 against its product's 판매가: a whole number whose final price is not
 * below 0. `option` names the combination in the sentence ("화이트 / 소").
 */
export function extraPriceProblem(sellingPrice: number, extraPrice: number, option?: string): ValueProblem | null {
  const which = option ? `옵션 "${option}"의 추가금액` : '추가금액';
  if (!isWholeBetween(extraPrice, -PRICE_MAX, PRICE_MAX)) return { field: 'extraPrice', message: `${withParticle(which, '은/는')} ${formatKrw(PRICE_MAX)} 이내의 정수로 입력해 주세요.` };
  if (optionFinalPrice(sellingPrice, extraPrice) < 0) {
    return {
      field: 'extraPrice',
      message: `${which}(${formatKrw(extraPrice)})을 더하면 옵션 가격이 ${formatKrw(optionFinalPrice(sellingPrice, extraPrice))}으로 0원보다 낮아집니다. 판매가 ${formatKrw(sellingPrice)}에 맞게 ${formatKrw(-sellingPrice)} 이상으로 입력해 주세요.`,
    };
  }
  return null;
}

/** Every option's 추가금액 against a (new) 판매가: the first option that would fall below 0. */
export function optionPricesProblem(sellingPrice: number, options: readonly { name: string; extraPrice: number }[]): ValueProblem | null {
  for (const option of options) {
    const problem = extraPriceProblem(sellingPrice, option.extraPrice, option.name);
    if (problem) return problem;
  }
  return null;
}

/** A product row as stored: price_discount is 판매가 while below 정가, else 0 (spec 02); selling_price the 판매가 the console set. */
export interface StoredPrices {
  price: number;
  priceDiscount: number;
  sellingPrice: number;
  inquiryProduct: boolean;
}

/**
 * Why the shop must not sell a stored product or option (null: it may). The reads use it so
 * a row that breaks the rules anyway is shown 판매 중지 rather than failing the page; the
 * console shows the sentence to the operator who can fix it. A stored 판매가 of 0 is never
 * sold: price_discount cannot say 0 (it would read as "no discount" and charge 정가).
 */
export function saleBlockReason(stored: StoredPrices, extraPrice = 0): string | null {
  const { price, priceDiscount, sellingPrice, inquiryProduct } = stored;
  if (![price, priceDiscount, sellingPrice, extraPrice].every(Number.isSafeInteger) || price < 0 || priceDiscount < 0) return '가격 값이 올바르지 않습니다.';
  const charged = priceDiscount > 0 && priceDiscount < price ? priceDiscount : price;
  if (sellingPrice <= 0 || charged === 0) return inquiryProduct ? '가격문의 상품이라 온라인으로 팔지 않습니다.' : '판매가가 0원입니다.';
  if (optionFinalPrice(charged, extraPrice) < 0) return `옵션 추가금액(${formatKrw(extraPrice)})을 더한 가격이 0원 미만입니다.`;
  return null;
}

/** Why the shop does not sell a product at all or some of its options: the product's reason first, then the first option's. */
export function productSaleBlock(stored: StoredPrices, extraPrices: readonly number[]): string | null {
  for (const extraPrice of [0, ...extraPrices]) {
    const reason = saleBlockReason(stored, extraPrice);
    if (reason) return reason;
  }
  return null;
}
