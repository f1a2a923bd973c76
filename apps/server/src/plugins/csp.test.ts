import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

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

describe('the Content-Security-Policy without PortOne keys (sandbox)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PORTONE_IMP_KEY: '', PORTONE_IMP_SECRET: '', PORTONE_IMP_CODE: '' } });
  });
  afterAll(() => server.close());

  it('names no iamport host and keeps scripts, frames, connections and forms to our origin', async () => {
    for (const policy of await policyOf(server)) {
      expect([...policy.values()].flat().join(' ')).not.toContain('iamport');
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
    }
  });
});

describe('the Content-Security-Policy with PortOne keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PORTONE_IMP_KEY: 'live-key', PORTONE_IMP_SECRET: 'live-secret', PORTONE_IMP_CODE: 'imp12345678' } });
  });
  afterAll(() => server.close());

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
