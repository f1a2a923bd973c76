import { parseArgs } from 'node:util';
import { modules } from '../../modules';
import { commandSettings, exitWithFailure, fromWhereTyped } from './cli-settings';
import { restoreBackup } from './restore';
import { openShopDatabase } from './shop-database';

// `npm run restore -- <backup folder> [--force]`: into the database the shop would use
// (DATABASE_URL, or the embedded one under DATA_DIR) and DATA_DIR/media; see docs/backup-restore.md.
const usage = 'usage: npm run restore -- <backup folder> [--force]';
let parsed: { values: { force?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (parsed.positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}

try {
  const { config, secretFromEnv } = commandSettings();
  const started = Date.now();
  const database = await openShopDatabase(config);
  try {
    const report = await restoreBackup({ from: fromWhereTyped(parsed.positionals[0]!), url: database.url, dataDir: config.dataDir, force: parsed.values.force ?? false, secretFromEnv, modules, log: (line) => console.log(line) });
    console.log(`restored ${report.tables} tables (${report.rows.toLocaleString('en')} rows) and ${report.mediaFiles.toLocaleString('en')} media files in ${Date.now() - started} ms; start the shop as usual`);
  } finally {
    await database.close();
  }
} catch (error) {
  exitWithFailure('restore', error);
}
