import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { signInErrorMessage } from './error-messages';

const refused = (message: string, status = 429) => new ApiError('code', ApiCode.TOO_MANY_ATTEMPTS, message, status);

describe('signInErrorMessage for a limit (2011)', () => {
  it("says the server's wait, not a fixed one: each limit has its own window", () => {
    expect(signInErrorMessage(refused('요청이 너무 많습니다. 7분 후에 다시 시도해 주세요.'))).toBe('요청이 너무 많습니다. 7분 후에 다시 시도해 주세요.');
    expect(signInErrorMessage(refused('로그인 시도 횟수를 초과했습니다. 15분 후에 다시 시도해 주세요.', 200))).toBe('로그인 시도 횟수를 초과했습니다. 15분 후에 다시 시도해 주세요.');
  });

  it('says it in Korean when the answer carries no Korean sentence', () => {
    expect(signInErrorMessage(refused('Too Many Requests'))).toBe('로그인 시도 횟수를 초과했습니다. 잠시 후 다시 시도해 주세요.');
  });
});
