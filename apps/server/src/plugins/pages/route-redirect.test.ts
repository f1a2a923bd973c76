import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { rawGet } from './raw-get';

// /route?path=… is rendered here (its loader throws a redirect), so a path that normalising
// turns into '//host' would be a real 302 to another site. Needs the built web app.

const server = serverForTests();
beforeAll(async () => {
  const webDist = server.config.webDist;
  if (!webDist || !existsSync(path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js'))) {
    throw new Error('These tests need the built web app and its renderer: run `npm run build -w @maru/web` (npm test does).');
  }
});

const forward = (query: string) => rawGet(`${server.url}/route?${query}`);

describe('the /route forwarder, rendered by the server', () => {
  it('answers /route?path=/.//evil.example, as typed, with a redirect home', async () => {
    const answer = await forward('path=/.//evil.example');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/');
  });

  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', '/%2F%2Fevil.example', '/／evil.example'])(
    'sends %j home',
    async (target) => {
      const answer = await forward(new URLSearchParams({ path: target }).toString());
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/');
    },
  );

  it('forwards a path of this site with its query, the Location a single-slash path', async () => {
    const answer = await forward(new URLSearchParams({ path: '/product/list?categorys=1,2' }).toString());
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/product/list?categorys=1,2');
    const korean = await forward(new URLSearchParams({ path: '/search?keyword=소파' }).toString());
    expect(korean.headers.location).toBe('/search?keyword=%EC%86%8C%ED%8C%8C');
  });
});
