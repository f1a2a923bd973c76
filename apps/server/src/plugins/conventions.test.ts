import { mkdirSync, writeFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../core/http/errors';
import type { ServerModule } from '../core/module';
import { modules } from '../modules';
import { serverForTests, startTestServer } from '../../test/harness';

// A module used only here, to drive the request conventions through real routes.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/probe/v1/echo',
    { schema: { body: z.strictObject({ name: z.string().min(1).max(50), qty: z.number().int().min(1) }) } },
    async (request) => ok({ name: request.body.name, qty: request.body.qty, offset: request.offsetHours }),
  );
  app.get('/probe/v1/item/:id', async (request) => ok(request.params));
  app.get('/probe/v1/business', async () => {
    throw new ApiError(2002, '가입된 회원이 아닙니다.');
  });
  app.get('/probe/v1/crash', async () => {
    throw new Error('secret internal detail: password=hunter2');
  });
};
const probe: ServerModule = { name: 'probe', migrations: {}, routes: probeRoutes };

/** Sends bytes as they are (fetch would refuse or fix them) and reads the whole answer. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const server = serverForTests(() => startTestServer({ modules: [...modules, probe] }));

describe('the answer envelope', () => {
  it('wraps success as code 0 with data', async () => {
    const answer = await server.client().post('/api/probe/v1/echo', { name: '타일', qty: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, message: 'success', data: { name: '타일', qty: 2, offset: 9 } });
  });

  it('answers 400/104 naming the field for missing, wrong-typed or unknown fields', async () => {
    const client = server.client();
    const missing = await client.post('/api/probe/v1/echo', { name: '타일' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(104);
    expect(missing.body.message).toContain('qty');
    const wrongType = await client.post('/api/probe/v1/echo', { name: '타일', qty: '2' });
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 104]);
    const unknown = await client.post('/api/probe/v1/echo', { name: '타일', qty: 1, isAdmin: true });
    expect([unknown.status, unknown.body.code]).toEqual([400, 104]);
    const huge = await client.post('/api/probe/v1/echo', { name: 'x'.repeat(10_000), qty: 1 });
    expect([huge.status, huge.body.code]).toEqual([400, 104]);
  });

  it('answers bad JSON, wrong content types and oversized bodies with a clear 4xx', async () => {
    const client = server.client();
    const badJson = await client.post('/api/probe/v1/echo', undefined, { rawBody: '{"name": "타일",' });
    expect([badJson.status, badJson.body.code]).toEqual([400, 104]);
    const text = await client.post('/api/probe/v1/echo', undefined, { rawBody: 'name=타일', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe(104);
    const tooBig = await client.post('/api/probe/v1/echo', undefined, { rawBody: JSON.stringify({ name: 'x', qty: 1, pad: 'y'.repeat(200_000) }) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe(104);
  });

  it('keeps business outcomes at HTTP 200 with their code', async () => {
    const answer = await server.client().get('/api/probe/v1/business');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 2002, message: '가입된 회원이 아닙니다.' });
  });

  it('answers unexpected faults 500/999 without internals', async () => {
    const answer = await server.client().get('/api/probe/v1/crash');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 999, message: 'unknown error' });
    expect(answer.text).not.toContain('hunter2');
  });

  it('refuses text the database cannot store (NUL, lone surrogates) in path, query and body with 400/104', async () => {
    // Each of these reached PostgreSQL and answered 500 before the input guard.
    const client = server.client();
    const refused = [
      await client.get('/api/product/v1/search/keyword?keyword=a%00b'),
      await client.get('/api/product/v1/search/cnt?keyword=a%00b'),
      await client.get('/api/board/v1/faq/list?keyword=%00'),
      await client.get('/api/policy/v1/terms%00'),
      await client.post('/api/product/v1/search/list', undefined, { rawBody: '{"keyword":"a\\u0000b"}' }),
      await client.post('/api/product/v1/search/cnt', undefined, { rawBody: '{"keyword":"\\ud800"}' }),
      await client.post('/api/probe/v1/echo', undefined, { rawBody: '{"name":"x","qty":1,"\\u0000":1}' }),
    ];
    for (const answer of refused) expect([answer.status, answer.body.code]).toEqual([400, 104]);
    expect(refused[4]!.body.message).toContain('keyword');
    const fine = await client.get('/api/product/v1/search/keyword?keyword=%F0%9F%98%80');
    expect([fine.status, fine.body.code]).toEqual([200, 0]);
  });

  it('answers over-long path parameters with the envelope too', async () => {
    const answer = await server.client().get(`/api/probe/v1/item/${'9'.repeat(600)}`);
    expect(answer.status).toBe(414);
    expect(answer.body.code).toBe(104);
  });

  it('answers over-long request lines and headers, which Node refuses before Fastify, in the envelope', async () => {
    const longLine = await rawRequest(`GET /api/product/v1/search/keyword?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const longHeader = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    const garbage = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    for (const [answer, status] of [[longLine, 431], [longHeader, 431], [garbage, 400]] as const) {
      expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 104, message: expect.any(String) });
    }
    expect((await server.client().get('/api/health')).status).toBe(200);
  });

  it('answers unknown API paths 404/101', async () => {
    const answer = await server.client().get('/api/nothing/v1/here');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(101);
  });
});

describe('request conventions', () => {
  it('reads _off_set into the request and refuses a malformed one', async () => {
    const client = server.client();
    const west = await client.post<{ offset: number }>('/api/probe/v1/echo', { name: 'a', qty: 1 }, { headers: { _off_set: '-5' } });
    expect(west.body.data?.offset).toBe(-5);
    const india = await client.post<{ offset: number }>('/api/probe/v1/echo', { name: 'a', qty: 1 }, { headers: { _off_set: '5.5' } });
    expect(india.body.data?.offset).toBe(5.5);
    const bad = await client.get('/api/code/v1/all/list', { headers: { _off_set: 'nine' } });
    expect([bad.status, bad.body.code]).toEqual([400, 104]);
    const outOfRange = await client.get('/api/code/v1/all/list', { headers: { _off_set: '20' } });
    expect(outOfRange.status).toBe(400);
  });

  it('refuses state-changing calls without a valid XSRF token', async () => {
    const client = server.client();
    const none = await client.post('/api/probe/v1/echo', { name: 'a', qty: 1 }, { noXsrf: true });
    expect(none.status).toBe(403);
    expect(none.body.code).toBe(1004);

    await client.get('/api/health');
    const forged = await client.post('/api/probe/v1/echo', { name: 'a', qty: 1 }, { noXsrf: true, headers: { 'x-xsrf-token': 'abc.def' } });
    expect(forged.status).toBe(403);

    // A token copied from another visitor is useless: it is bound to that visitor's key.
    const other = server.client();
    await other.get('/api/health');
    const stolen = decodeURIComponent(other.cookies.get('XSRF-TOKEN')!);
    client.cookies.set('XSRF-TOKEN', encodeURIComponent(stolen));
    const replay = await client.post('/api/probe/v1/echo', { name: 'a', qty: 1 }, { noXsrf: true, headers: { 'x-xsrf-token': stolen } });
    expect(replay.status).toBe(403);

    const fresh = server.client();
    const good = await fresh.post('/api/probe/v1/echo', { name: 'a', qty: 1 });
    expect(good.status).toBe(200);
  });

  it('issues the XSRF cookie readable by the page and its key HttpOnly', async () => {
    const answer = await server.client().get('/api/health');
    const cookies = answer.headers.getSetCookie();
    const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    const key = cookies.find((c) => c.startsWith('tmx='))!;
    expect(token).not.toMatch(/HttpOnly/i);
    expect(token).toMatch(/SameSite=Lax/i);
    expect(key).toMatch(/HttpOnly/i);
  });

  it('sends security headers, a CSP and a request id', async () => {
    const answer = await server.client().get('/api/health', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('x-request-id')).toBe('trace-12345678');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const answer = await server.client().get('/api/docs/json');
    expect(answer.status).toBe(200);
    const paths = Object.keys((answer.body as unknown as { paths: object }).paths);
    expect(paths).toContain('/api/code/v1/all/list');
  });
});

describe('the page SQL-keyword guard', () => {
  it('answers a page request whose query holds SQL keywords with 500 and the error page', async () => {
    const answer = await server.client().get('/product/list?keyword=1%3B%20drop%20table%20product');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toContain('text/html');
    // With the web app built, its own guard renders the designed page for the same query
    // (proven in the browser tests); without it, the server's minimal page says so.
    expect(answer.text).toMatch(server.config.webDist ? /<div id="root">/ : /SQL Injection Detected/);
  });

  it('lets clean queries through, Korean search words included', async () => {
    const answer = await server.client().get(`/search?keyword=${encodeURIComponent('욕실 타일')}&orderBy=popular`);
    expect(answer.status).not.toBe(500);
  });
});

describe('static files', () => {
  it('serves generated media with a year-long immutable cache', async () => {
    const dir = path.join(server.config.dataDir, 'media', 'probe');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'tile.txt'), 'tile');
    const answer = await server.client().get('/media/probe/tile.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
