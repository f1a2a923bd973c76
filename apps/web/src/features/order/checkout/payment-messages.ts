import { isApiError } from '@/shared/api';

export type PaymentNotice = { message: string; orderNo?: string };

export const PRICE_CHANGED = '상품 가격이나 배송비가 바뀌었습니다. 바뀐 결제 금액을 확인하고 결제 동의에 다시 체크해 주세요.';
export const COMPLETE_UNCERTAIN = '결제 결과를 확인하지 못했습니다. 결제가 되었다면 주문 상세에서 확인할 수 있습니다.';

export const codeOf = (error: unknown) => (isApiError(error) ? Number(error.code) : undefined);
export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '결제를 진행하지 못했습니다. 잠시 후 다시 시도해 주세요.');
