import { describe, expect, it } from 'vitest';
import { judgeProviderResult, providerResultFromMessage, providerResultFromQuery } from './provider-result';

describe('identity provider results', () => {
  it('reads imp_uid, merchant_uid and success from the return query', () => {
    expect(providerResultFromQuery('?imp_uid=imp_1&merchant_uid=maru_1&success=true')).toEqual({
      impUid: 'imp_1',
      merchantUid: 'maru_1',
      success: true,
      errorMessage: undefined,
    });
    expect(providerResultFromQuery('?redirectUrl=%2F')).toBeUndefined();
  });

  it('reads a PortOne return that leaves success out by imp_uid and error_code', () => {
    expect(providerResultFromQuery('?imp_uid=imp_1&merchant_uid=maru_1')).toMatchObject({ success: true });
    expect(providerResultFromQuery('?imp_success=false&imp_uid=imp_1&merchant_uid=maru_1')).toMatchObject({ success: false });
    expect(providerResultFromQuery('?imp_uid=imp_1&merchant_uid=maru_1&error_code=F0000&error_msg=%EC%B7%A8%EC%86%8C')).toMatchObject({
      success: false,
      errorMessage: '취소',
    });
  });

  it('names the missing id with the spec texts', () => {
    expect(judgeProviderResult({ impUid: '', merchantUid: 'm', success: true })).toEqual({ ok: false, message: 'imp_uid empty' });
    expect(judgeProviderResult({ impUid: 'i', merchantUid: '', success: true })).toEqual({ ok: false, message: 'merchant_uid empty' });
    expect(judgeProviderResult({ impUid: 'i', merchantUid: 'm', success: true })).toEqual({ ok: true, impUid: 'i', merchantUid: 'm' });
  });

  it('treats a cancelled verification as cancelled', () => {
    expect(judgeProviderResult({ impUid: '', merchantUid: 'm', success: false, errorMessage: '취소' })).toEqual({
      ok: false,
      cancelled: true,
      message: '취소',
    });
  });

  it('ignores popup messages from other origins or in other shapes', () => {
    const data = { imp_uid: 'i', merchant_uid: 'm', success: true };
    expect(providerResultFromMessage({ origin: 'https://evil.example', data }, 'https://maru.example')).toBeUndefined();
    expect(providerResultFromMessage({ origin: 'https://maru.example', data: 'hello' }, 'https://maru.example')).toBeUndefined();
    expect(providerResultFromMessage({ origin: 'https://maru.example', data }, 'https://maru.example')).toMatchObject({ impUid: 'i', success: true });
  });
});
