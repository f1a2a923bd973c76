import { ApiCode, isApiCode, type ApiCodeValue } from './apiCode';
import { DEFAULT_ERROR_MESSAGE } from './defaultMessage';

// Default Korean text shown to shoppers when the server sends no message of its own.
export const apiMessages: Readonly<Record<ApiCodeValue, string>> = {
  [ApiCode.SUCCESS]: '정상적으로 처리되었습니다.',
  [ApiCode.DEFAULT_ERROR]: DEFAULT_ERROR_MESSAGE,
  [ApiCode.NO_DATA]: '요청한 정보를 찾을 수 없습니다.',
  [ApiCode.REQUIRED_PARAMETER]: '필수 입력값이 누락되었습니다.',
  [ApiCode.NO_ACCESS_TOKEN]: '로그인이 필요합니다.',
  [ApiCode.TOKEN_NOT_EQUAL]: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  [ApiCode.USER_NOT_EXIST]: '존재하지 않는 회원입니다.',
  [ApiCode.ACCOUNT_EXISTS]: '이미 가입된 계정입니다.',
  [ApiCode.CART_ITEM_EXISTS]: '이미 장바구니에 담긴 상품입니다.',
  [ApiCode.CODE_4001]: '요청을 처리할 수 없습니다.',
  [ApiCode.CODE_4002]: '요청을 처리할 수 없습니다.',
  [ApiCode.CODE_4005]: '요청을 처리할 수 없습니다.',
  [ApiCode.CODE_4006]: '요청을 처리할 수 없습니다.',
  [ApiCode.IDENTITY_PROVIDER_ERROR]: '본인인증 중 오류가 발생했습니다.',
  [ApiCode.XSRF_INVALID]: '보안 정보가 만료되었습니다. 페이지를 새로고침해 주세요.',
  [ApiCode.ACCOUNT_DORMANT]: '휴면 상태의 계정입니다. 휴면 해제 후 이용해 주세요.',
  [ApiCode.ACCOUNT_SUSPENDED]: '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.',
  [ApiCode.ACCOUNT_WITHDRAWN]: '탈퇴한 계정입니다.',
  [ApiCode.WRONG_PASSWORD]: '아이디 또는 비밀번호가 일치하지 않습니다.',
  [ApiCode.UNDER_AGE]: '만 14세 미만은 회원가입을 할 수 없습니다.',
  [ApiCode.REJOIN_RESTRICTED]: '회원 자격을 잃은 날로부터 3년이 지나야 다시 가입할 수 있습니다.',
  [ApiCode.IDENTITY_NOT_VERIFIED]: '본인인증이 필요합니다.',
  [ApiCode.TOO_MANY_ATTEMPTS]: '로그인 시도 횟수를 초과했습니다. 잠시 후 다시 시도해 주세요.',
  [ApiCode.OUT_OF_STOCK]: '재고가 부족합니다.',
  [ApiCode.QUANTITY_LIMIT]: '구매 가능한 수량을 초과했습니다.',
  [ApiCode.SAMPLE_LIMIT]: '신청 가능한 샘플 수량을 초과했습니다.',
  [ApiCode.NOT_SAMPLEABLE]: '샘플 신청이 불가능한 상품입니다.',
  [ApiCode.CART_NOT_YOURS]: '장바구니 정보를 확인할 수 없습니다.',
  [ApiCode.OPTION_NOT_FOUND]: '선택한 옵션을 찾을 수 없습니다.',
  [ApiCode.RESTOCK_ALREADY_REQUESTED]: '이미 재입고 알림을 신청한 상품입니다.',
  [ApiCode.ORDER_SHEET_EXPIRED]: '주문서 유효 시간(30분)이 지났습니다. 장바구니에서 다시 주문해 주세요.',
  [ApiCode.ORDER_PRICE_CHANGED]: '상품 가격이나 배송비가 바뀌었습니다. 바뀐 금액을 확인한 뒤 다시 주문해 주세요.',
  [ApiCode.ORDER_NOT_FOUND]: '주문 정보를 찾을 수 없습니다.',
  [ApiCode.PAYMENT_FAILED]: '결제가 완료되지 않았습니다. 다시 시도해 주세요.',
  [ApiCode.PAYMENT_MISMATCH]: '결제 정보가 주문과 일치하지 않아 결제를 취소했습니다.',
  [ApiCode.SOLD_OUT_AT_PAYMENT]: '결제 사이에 상품이 품절되어 결제를 취소했습니다. 취소된 금액은 결제 수단으로 환불됩니다.',
  [ApiCode.CONSENT_REQUIRED]: '필수 약관에 동의해 주세요.',
  [ApiCode.GUEST_ORDER_NOT_MATCHED]: '입력한 주문 정보와 일치하는 주문이 없습니다.',
  [ApiCode.ADDRESS_BOOK_FULL]: '배송지는 10개까지 저장할 수 있습니다.',
  [ApiCode.ORDER_ALREADY_PLACED]: '이미 주문이 접수된 주문서입니다.',
  [ApiCode.PAYMENT_PROVIDER_UNAVAILABLE]: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
};

// Unknown codes can arrive from older servers; they fall back to the generic text so
// the shopper always sees Korean rather than a raw code.
export function messageForCode(code: unknown): string {
  return isApiCode(code) ? apiMessages[code] : apiMessages[ApiCode.DEFAULT_ERROR];
}
