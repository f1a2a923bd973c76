/**
 * The Korean text for ApiCode.DEFAULT_ERROR, on its own so a client can fall back on it
 * without the whole apiMessages table. apiMessages uses this same text.
 */
export const DEFAULT_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
