import { ApiCode } from '@maru/domain';
import { ApiError } from '../../core/errors';
import type { MemberStatus } from './tables';

const refusals: Record<Exclude<MemberStatus, 'ACTIVE'>, ApiError> = {
  DORMANT: new ApiError(ApiCode.ACCOUNT_DORMANT, '휴면 상태의 계정입니다. 휴면 해제 후 이용해 주세요.'),
  SUSPENDED: new ApiError(ApiCode.ACCOUNT_SUSPENDED, '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.'),
  WITHDRAWN: new ApiError(ApiCode.ACCOUNT_WITHDRAWN, '탈퇴한 계정입니다.'),
};

/** The refusal for an account that may not sign in, if any. */
export function statusRefusal(status: MemberStatus): ApiError | undefined {
  return status === 'ACTIVE' ? undefined : refusals[status];
}

export const withdrawnRefusal = () => refusals.WITHDRAWN;

export const noSuchUser = () => new ApiError(ApiCode.USER_NOT_EXIST, '가입되지 않은 이메일입니다.');
