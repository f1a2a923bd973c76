/**
 * The Korean text for ApiCode.DEFAULT_ERROR, on its own so a client can fall back on it
 * without the whole apiMessages table. apiMessages uses this same text.
 */
export const DEFAULT_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * ApiCode.BOOKING_CODE_EXPIRED's text, on its own for the same reason: the booking page says it
 * when the confirmation's ten minutes run out in the browser, and the table would cost that page
 * 3 KB of start-up JavaScript.
 */
export const BOOKING_CODE_EXPIRED_MESSAGE = '인증 시간 10분이 지나 예약이 취소되었습니다. 처음부터 다시 예약해 주세요.';
