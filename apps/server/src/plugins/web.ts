import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ApiCode, findInjectedQueryValue } from '@maru/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface WebOptions {
  /** The built web app (apps/web/dist); absent when only the API runs. */
  webDist: string | undefined;
  /** Generated product and banner images. */
  mediaDir: string;
}

// Content-hashed assets and generated media never change under the same name. @fastify/send
// writes Cache-Control itself, so the lifetime is given through its own options.
const IMMUTABLE = { maxAge: '365d', immutable: true } as const;

/** Shown when the web app is not built (API-only runs). */
const sqlErrorPage = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>오류 | 마루</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>페이지로 이동할 수 없습니다</h1><p>SQL Injection Detected</p><p><a href="/">홈으로</a></p></main></body></html>`;

/**
 * Serves the single-page app and the media files. Page requests whose query string holds
 * SQL keywords are answered 500 with the error page (spec 01 §5 validInjection); the API
 * itself only ever runs parameterised SQL, so it does not refuse such words.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  // Images are generated into it by the seed; it must exist before anything is served from it.
  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    ...IMMUTABLE,
  });

  const { webDist } = options;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      ...IMMUTABLE,
    });
    await app.register(fastifyStatic, { root: webDist, prefix: '/', index: false, wildcard: false, decorateReply: false });
  }
  const indexHtml = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : undefined;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ code: ApiCode.NO_DATA, message: '요청한 API를 찾을 수 없습니다.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ code: ApiCode.NO_DATA, message: '찾을 수 없는 경로입니다.' });
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (query && findInjectedQueryValue(query) !== null) {
      // The app's own guard then renders its designed error page for the same query.
      return reply.status(500).type('text/html; charset=utf-8').send(indexHtml ?? sqlErrorPage);
    }
    if (!indexHtml) {
      return reply.status(404).send({ code: ApiCode.NO_DATA, message: '웹 앱이 빌드되지 않았습니다. npm run build를 실행해 주세요.' });
    }
    // The shell itself must never be cached, or a deploy would strand old chunk names.
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
