import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/harness';
import { startStaffServer } from './staff-test-kit';

// How the server hands out the console's page (plugins/web.ts), over a stand-in build: the
// shop's index.html and the console's admin.html, as `vite build` writes them.

const CONSOLE_MARK = '<div id="admin-root"></div>';
let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'maru-console-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="ko"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>');
  writeFileSync(path.join(webDist, 'admin.html'), `<!doctype html><html lang="ko"><head><meta name="robots" content="noindex, nofollow"><title>마루 운영 콘솔</title></head><body>${CONSOLE_MARK}</body></html>`);
  server = await startStaffServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the console page', () => {
  it('is admin.html for /admin and every path under it: not rendered on the server, revalidated, not indexed', async () => {
    for (const pagePath of ['/admin', '/admin/', '/admin/business?status=PENDING', '/admin/audit/anything/deeper']) {
      const response = await fetch(`${server.url}${pagePath}`);
      const text = await response.text();
      expect([pagePath, response.status]).toEqual([pagePath, 200]);
      expect(text).toContain(CONSOLE_MARK);
      expect(text).not.toContain('<!--app-head-->');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      // The console's first POST (sign-in) needs the XSRF pair this visit hands out.
      expect(response.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);
    }
  });

  it('is not served under its file name, where the headers above would be missing', async () => {
    const response = await fetch(`${server.url}/admin.html`);
    expect(await response.text()).not.toContain(CONSOLE_MARK);
  });

  it('is disallowed in robots.txt', async () => {
    expect((await (await fetch(`${server.url}/robots.txt`)).text()).split('\n')).toContain('Disallow: /admin');
  });
});
