import type {
  DELIVERY_METHODS} from '@maru/domain';
import {
  type AdminProductView,
  type CreateProductRequest,
  extraPriceProblem,
  missingNoticeItems,
  NOTICE_GROUP_IDS,
  type NoticeGroupId,
  type ProductDeliveryInput,
  productPriceProblems,
  type ProductStatus,
  type UpdateProductRequest,
} from '@maru/domain';
import { type CombinationDraft, combinationsMatch, MAX_OPTION_GROUPS, type OptionGroupDraft, splitValues } from './option-combinations';

// The product form's values as typed (text, as inputs hold them) and the requests made of them.

export interface DeliveryDraft {
  method: (typeof DELIVERY_METHODS)[number];
  fee: string;
  /** Empty: never free. */
  freeOver: string;
  payType: ProductDeliveryInput['payType'];
}

export interface ProductFormValues {
  productName: string;
  brandNo: string;
  categoryNo: string;
  price: string;
  sellingPrice: string;
  /** 가격문의 상품: the only state in which 판매가 may be 0 (value-rules/prices.ts). */
  inquiryProduct: boolean;
  vatRate: '10' | '0';
  deliveries: DeliveryDraft[];
  description: string;
  /** Comma-separated, as typed. */
  searchKeywords: string;
  sampleable: boolean;
  status: ProductStatus;
  /** datetime-local values, read as Korean time. */
  displayFrom: string;
  displayUntil: string;
  lowStockThreshold: string;
  noticeGroup: NoticeGroupId | '';
  noticeItems: Record<string, string>;
  /** A new product's options; an existing one edits its combinations row by row instead. */
  optionGroups: OptionGroupDraft[];
  combinations: CombinationDraft[];
}

export const MAX_DELIVERIES = 3;
export const emptyDelivery = (): DeliveryDraft => ({ method: 'PARCEL', fee: '3000', freeOver: '', payType: 'PREPAY' });

export function emptyProductValues(): ProductFormValues {
  return {
    productName: '',
    brandNo: '',
    categoryNo: '',
    price: '',
    sellingPrice: '',
    inquiryProduct: false,
    vatRate: '10',
    deliveries: [emptyDelivery()],
    description: '',
    searchKeywords: '',
    sampleable: false,
    status: 'HIDDEN',
    displayFrom: '',
    displayUntil: '',
    lowStockThreshold: '5',
    noticeGroup: '',
    noticeItems: {},
    optionGroups: [{ name: '', valuesText: '' }],
    combinations: [],
  };
}

const KST_OFFSET_MS = 9 * 3600 * 1000;

/** A datetime-local value ('2026-12-01T09:00') as the Korean instant it means: '2026-12-01T09:00:00+09:00'. */
export const kstLocalToIso = (local: string): string | null => (local ? `${local.length === 16 ? `${local}:00` : local}+09:00` : null);

/** An instant as a datetime-local value in Korean time, whatever the device's zone. */
export function isoToKstLocal(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + KST_OFFSET_MS).toISOString().slice(0, 16);
}

export function valuesOfProduct(product: AdminProductView): ProductFormValues {
  const group = NOTICE_GROUP_IDS.find((id) => id === product.notice?.group) ?? '';
  return {
    productName: product.productName,
    brandNo: String(product.brandNo),
    categoryNo: String(product.categoryNo),
    price: String(product.price),
    sellingPrice: String(product.sellingPrice),
    inquiryProduct: product.inquiryProduct,
    vatRate: product.vatRate === 0 ? '0' : '10',
    deliveries: product.deliveries.map((delivery) => ({ ...delivery, fee: String(delivery.fee), freeOver: delivery.freeOver === null ? '' : String(delivery.freeOver) })),
    description: product.description,
    searchKeywords: product.searchKeywords.join(', '),
    sampleable: product.sampleable,
    status: product.status,
    displayFrom: isoToKstLocal(product.displayFrom),
    displayUntil: isoToKstLocal(product.displayUntil),
    lowStockThreshold: String(product.lowStockThreshold),
    noticeGroup: group,
    noticeItems: { ...(product.notice?.items ?? {}) },
    optionGroups: [],
    combinations: [],
  };
}

/** Whole won as typed ('45,900' → 45900); NaN when it is not a whole number. */
export const wonOf = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed.replace(/,/g, '').trim()));

