import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MultipartFile } from '@fastify/multipart';
import { ApiCode, withParticle } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';

// The one way the server reads an uploaded file (spreadsheets, PDFs, pictures): whole, or
// refused. @fastify/multipart's toBuffer() checks `truncated` after each chunk only, so when
// the size limit falls exactly on a chunk boundary the part ends "cleanly" with the first
// `limit` bytes and the cut file was applied (issue 41). Here the bytes are counted as they
// arrive and both the count and busboy's `truncated` are checked once the part has ended.

/** The bytes of one file part, or `tooLarge()` thrown when it is longer than `maxBytes`, whatever its chunking. */
export async function wholeFile(part: MultipartFile, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    // Leaving the loop destroys the part's stream: the rest of the body is not read for nothing.
    if (bytes > maxBytes || part.file.truncated) throw tooLarge();
    chunks.push(chunk);
  }
  // busboy marks `truncated` when it drops the byte after the limit, which may be after the last chunk we saw.
  if (part.file.truncated || bytes > maxBytes) throw tooLarge();
  return joined(chunks, bytes);
}

/** Bytes copied between two turns of the event loop. */
const JOIN_STEP = 256 * 1024;

/**
 * Buffer.concat in steps: copying 29 MB at once held the event loop for 200 ms on a busy
 * two-core machine (page faults on the new buffer), here it is 256 KB a turn.
 */
async function joined(chunks: readonly Buffer[], bytes: number): Promise<Buffer> {
  const whole = Buffer.allocUnsafe(bytes);
  let offset = 0;
  let sinceTurn = 0;
  for (const chunk of chunks) {
    chunk.copy(whole, offset);
    offset += chunk.length;
    sinceTurn += chunk.length;
    if (sinceTurn >= JOIN_STEP) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  return whole;
}

export interface SingleFileOptions {
  maxBytes: number;
  tooLarge: () => Error;
  /** What to send, for the refusal when the request is not multipart or has no `file` field ("CSV 파일", "PDF 파일"). */
  what: string;
}

/** The multipart field `file` of a route that registered @fastify/multipart, whole or refused. */
export async function singleFile(request: FastifyRequest, options: SingleFileOptions): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(ApiCode.REQUIRED_PARAMETER, `${withParticle(options.what, '을/를')} multipart/form-data의 file 항목으로 보내 주세요.`, 400);
  // The limit given to busboy is the one counted here, so neither can let a longer file through.
  const part = await request.file({ limits: { fileSize: options.maxBytes } }).catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw new ApiError(ApiCode.REQUIRED_PARAMETER, `${withParticle(options.what, '을/를')} file 항목으로 보내 주세요.`, 400);
  return wholeFile(part, options.maxBytes, options.tooLarge).catch((error: unknown) => {
    if (error instanceof ApiError) throw error;
    throw new ApiError(ApiCode.REQUIRED_PARAMETER, '올린 파일을 읽을 수 없습니다. 다시 올려 주세요.', 400);
  });
}
