import { describe, expect, it } from 'vitest';
import { serverForTests, startTestServer, type TestServer } from '../../test/harness';

/** The Content-Security-Policy of a page and of an API answer, by directive. */
async function policyOf(server: TestServer): Promise<Map<string, string[]>[]> {
  const answers = await Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/api/health`)]);
  return answers.map((answer) => {
    const header = answer.headers.get('content-security-policy') ?? '';
    expect(header).not.toBe('');
    return new Map(
      header
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...sources]) => [name!, sources]),
    );
  });
}

describe('the Content-Security-Policy without PortOne keys (sandbox) and with the postcode sandbox', () => {
  const server = serverForTests(() => startTestServer({ env: { PORTONE_IMP_KEY: '', PORTONE_IMP_SECRET: '', PORTONE_IMP_CODE: '', MARU_POSTCODE: 'sandbox' } }));

  it('names no iamport or Daum host and keeps scripts, frames, connections and forms to our origin', async () => {
    for (const policy of await policyOf(server)) {
      expect([...policy.values()].flat().join(' ')).not.toMatch(/iamport|daum|kakao/);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
    }
  });
});

describe('the Content-Security-Policy with PortOne keys', () => {
  const server = serverForTests(() => startTestServer({ env: { PORTONE_IMP_KEY: 'live-key', PORTONE_IMP_SECRET: 'live-secret', PORTONE_IMP_CODE: 'imp12345678', MARU_POSTCODE: 'sandbox' } }));

  it("allows PortOne's SDK and the hosts its certification window needs, and nothing else", async () => {
    for (const policy of await policyOf(server)) {
      expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.iamport.kr']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://*.iamport.kr']);
      expect(policy.get('frame-src')).toEqual(["'self'", 'https://service.iamport.kr']);
      expect(policy.get('form-action')).toEqual(["'self'", 'https://service.iamport.kr']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    }
  });
});

describe('the Content-Security-Policy with the postcode widget (MARU_POSTCODE unset: auto)', () => {
  const server = serverForTests(() => startTestServer({ env: { PORTONE_IMP_KEY: '', PORTONE_IMP_SECRET: '', PORTONE_IMP_CODE: '', MARU_POSTCODE: '' } }));

  it("allows Daum's loader and core scripts and its search frames, and nothing else", async () => {
    const providers = await (await fetch(`${server.url}/api/system/v1/providers`)).json();
    expect(providers).toMatchObject({ data: { postcode: { mode: 'auto' } } });
    for (const policy of await policyOf(server)) {
      expect(policy.get('script-src')).toEqual(["'self'", 't1.daumcdn.net', 't1.kakaocdn.net']);
      expect(policy.get('frame-src')).toEqual(["'self'", 'postcode.map.daum.net', 'postcode.map.kakao.com']);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
    }
  });
});
