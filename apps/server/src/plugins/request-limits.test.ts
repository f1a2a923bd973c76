import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { errorsPlugin } from './errors';
import { requestLimitsPlugin } from './request-limits';

const dataDir = mkdtempSync(path.join(tmpdir(), 'maru-limits-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A bare app with the plugin and two limited routes, configured by MARU_RATE_LIMITS. */
async function appWith(overrides: string, sameNameOtherNumbers = false) {
  const app = Fastify();
  app.decorate('config', loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, MARU_RATE_LIMITS: overrides }));
  await app.register(errorsPlugin);
  await app.register(requestLimitsPlugin);
  app.post('/a', { config: { requestLimit: { name: 'thing', perIp: 2, windowMs: 60_000 } } }, async () => 'ok');
  app.post('/b', { config: { requestLimit: { name: 'thing', perIp: sameNameOtherNumbers ? 3 : 2, windowMs: 60_000 } } }, async () => 'ok');
  return app;
}

describe('MARU_RATE_LIMITS', () => {
  it('changes a declared limit, and routes naming one limit share its budget', async () => {
    const app = await appWith('thing.perIp=3');
    try {
      const statuses = [];
      for (const url of ['/a', '/b', '/a', '/b']) statuses.push((await app.inject({ method: 'POST', url })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('stops the start on a malformed entry or a limit no route declares', async () => {
    await expect(appWith('thing.perIP=3')).rejects.toThrow(ConfigError);
    await expect(appWith('thing.windowMs=0')).rejects.toThrow(ConfigError);
    const misspelt = await appWith('thnig.perIp=3');
    await expect(misspelt.ready()).rejects.toThrow(/no route declares the limit "thnig"/);
    await misspelt.close();
  });

  it('refuses one limit name declared with different numbers', async () => {
    await expect(appWith('', true)).rejects.toThrow(/declared twice with different numbers/);
  });
});