/** The 할인율 shown beside 판매가, floored like the shop's price tags; undefined until both prices read. */
export function discountRate(price: string, sellingPrice: string): number | undefined {
  const list = wonOf(price);
  const selling = wonOf(sellingPrice);
  if (!Number.isInteger(list) || !Number.isInteger(selling) || list <= 0 || selling > list || selling < 0) return undefined;
  return Math.floor(((list - selling) / list) * 100);
}

export const keywordsOf = (typed: string) => [...new Set(typed.split(',').map((word) => word.trim()).filter(Boolean))];

const noticeOf = (values: ProductFormValues) => {
  if (!values.noticeGroup) return null;
  // Texts kept from another group stay (the domain keeps them and never shows them).
  const items = Object.fromEntries(Object.entries(values.noticeItems).map(([key, text]) => [key, text.trim()]).filter(([, text]) => text));
  return { group: values.noticeGroup, items };
};

/** The items the chosen group still lacks (keys), or ['group'] without a group. */
export const missingNotice = (values: ProductFormValues) => missingNoticeItems(noticeOf(values));

/** The product's own fields as the contract has them (call after `checkProductValues` found nothing). */
export function productFieldsOf(values: ProductFormValues): Omit<CreateProductRequest, 'options'> {
  return {
    productName: values.productName.trim(),
    brandNo: Number(values.brandNo),
    categoryNo: Number(values.categoryNo),
    price: wonOf(values.price),
    sellingPrice: wonOf(values.sellingPrice),
    inquiryProduct: values.inquiryProduct,
    vatRate: values.vatRate === '0' ? 0 : 10,
    deliveries: values.deliveries.map((delivery) => ({
      method: delivery.method,
      fee: wonOf(delivery.fee),
      freeOver: delivery.freeOver.trim() ? wonOf(delivery.freeOver) : null,
      payType: delivery.payType,
    })),
    description: values.description,
    searchKeywords: keywordsOf(values.searchKeywords),
    sampleable: values.sampleable,
    status: values.status,
    displayFrom: kstLocalToIso(values.displayFrom),
    displayUntil: kstLocalToIso(values.displayUntil),
    lowStockThreshold: Number(values.lowStockThreshold),
    notice: noticeOf(values),
  };
}

export function createRequestOf(values: ProductFormValues): CreateProductRequest {
  const groups = values.optionGroups.map((group) => ({ name: group.name.trim(), style: 'SELECT' as const, values: splitValues(group.valuesText) }));
  return {
    ...productFieldsOf(values),
    options: {
      groups,
      combinations: values.combinations.map((row) => ({ values: row.values, extraPrice: wonOf(row.extraPrice), stockCnt: Number(row.stockCnt), stockLostType: row.stockLostType })),
    },
  };
}

/** Only the fields that differ from the product as loaded (the PATCH sends no more). */
export function changedFieldsOf(original: ProductFormValues, values: ProductFormValues): UpdateProductRequest {
  const before = productFieldsOf(original);
  const after = productFieldsOf(values);
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before])));
}

export type ProductField =
  | 'productName'
  | 'brandNo'
  | 'categoryNo'
  | 'price'
  | 'sellingPrice'
  | 'deliveries'
  | 'searchKeywords'
  | 'displayUntil'
  | 'lowStockThreshold'
  | 'notice'
  | 'options';

/** The form's fields in page order: the first with an error takes the focus (each is the id of its control). */
export const PRODUCT_FIELDS: readonly ProductField[] = ['productName', 'brandNo', 'categoryNo', 'price', 'sellingPrice', 'deliveries', 'searchKeywords', 'displayUntil', 'lowStockThreshold', 'notice', 'options'];

const MAX_WON = 1_000_000_000;
const isWon = (typed: string) => Number.isInteger(wonOf(typed)) && wonOf(typed) >= 0 && wonOf(typed) <= MAX_WON;

