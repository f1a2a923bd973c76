import { Agent, createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close';

// Over real sockets: what a proxy's kept-alive connection sees while the server drains.

let server: Server;
const agents: Agent[] = [];

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A server whose answers say Connection: close while draining, as the operations plugin makes them. */
async function startServer(answerMs = 0): Promise<{ port: number; drain(): void }> {
  let draining = false;
  server = createServer((_request, response) => {
    setTimeout(() => response.writeHead(200, draining ? { connection: 'close' } : {}).end('ok'), answerMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, drain: () => void (draining = true) };
}

/** One kept-alive connection, as nginx's upstream pool holds it. */
function keptAlive(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

function request(port: number, agent?: Agent): Promise<{ status: number; connection: string | undefined; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = get({ host: '127.0.0.1', port, path: '/', agent: agent ?? false }, (response: IncomingMessage) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, reused: sent.reusedSocket }));
    });
    sent.on('error', reject);
  });
}

describe('closeGracefully', () => {
  it('refuses new connections at once but still answers on a kept-alive one, and ends when the client closes it', async () => {
    const { port, drain } = await startServer();
    const pool = keptAlive();
    expect(await request(port, pool)).toMatchObject({ status: 200, reused: false });

    drain();
    const closing = closeGracefully(server, 10_000);
    // A new connection is refused: a proxy sends that request to another process.
    await expect(request(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The idle connection was not closed under the client: its next request is answered, and
    // the answer tells the client to close it.
    expect(await request(port, pool)).toEqual({ status: 200, connection: 'close', reused: true });
    // The client closed it after that answer: nothing is left, the close ends well before the wait.
    expect(await closing).toMatchObject({ clientsClosed: true });
  });

  it('waits for an idle client up to the limit, then closes the connection itself', async () => {
    const { port, drain } = await startServer();
    const pool = keptAlive();
    await request(port, pool);
    drain();
    const outcome = await closeGracefully(server, 300);
    expect(outcome.clientsClosed).toBe(false);
    expect(outcome.ms).toBeGreaterThanOrEqual(290);
    // The pool's connection was closed by the server: a further request needs a new one, which is refused.
    await sleep(20);
    await expect(request(port, pool)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('finishes a request in flight even when it outlasts the wait', async () => {
    const { port, drain } = await startServer(600);
    const pool = keptAlive();
    const inFlight = request(port, pool);
    await sleep(100);
    drain();
    const closing = closeGracefully(server, 100);
    expect(await inFlight).toMatchObject({ status: 200, connection: 'close' });
    const outcome = await closing;
    expect(outcome.ms).toBeGreaterThanOrEqual(400);
  });

  it('is done at once for a server that no longer listens', async () => {
    await startServer();
    await new Promise((resolve) => server.close(resolve));
    expect(await closeGracefully(server, 5_000)).toEqual({ clientsClosed: true, ms: 0 });
  });
});
