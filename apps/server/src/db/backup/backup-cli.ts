import path from 'node:path';
import { parseArgs } from 'node:util';
import { mediaSettings } from '../../modules/media';
import { takeBackup } from './backup';
import { commandSettings, exitWithFailure, fromWhereTyped, REPO_ROOT } from './cli-settings';
import { openShopDatabase } from './shop-database';

// `npm run backup [-- --out <folder>]`: the shop's database (DATABASE_URL, or the embedded one
// under DATA_DIR, running or not) and its local pictures into a new folder; see
// docs/backup-restore.md.
let values: { out?: string };
try {
  ({ values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\nusage: npm run backup [-- --out <new folder>]`);
  process.exit(2);
}

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z').replace('T', '-');
try {
  const { config, secretFromEnv } = commandSettings();
  const { s3 } = mediaSettings(config);
  const out = values.out ? fromWhereTyped(values.out) : path.join(REPO_ROOT, 'backups', `maru-${stamp}`);
  const started = Date.now();
  const database = await openShopDatabase(config);
  try {
    const { folder } = await takeBackup({ url: database.url, embedded: database.embedded, dataDir: config.dataDir, bucket: s3 && { bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint }, secretFromEnv, out, log: (line) => console.log(line) });
    console.log(`backup written to ${folder} in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
} catch (error) {
  exitWithFailure('backup', error);
}
