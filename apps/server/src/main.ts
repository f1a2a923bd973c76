import { buildApp } from './app';
import { loadConfig } from './config';
import { modules } from './modules';
import { openRuntime } from './runtime';

const config = loadConfig();
const runtime = await openRuntime(config);
const app = await buildApp({ config, db: runtime.db, searchDb: runtime.searchDb, modules });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: server, then database');
  try {
    await app.close();
    await runtime.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`마루 is open at http://localhost:${config.port}${config.webDist ? '' : ' (API only: run npm run build for the web app)'}`);
