import type { OrderStatus, PayMethod } from './contract';

export const payMethodLabels: Readonly<Record<PayMethod, string>> = {
  card: '신용/체크카드',
  trans: '실시간 계좌이체',
  vbank: '가상계좌 (무통장입금)',
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
  tosspay: '토스페이',
};

const orderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  PAYMENT_PENDING: '결제 진행 중',
  WAITING_DEPOSIT: '입금대기',
  PAID: '결제완료',
  FAILED: '결제실패',
  ABANDONED: '결제 미완료',
  CANCELLED: '주문취소',
  EXPIRED: '결제 미완료',
};

/** How the order was paid, as far as its label depends on it. */
export interface OrderPaymentKind {
  payMethod: PayMethod;
  /** A virtual account was issued for it (its deadline is an 입금기한). */
  accountIssued: boolean;
}

/**
 * The order's payment state in words that fit how it was paid: only an issued virtual
 * account has a deposit deadline to miss (입금기한만료); a card order left unpaid simply was
 * not paid (결제 미완료).
 */
export function orderStatusLabel(status: OrderStatus, payment: OrderPaymentKind): string {
  if (status === 'EXPIRED' && payment.accountIssued) return '입금기한만료';
  return orderStatusLabels[status];
}

/** 현금영수증 applies to money moved by the shopper themselves: transfer and virtual account. */
export function takesCashReceipt(method: PayMethod): boolean {
  return method === 'trans' || method === 'vbank';
}

/** 배송 메모 presets; the last one opens a free text field. */
export const DELIVERY_MEMO_PRESETS = ['문 앞에 놓아주세요', '경비실에 맡겨주세요', '택배함에 넣어주세요', '배송 전 연락 바랍니다'] as const;
export const DELIVERY_MEMO_CUSTOM = '직접 입력';
