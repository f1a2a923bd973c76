import { describe, expect, it } from 'vitest';
import { configProblems } from '../../../test/config-problems';
import { serverForTests } from '../../../test/harness';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { modules } from '..';
import { startMessageServer } from './message-test-kit';
import { messageSettings, solapiSandbox } from './settings';

const REAL = {
  SOLAPI_API_KEY: 'NCSAYU7YDBXYORXC',
  SOLAPI_API_SECRET: 'real-looking-secret-0123456789abcdef',
  SOLAPI_SENDER: '02-1588-0000',
  MARU_PUBLIC_URL: 'https://maru.example/shop',
};

const problemsOf = (env: Record<string, string>): string[] => configProblems(() => messageSettings({ env }));

describe('message settings', () => {
  it('without Solapi keys: the sandbox on this server, with its channel and every template registered', () => {
    const settings = messageSettings({ env: {} });
    expect(settings).toMatchObject({ sandbox: true, apiKey: solapiSandbox.apiKey, pfId: solapiSandbox.pfId, apiBase: '/sandbox/solapi', publicOrigin: undefined });
    expect(settings.templateIds.ORDER_PAID).toBe(solapiSandbox.templateId('ORDER_PAID'));
    // Empty values mean "not set", as for every other setting.
    expect(messageSettings({ env: { SOLAPI_API_KEY: '', SOLAPI_API_SECRET: '' } }).sandbox).toBe(true);
  });

  it('with keys: Solapi, the sender as digits, 알림톡 for the templates given an id', () => {
    const settings = messageSettings({ env: { ...REAL, KAKAO_ALIMTALK_PF_ID: 'KA01PF2301010000000abcdefghij', MARU_ALIMTALK_TEMPLATES: 'ORDER_PAID=KA01TP1, RESTOCK=KA01TP2' } });
    expect(settings).toMatchObject({
      sandbox: false,
      apiKey: REAL.SOLAPI_API_KEY,
      sender: '0215880000',
      pfId: 'KA01PF2301010000000abcdefghij',
      templateIds: { ORDER_PAID: 'KA01TP1', RESTOCK: 'KA01TP2' },
      apiBase: 'https://api.solapi.com',
      publicOrigin: 'https://maru.example',
    });
    expect(messageSettings({ env: { ...REAL, SOLAPI_API_URL: 'http://127.0.0.1:9/' } }).apiBase).toBe('http://127.0.0.1:9');
  });

  it('a setting that cannot work is a start-up error naming each problem, without printing the secret', () => {
    expect(problemsOf({ SOLAPI_API_KEY: REAL.SOLAPI_API_KEY })).toEqual([
      'SOLAPI_API_KEY, SOLAPI_API_SECRET: set both (messages through Solapi) or neither (the local sandbox)',
      'SOLAPI_SENDER: must be set with the Solapi keys: the 발신번호 registered at Solapi',
      "MARU_PUBLIC_URL: must be set with the Solapi keys: message buttons link to the shop's public address",
    ]);
    const badSecret = problemsOf({ ...REAL, SOLAPI_API_SECRET: 'short secret' });
    expect(badSecret).toEqual([expect.stringMatching(/^SOLAPI_API_SECRET: must be /)]);
    expect(badSecret.join()).not.toContain('short secret');
    expect(problemsOf({ ...REAL, SOLAPI_SENDER: '1234' })).toEqual([expect.stringContaining('SOLAPI_SENDER="1234": must be')]);
    expect(problemsOf({ ...REAL, SOLAPI_API_URL: 'ftp://solapi' })).toEqual([expect.stringContaining('SOLAPI_API_URL="ftp://solapi": must be a URL starting with http:// or https://')]);
    expect(problemsOf({ ...REAL, KAKAO_ALIMTALK_PF_ID: 'KA01PF', MARU_ALIMTALK_TEMPLATES: 'ORDER_PAYED=KA01TP1,ORDER_PAID=KA01TP2,ORDER_PAID=KA01TP3,RESTOCK' })).toEqual([
      expect.stringContaining('"ORDER_PAYED" is not a message template (known: ORDER_PAID, VBANK_ISSUED'),
      'MARU_ALIMTALK_TEMPLATES: ORDER_PAID is given twice',
      expect.stringContaining('"RESTOCK" must be <template>=<Kakao template id>'),
    ]);
    expect(problemsOf({ ...REAL, MARU_ALIMTALK_TEMPLATES: 'ORDER_PAID=KA01TP1' })).toEqual(['MARU_ALIMTALK_TEMPLATES: needs KAKAO_ALIMTALK_PF_ID, the channel the templates are registered to']);
  });
});

describe('starting with real keys', () => {
  // A closed port: nothing this server queues may leave the machine.
  const server = serverForTests(() => startMessageServer({ ...REAL, SOLAPI_API_URL: 'http://127.0.0.1:9' }));

  it('has no Solapi sandbox and no outbox page: they answer 404', async () => {
    const client = server.client();
    expect((await client.get('/sandbox/outbox')).status).toBe(404);
    expect((await client.get('/sandbox/outbox?to=01012345678')).status).toBe(404);
    expect((await client.get('/sandbox/outbox/messages?to=01012345678')).status).toBe(404);
    const send = await fetch(`${server.url}/sandbox/solapi/messages/v4/send-many/detail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"messages":[]}' });
    expect(send.status).toBe(404);
  });

  it('a bad message setting stops the app from being built', async () => {
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', MARU_SECRET: 'x'.repeat(32), DATA_DIR: server.config.dataDir, SOLAPI_API_KEY: REAL.SOLAPI_API_KEY });
    const building = buildApp({ config, db: server.db, modules });
    await expect(building).rejects.toBeInstanceOf(ConfigError);
    await expect(building).rejects.toThrow('SOLAPI_API_KEY, SOLAPI_API_SECRET: set both');
  });
});
