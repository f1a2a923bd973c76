import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HttpClient } from './http-client';

// A multipart upload written to the socket by hand, so a test chooses where the server's reads
// end: all at once, in small writes with pauses, or split exactly after a given byte of the
// file (the chunk boundary @fastify/multipart's toBuffer() missed). fetch and FormData decide
// the chunking themselves and cannot show that edge.

/** How the request's bytes go on the wire. */
export type Pace =
  | { kind: 'once' }
  /** Writes of `piece` bytes, with `pauseMs` after each. */
  | { kind: 'slow'; piece: number; pauseMs: number }
  /** Everything up to and including the file's byte `afterFileBytes`, a pause long enough for the server to read it all, then the rest. */
  | { kind: 'split'; afterFileBytes: number; pauseMs: number };

export interface WireUpload {
  client: HttpClient;
  path: string;
  file: Buffer;
  field?: string;
  filename?: string;
  type?: string;
  pace: Pace;
}

export interface WireUploadAnswer {
  status: number;
  body: { code: number | string; message: string; data?: unknown };
}

const BOUNDARY = '----maru-wire-boundary-7f3a9c';

function requestBytes(upload: WireUpload): { head: Buffer; fileStart: number; bytes: Buffer } {
  const { client } = upload;
  const preamble = Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${upload.field ?? 'file'}"; filename="${encodeURIComponent(upload.filename ?? 'upload.csv')}"\r\ncontent-type: ${upload.type ?? 'text/csv'}\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = preamble.length + upload.file.length + epilogue.length;
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const url = new URL(client.baseUrl);
  const head = Buffer.from(
    [
      `POST ${upload.path} HTTP/1.1`,
      `host: ${url.host}`,
      `content-type: multipart/form-data; boundary=${BOUNDARY}`,
      `content-length: ${length}`,
      `cookie: ${cookie}`,
      `x-xsrf-token: ${decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '')}`,
      'connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  const bytes = Buffer.concat([head, preamble, upload.file, epilogue]);
  return { head, fileStart: head.length + preamble.length, bytes };
}

/** The answer of a `connection: close` request: status line, headers, and the body up to the end. */
function answerOf(raw: Buffer): WireUploadAnswer {
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  const body = text.slice(end + 4);
  try {
    return { status, body: JSON.parse(body) };
  } catch {
    return { status, body: { code: 'NOT_JSON', message: body.slice(0, 500) } };
  }
}

/** Writes that may meet a closed socket: the server may answer (and close) before the whole body is sent, as it should for a refusal. */
async function write(socket: net.Socket, bytes: Buffer): Promise<void> {
  if (socket.destroyed || socket.writableEnded) return;
  if (!socket.write(bytes)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), new Promise((resolve) => socket.once('close', resolve))]);
}

async function writePaced(socket: net.Socket, bytes: Buffer, fileStart: number, pace: Pace): Promise<void> {
  if (pace.kind === 'once') return write(socket, bytes);
  if (pace.kind === 'split') {
    const at = fileStart + pace.afterFileBytes;
    await write(socket, bytes.subarray(0, at));
    await sleep(pace.pauseMs);
    return write(socket, bytes.subarray(at));
  }
  for (let start = 0; start < bytes.length && !socket.destroyed; start += pace.piece) {
    await write(socket, bytes.subarray(start, start + pace.piece));
    await sleep(pace.pauseMs);
  }
}

/** Sends the upload as `pace` says and waits for the whole answer. */
export async function sendUpload(upload: WireUpload): Promise<WireUploadAnswer> {
  if (!upload.client.cookies.has('XSRF-TOKEN')) await upload.client.get('/api/health');
  const { fileStart, bytes } = requestBytes(upload);
  const url = new URL(upload.client.baseUrl);
  const socket = net.connect({ host: url.hostname, port: Number(url.port) });
  socket.setNoDelay(true);
  const received: Buffer[] = [];
  const answered = new Promise<WireUploadAnswer>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('close', () => (received.length ? resolve(answerOf(Buffer.concat(received))) : reject(new Error('the server closed the connection without an answer'))));
    // A reset after the answer (the server stopped reading a refused body) is no failure of the test.
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  // No end(): Node's server drops a connection its client half-closes before the answer is out.
  await writePaced(socket, bytes, fileStart, upload.pace);
  return answered;
}
