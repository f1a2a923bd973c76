import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiCode } from '@maru/domain';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an over-long request line
 * or headers, a malformed request) are answered in the same envelope as every other
 * refusal, instead of Node's bare 431/400 with an empty body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431 ? '요청 주소나 헤더가 너무 깁니다.' : status === 408 ? '요청이 제시간에 도착하지 않았습니다.' : '요청 형식이 올바르지 않습니다.';
  const body = JSON.stringify({ code: ApiCode.REQUIRED_PARAMETER, message });
  socket.end(
    [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', body].join('\r\n'),
  );
}
