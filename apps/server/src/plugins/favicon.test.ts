import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../test/harness';

// Issue 26: a clean browser console on every page the server sends, the sandbox windows
// included, and a plain 404 for a file an earlier build had.

const server = serverForTests();

describe('the favicon', () => {
  it('answers /favicon.ico with the shop’s SVG icon', async () => {
    const answer = await fetch(`${server.url}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await answer.text()).toMatch(/^<svg /);
  });

  it('is linked from the PortOne payment window', async () => {
    const query = new URLSearchParams({ merchant_uid: 'favicon-check', amount: '1000', name: '테스트', pay_method: 'card' });
    const answer = await fetch(`${server.url}/sandbox/portone/pay?${query.toString()}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.ico">');
  });
});

describe('a built file that is not there', () => {
  it('is a 404 with the error envelope, not the page shell', async () => {
    const answer = await fetch(`${server.url}/assets/SearchPage-0ld4ss3t.js`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toMatchObject({ code: 101 });
  });
});
