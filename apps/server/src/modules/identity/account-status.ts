import { ApiCode } from '@maru/domain';
import { ApiError } from '../../core/http/errors';
import type { MemberStatus } from './tables';

const refusals: Record<Exclude<MemberStatus, 'ACTIVE'>, ApiError> = {
  DORMANT: new ApiError(ApiCode.ACCOUNT_DORMANT, '1년 동안 이용하지 않아 휴면 상태로 전환된 계정입니다. 본인인증을 하시면 다시 이용하실 수 있습니다.'),
  SUSPENDED: new ApiError(ApiCode.ACCOUNT_SUSPENDED, '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.'),
  WITHDRAWN: new ApiError(ApiCode.ACCOUNT_WITHDRAWN, '탈퇴한 계정입니다.'),
};

/** The refusal for an account that may not sign in, if any. */
export function statusRefusal(status: MemberStatus): ApiError | undefined {
  return status === 'ACTIVE' ? undefined : refusals[status];
}

export const withdrawnRefusal = () => refusals.WITHDRAWN;

export const noSuchUser = () => new ApiError(ApiCode.USER_NOT_EXIST, '가입되지 않은 이메일입니다.');
