import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: below a packet's size compression saves no round trip. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of server-rendered HTML and JSON answers, by the browser's
 * Accept-Encoding (brotli first, then gzip). Built assets are not compressed here: the web
 * build writes .br and .gz beside each one and the static plugin serves those (web.ts), so
 * they get brotli's best level at no cost per request.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses a product page's HTML about as well as gzip -9 at a fraction of
    // brotli-11's time, which matters for answers rendered per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
