import type { Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// How a draining server lets go of its keep-alive connections without losing a request.
//
// A server that closes an idle keep-alive connection races the client: nginx may be writing a
// request into that very connection, gets a reset and, for a POST it has sent, must not send
// it again, so the shopper gets a 502 (issue 29: one in ~16 restarts under load). Only the
// client can close an idle connection safely. So while draining:
// - every answer says `Connection: close` (drainingAnswersClose), and the client closes after it;
// - the listener closes first, without touching idle connections: a new connection is refused
//   and nginx sends its request to another process;
// - the idle connections are left to the client's own idle timeout (nginx's upstream
//   keepalive_timeout, 4 s in deploy/nginx/maru.conf), for at most `keepAliveWaitMs`;
// - only then are the idle ones left over closed, and the requests in flight finished.

export interface CloseOutcome {
  /** true: every connection had ended on the client's side within the wait. */
  clientsClosed: boolean;
  /** How long the whole close took. */
  ms: number;
}

/**
 * Stops accepting, waits up to keepAliveWaitMs for clients to close their connections, then
 * closes the idle ones left and resolves once the requests in flight are answered. The http
 * server's own close() is left to the caller (Fastify's close then finds it stopped).
 */
export async function closeGracefully(server: HttpServer, keepAliveWaitMs: number): Promise<CloseOutcome> {
  const startedAt = Date.now();
  if (!server.listening) return { clientsClosed: true, ms: 0 };
  // net.Server's close, not http.Server's: the latter also closes idle connections at once.
  const allEnded = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  const clientsClosed = await Promise.race([allEnded.then(() => true), sleep(keepAliveWaitMs).then(() => false)]);
  if (!clientsClosed) {
    server.closeIdleConnections();
    await allEnded;
  }
  return { clientsClosed, ms: Date.now() - startedAt };
}
