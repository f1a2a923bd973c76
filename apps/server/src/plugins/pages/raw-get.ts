import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Bytes as they came over the wire (compressed when the server compressed them). */
  wireBytes: number;
  /** The body, decompressed. */
  text: string;
}

/** A GET that shows what went over the wire: fetch would decompress and hide it. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, wireBytes: body.length, text: plain.toString('utf8') });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
