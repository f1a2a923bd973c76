import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, loadConfig } from './config';
import { closeGracefully } from './core/operations/graceful-close';
import { exitWithFatal } from './fatal';
import { modules } from './modules';
import { openRuntime, type Runtime } from './runtime';

let config: AppConfig;
try {
  // Every setting is checked before the database starts.
  config = loadConfig();
} catch (error) {
  exitWithFatal(error);
}

let runtime: Runtime | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

/** Stops what has started, server first so in-flight requests finish, then the database. */
async function stopAll(): Promise<void> {
  await app?.close();
  await runtime?.close();
}

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Draining: /api/ready answers 503 and every answer says Connection: close from now on. On
  // SIGTERM (a rolling restart) the server keeps serving for MARU_DRAIN_MS, so a proxy polling
  // /api/ready stops sending first; then it stops accepting and leaves its kept-alive
  // connections to the proxy to close (MARU_KEEPALIVE_WAIT_MS at most), finishes the requests
  // in flight and closes (docs/operations.md).
  app?.operations.drain();
  if (signal === 'SIGTERM' && app) {
    if (config.drainMs > 0) {
      app.log.info({ signal, drainMs: config.drainMs }, 'draining: not ready, still serving');
      await sleep(config.drainMs);
    }
    const { clientsClosed, ms } = await closeGracefully(app.server, config.keepAliveWaitMs);
    app.log.info({ signal, clientsClosed, ms }, clientsClosed ? 'stopped accepting: every client closed its connections' : 'stopped accepting: idle connections left after the wait were closed');
  }
  app?.log.info({ signal }, 'shutting down: server, then database');
  try {
    await stopAll();
    process.exit(0);
  } catch (error) {
    app?.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  runtime = await openRuntime(config, config.seed, { picturesAfterStart: !config.seed.picturesBeforeStart });
  app = await buildApp({ config, db: runtime.db, searchDb: runtime.searchDb, databaseUrl: runtime.url, modules });
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // Any failed start stops the embedded database itself before the process ends.
  stopping = true;
  await stopAll().catch(() => {});
  exitWithFatal(error, { port: config.port });
}
app.log.info(`마루 is open at http://localhost:${config.port}${config.webDist ? '' : ' (API only: run npm run build for the web app)'}`);
// A first start draws the catalogue's pictures now, with the shop already answering (a page
// shows its pictures once they exist; they are kept under DATA_DIR/media for later starts).
void runtime.drawDeferredPictures(app.log);