/** What is wrong with the values, by field, in Korean; `isNew` adds the options' checks. */
export function checkProductValues(values: ProductFormValues, isNew: boolean): Partial<Record<ProductField, string>> {
  const errors: Partial<Record<ProductField, string>> = {};
  const name = values.productName.trim();
  if (!name) errors.productName = '상품명을 입력해 주세요.';
  else if (name.length > 100) errors.productName = '상품명은 100자 이내로 입력해 주세요.';
  if (!values.brandNo) errors.brandNo = '브랜드를 골라 주세요.';
  if (!values.categoryNo) errors.categoryNo = '카테고리를 골라 주세요.';
  if (!isWon(values.price)) errors.price = '정가를 0원 이상의 원 단위 숫자로 입력해 주세요.';
  if (!isWon(values.sellingPrice)) errors.sellingPrice = '판매가를 0원 이상의 원 단위 숫자로 입력해 주세요.';
  else if (!errors.price) {
    // 판매가 ≤ 정가 and 0 only for 가격문의: the rule the server checks, in its words.
    const problem = productPriceProblems({ price: wonOf(values.price), sellingPrice: wonOf(values.sellingPrice), inquiryProduct: values.inquiryProduct })[0];
    if (problem) errors.sellingPrice = problem.message;
  }
  if (values.deliveries.some((delivery) => !isWon(delivery.fee) || (delivery.freeOver.trim() !== '' && !isWon(delivery.freeOver))))
    errors.deliveries = '배송비와 무료 배송 기준 금액을 원 단위 숫자로 입력해 주세요.';
  const keywords = keywordsOf(values.searchKeywords);
  if (keywords.length > 20 || keywords.some((word) => word.length > 30)) errors.searchKeywords = '검색어는 20개까지, 하나에 30자 이내로 입력해 주세요.';
  if (values.displayFrom && values.displayUntil && values.displayUntil <= values.displayFrom) errors.displayUntil = '진열 종료는 진열 시작보다 뒤여야 합니다.';
  const threshold = Number(values.lowStockThreshold);
  if (values.lowStockThreshold.trim() === '' || !Number.isInteger(threshold) || threshold < 0 || threshold > 100_000) errors.lowStockThreshold = '0 이상 100,000 이하의 숫자로 입력해 주세요.';
  if (Object.values(values.noticeItems).some((text) => text.trim().length > 500)) errors.notice = '고시 항목은 500자 이내로 입력해 주세요.';
  else if (values.status === 'ON_SALE' && missingNotice(values).length > 0) errors.notice = '판매중으로 두려면 상품정보제공고시의 모든 항목을 채워 주세요. (해당 없는 항목은 ‘해당 없음’)';
  if (isNew) {
    const optionProblem = checkOptions(values);
    if (optionProblem) errors.options = optionProblem;
  }
  return errors;
}

function checkOptions({ optionGroups, combinations, sellingPrice }: ProductFormValues): string | undefined {
  if (optionGroups.length === 0 || optionGroups.length > MAX_OPTION_GROUPS) return '옵션 그룹을 1~3개 만들어 주세요.';
  if (optionGroups.some((group) => !group.name.trim() || group.name.trim().length > 20)) return '옵션 그룹마다 20자 이내의 이름을 입력해 주세요.';
  if (optionGroups.some((group) => splitValues(group.valuesText).length === 0 || splitValues(group.valuesText).length > 30)) return '옵션 그룹마다 값을 1~30개 입력해 주세요.';
  if (optionGroups.some((group) => splitValues(group.valuesText).some((value) => value.length > 40))) return '옵션 값은 40자 이내로 입력해 주세요.';
  if (!combinationsMatch(optionGroups, combinations)) return '옵션을 바꿨습니다. ‘조합 만들기’를 눌러 조합을 다시 만들어 주세요.';
  if (combinations.length > 500) return '조합은 500개까지 만들 수 있습니다.';
  if (combinations.some((row) => !Number.isInteger(wonOf(row.extraPrice)) || Math.abs(wonOf(row.extraPrice)) > MAX_WON)) return '추가금액을 원 단위 숫자로 입력해 주세요. (빼려면 −)';
  const selling = wonOf(sellingPrice);
  const below = Number.isInteger(selling) ? combinations.map((row) => extraPriceProblem(selling, wonOf(row.extraPrice), row.values.join(' / '))).find(Boolean) : undefined;
  if (below) return below.message;
  if (combinations.some((row) => !Number.isInteger(Number(row.stockCnt)) || row.stockCnt.trim() === '' || Number(row.stockCnt) < 0 || Number(row.stockCnt) > 1_000_000))
    return '재고를 0 이상의 숫자로 입력해 주세요.';
  return undefined;
}
