import path from 'node:path';
import { type AppConfig, loadConfig } from '../../config';
import { connect } from '../../db/connect';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../db/embedded';
import { exitWithFatal } from '../../fatal';
import { approveBusiness } from './approve-business';

// `npm run -w @maru/server approve-business -- <memberId>`: the operator's approval of a
// business-member request. It opens the configured database without migrating or seeding.
const memberId = Number(process.argv[2]);
if (!Number.isInteger(memberId) || memberId < 1) {
  console.error('usage: approve-business <memberId>');
  process.exit(2);
}
let config: AppConfig;
let embedded: EmbeddedDatabase | undefined;
try {
  config = loadConfig();
  embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
} catch (error) {
  exitWithFatal(error);
}
const db = connect(config.databaseUrl ?? embedded!.url, { max: 1 });
try {
  const approved = await approveBusiness(db, memberId);
  console.log(approved ? `member ${memberId}: business request approved (authNo 17)` : `member ${memberId}: no pending business request`);
  process.exitCode = approved ? 0 : 1;
} finally {
  await db.destroy();
  await embedded?.stop();
}
