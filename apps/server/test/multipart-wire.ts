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

/** The request as pieces (the file is not copied: 29 MB copied at once would hold this process's event loop, which the server shares). */
function requestBytes(upload: WireUpload): { fileStart: number; pieces: Buffer[] } {
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
      '',
      '',
    ].join('\r\n'),
  );
  return { fileStart: head.length + preamble.length, pieces: [Buffer.concat([head, preamble]), upload.file, epilogue] };
}

/**
 * The answer once it is whole (by its content-length), or undefined while it is not. The
 * connection is kept alive: a server that refuses early reads and drops the rest of the body,
 * where closing it would reset the connection and could lose the answer on the way.
 */
export function answerOf(raw: Buffer): WireUploadAnswer | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const head = raw.subarray(0, end).toString('latin1');
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
  if (raw.length < end + 4 + length) return undefined;
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  const body = raw.subarray(end + 4, end + 4 + length).toString('utf8');
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

/** Bytes `start` to `end` of the pieces laid end to end, as views (no copy). */
function range(pieces: readonly Buffer[], start: number, end: number): Buffer[] {
  const views: Buffer[] = [];
  let offset = 0;
  for (const piece of pieces) {
    const from = Math.max(start - offset, 0);
    const to = Math.min(end - offset, piece.length);
    if (from < to) views.push(piece.subarray(from, to));
    offset += piece.length;
  }
  return views;
}

async function writeRange(socket: net.Socket, pieces: readonly Buffer[], start: number, end: number): Promise<void> {
  for (const view of range(pieces, start, end)) await write(socket, view);
}

async function writePaced(socket: net.Socket, pieces: readonly Buffer[], fileStart: number, pace: Pace): Promise<void> {
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (pace.kind === 'once') return writeRange(socket, pieces, 0, total);
  if (pace.kind === 'split') {
    const at = fileStart + pace.afterFileBytes;
    await writeRange(socket, pieces, 0, at);
    await sleep(pace.pauseMs);
    return writeRange(socket, pieces, at, total);
  }
  for (let start = 0; start < total && !socket.destroyed; start += pace.piece) {
    await writeRange(socket, pieces, start, Math.min(start + pace.piece, total));
    await sleep(pace.pauseMs);
  }
}

/** Sends the upload as `pace` says and waits for the whole answer. */
export async function sendUpload(upload: WireUpload): Promise<WireUploadAnswer> {
  if (!upload.client.cookies.has('XSRF-TOKEN')) await upload.client.get('/api/health');
  const { fileStart, pieces } = requestBytes(upload);
  const url = new URL(upload.client.baseUrl);
  const socket = net.connect({ host: url.hostname, port: Number(url.port) });
  socket.setNoDelay(true);
  let received = Buffer.alloc(0);
  const answered = new Promise<WireUploadAnswer>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = answerOf(received);
      if (answer) {
        resolve(answer);
        socket.destroy();
      }
    });
    socket.on('close', () => reject(new Error(`the connection closed before a whole answer: ${received.toString('utf8').slice(0, 200)}`)));
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  // No end(): Node's server drops a connection its client half-closes before the answer is out.
  // The writes stop once the answer is in (the socket is destroyed then).
  await Promise.race([writePaced(socket, pieces, fileStart, upload.pace), answered.catch(() => undefined)]);
  return answered;
}
