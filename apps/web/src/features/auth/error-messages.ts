import { ApiCode, SpecMessage } from '@maru/domain';
import { isApiError } from '@/shared/api';

const CONNECTION_TROUBLE = '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.';
const GENERIC = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

const offline = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/** Sign-in refusals in the shop's own words; the server's text is not relied on for these. */
const signInMessages: Partial<Record<string | number, string>> = {
  [ApiCode.USER_NOT_EXIST]: '가입되지 않은 이메일입니다. 이메일을 확인하시거나 회원가입을 해 주세요.',
  [ApiCode.WRONG_PASSWORD]: '이메일 또는 비밀번호가 일치하지 않습니다.',
  [ApiCode.ACCOUNT_DORMANT]: '1년 동안 이용하지 않아 휴면 상태로 전환된 계정입니다. 본인인증을 하시면 다시 이용하실 수 있습니다.',
  [ApiCode.ACCOUNT_SUSPENDED]: '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.',
  [ApiCode.ACCOUNT_WITHDRAWN]: '탈퇴한 계정입니다. 새로 가입하시려면 회원가입을 해 주세요.',
};

/** Used only when a limit's answer has no Korean sentence of its own (the server's names the wait left). */
const TOO_MANY_ATTEMPTS = '로그인 시도 횟수를 초과했습니다. 잠시 후 다시 시도해 주세요.';
const koreanText = (text: string) => /[가-힣]/.test(text);

export function signInErrorMessage(error: unknown): string {
  if (offline(error)) return CONNECTION_TROUBLE;
  if (!isApiError(error)) return GENERIC;
  // Several limits answer 2011 (wrong passwords: 15 minutes; the account-status look-up
  // before it: 10), and only the server knows how long is left.
  if (error.status === 429 || error.code === ApiCode.TOO_MANY_ATTEMPTS) return koreanText(error.message) ? error.message : TOO_MANY_ATTEMPTS;
  return signInMessages[error.code] ?? (error.status === 400 ? '이메일과 비밀번호를 확인해 주세요.' : GENERIC);
}

/** Identity verification failures, including the spec's English texts, in Korean. */
export function verificationErrorMessage(error: unknown): string {
  if (offline(error)) return CONNECTION_TROUBLE;
  const text = error instanceof Error ? error.message : '';
  if (text === SpecMessage.impUidEmpty) return '본인인증 결과를 받지 못했습니다(imp_uid 없음). 본인인증을 다시 진행해 주세요.';
  if (text === SpecMessage.merchantUidEmpty) return '본인인증 요청 번호가 없습니다(merchant_uid 없음). 본인인증을 다시 진행해 주세요.';
  if (text === SpecMessage.createRequestIdFail) return '본인인증을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.';
  if (text === SpecMessage.saveIdentityVerificationFail) return '본인인증 결과를 확인하지 못했습니다. 본인인증을 다시 진행해 주세요.';
  if (isApiError(error) && error.code === ApiCode.IDENTITY_NOT_VERIFIED) return '본인인증이 필요합니다. 본인인증을 다시 진행해 주세요.';
  if (isApiError(error) && error.message) return error.message;
  return text || GENERIC;
}

/** Sign-up refusals: the server's Korean text is specific (which field, which rule), so it is kept. */
export function joinErrorMessage(error: unknown): string {
  if (offline(error)) return CONNECTION_TROUBLE;
  if (!isApiError(error)) return GENERIC;
  if (error.code === ApiCode.UNDER_AGE) return '만 14세 미만은 회원가입을 할 수 없습니다.';
  if (error.code === ApiCode.REJOIN_RESTRICTED) return '탈퇴 후 3년이 지나지 않아 다시 가입할 수 없습니다. 고객센터로 문의해 주세요.';
  return error.message || GENERIC;
}

export function genericErrorMessage(error: unknown): string {
  if (offline(error)) return CONNECTION_TROUBLE;
  return isApiError(error) && error.message ? error.message : GENERIC;
}
