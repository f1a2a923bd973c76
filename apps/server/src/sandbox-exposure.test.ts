import { describe, expect, it } from 'vitest';
import { configProblems } from '../test/config-problems';
import { type AppConfig, loadConfig } from './config';
import { identitySettings } from './modules/identity/settings';
import { messageSettings } from './modules/message/settings';
import { keylessProviders } from './sandbox-exposure';

// An explicit environment, never process.env: a key in the shell must not change the outcome.
// MARU_SECRET keeps loadConfig from writing a secret file.
const BASE = { MARU_SECRET: 'exposure-test-secret-0123456789abcdef', DATA_DIR: '/nonexistent/maru-exposure-test' };
const ALL_KEYS = {
  KAKAO_CLIENT_ID: 'kakao-client',
  NAVER_CLIENT_ID: 'naver-client',
  NAVER_CLIENT_SECRET: 'naver-secret',
  PORTONE_IMP_KEY: 'imp-key',
  PORTONE_IMP_SECRET: 'imp-secret',
  SOLAPI_API_KEY: 'NCSAYU7YDBXYORXC',
  SOLAPI_API_SECRET: 'real-looking-secret-0123456789abcdef',
  SOLAPI_SENDER: '02-1588-0000',
  MARU_PUBLIC_URL: 'https://maru.example',
};
const EVERY_MISSING_KEY = 'KAKAO_CLIENT_ID, NAVER_CLIENT_ID/NAVER_CLIENT_SECRET, PORTONE_IMP_KEY/PORTONE_IMP_SECRET, SOLAPI_API_KEY/SOLAPI_API_SECRET/SOLAPI_SENDER';

const problemsOf = (env: Record<string, string>): string[] => configProblems(() => loadConfig({ ...BASE, ...env }));

describe('the start rule: sandboxes never face the network by accident', () => {
  it('stops HOST=0.0.0.0 without provider keys with one sentence naming them', () => {
    expect(problemsOf({ HOST: '0.0.0.0' })).toEqual([
      `HOST=0.0.0.0 serves the network, but these providers have no keys and would run as sandboxes anyone can use: ${EVERY_MISSING_KEY}. Set them, or MARU_SANDBOXES=on if a sandbox on the network is intended.`,
    ]);
  });

  it.each(['0.0.0.0', '::', '192.168.0.10', '10.1.2.3', '128.0.0.1', 'shop.example', '[::]'])('counts HOST=%s as the network', (host) => {
    expect(problemsOf({ HOST: host })).toEqual([expect.stringContaining(`HOST=${host} serves the network`)]);
  });

  it('counts a trusted proxy in front of a loopback HOST as the network (nginx on the same machine)', () => {
    expect(problemsOf({ HOST: '127.0.0.1', TRUST_PROXY: '1' })).toEqual([expect.stringContaining('TRUST_PROXY=1 puts a proxy in front that serves the network')]);
    expect(loadConfig({ ...BASE, HOST: '127.0.0.1', TRUST_PROXY: '1', MARU_SANDBOXES: 'on' })).toMatchObject({ servesNetwork: true });
    expect(loadConfig({ ...BASE, ...ALL_KEYS, HOST: '127.0.0.1', TRUST_PROXY: '1' })).toMatchObject({ servesNetwork: true });
  });

  it('names only the keys still missing', () => {
    const { NAVER_CLIENT_SECRET: _naver, SOLAPI_API_KEY: _key, SOLAPI_API_SECRET: _secret, ...most } = ALL_KEYS;
    expect(problemsOf({ HOST: '0.0.0.0', ...most })).toEqual([expect.stringContaining('would run as sandboxes anyone can use: NAVER_CLIENT_SECRET, SOLAPI_API_KEY/SOLAPI_API_SECRET. Set them')]);
  });

  it('starts on the network with every key, or with MARU_SANDBOXES=on', () => {
    expect(loadConfig({ ...BASE, ...ALL_KEYS, HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', servesNetwork: true });
    expect(loadConfig({ ...BASE, HOST: '0.0.0.0', MARU_SANDBOXES: 'on' })).toMatchObject({ host: '0.0.0.0', servesNetwork: true });
    // Kakao needs only its client id (ALL_KEYS has no KAKAO_CLIENT_SECRET); the postcode sandbox needs no keys at all.
    expect(problemsOf({ ...ALL_KEYS, HOST: '::' })).toEqual([]);
  });

  it.each(['127.0.0.1', '127.0.1.1', '127.255.255.254', '::1', '[::1]', 'localhost', 'LocalHost', ''])('starts with sandboxes on the loopback HOST=%j', (host) => {
    const config = loadConfig({ ...BASE, HOST: host });
    expect(config.servesNetwork).toBe(false);
    expect(config.host).toBe(host || '127.0.0.1');
  });

  it('checks MARU_SANDBOXES with the schema: on or off, off refusing as unset does', () => {
    expect(problemsOf({ MARU_SANDBOXES: 'yes' })).toEqual(['MARU_SANDBOXES="yes": must be one of on, off']);
    expect(problemsOf({ HOST: '0.0.0.0', MARU_SANDBOXES: 'off' })).toEqual([expect.stringContaining('HOST=0.0.0.0 serves the network')]);
    expect(problemsOf({ HOST: '0.0.0.0', MARU_SANDBOXES: '' })).toEqual([expect.stringContaining('HOST=0.0.0.0 serves the network')]);
    expect(problemsOf({ MARU_SANDBOXES: 'off' })).toEqual([]);
  });

  it('agrees with the providers themselves for every combination of keys', () => {
    const names = Object.keys(ALL_KEYS).filter((name) => name !== 'MARU_PUBLIC_URL') as Array<keyof typeof ALL_KEYS>;
    for (let mask = 0; mask < 1 << names.length; mask++) {
      const env: Record<string, string> = { MARU_PUBLIC_URL: ALL_KEYS.MARU_PUBLIC_URL };
      names.forEach((name, bit) => {
        if (mask & (1 << bit)) env[name] = ALL_KEYS[name];
      });
      const identity = identitySettings({ env } as unknown as AppConfig);
      let messagesSandbox: boolean | 'refused';
      try {
        messagesSandbox = messageSettings({ env }).sandbox;
      } catch {
        messagesSandbox = 'refused'; // half a Solapi setting stops the start on its own
      }
      const anySandbox = identity.kakao.sandbox || identity.naver.sandbox || identity.portone.sandbox || messagesSandbox === true;
      expect({ env, keyless: keylessProviders(env).length > 0 }).toEqual({ env, keyless: anySandbox });
    }
  });
});
