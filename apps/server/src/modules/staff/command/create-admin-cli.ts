import { parseArgs } from 'node:util';
import { staffEmail, staffPasswordProblem } from '@maru/domain';
import { sql } from 'kysely';
import { type AppConfig, loadConfig } from '../../../config';
import { ApiError } from '../../../core/http/errors';
import { exitWithFatal } from '../../../fatal';
import { createStaffAccount } from '../accounts';
import { promptHidden } from './hidden-prompt';
import { type CommandDatabase, openCommandDatabase } from './open-database';

// `npm run -w @maru/server staff:create-admin -- --email ops@maru.example --name 운영자`
// Creates an ADMIN of the operator console (the first one, or one more). The password comes
// from MARU_STAFF_PASSWORD, or is asked for twice on a terminal without being shown. It uses
// the configured database (DATABASE_URL, else the embedded one under DATA_DIR, also while
// the shop is running on it) and neither migrates nor seeds: start the shop once first.
// Exit codes: 0 created, 1 refused (e-mail taken, tables missing), 2 bad input.

const USAGE = 'usage: npm run -w @maru/server staff:create-admin -- --email <e-mail> --name <이름>  (password: MARU_STAFF_PASSWORD or the prompt)';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let args: { email?: string; name?: string };
try {
  args = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
const email = staffEmail.safeParse(args.email ?? '');
const name = (args.name ?? '').trim();
if (!args.email || !email.success) fail(`--email: 올바른 이메일 주소를 주세요.\n${USAGE}`, 2);
if (name.length < 1 || name.length > 30) fail(`--name: 1~30자의 이름을 주세요.\n${USAGE}`, 2);

async function readPassword(): Promise<string> {
  const given = process.env.MARU_STAFF_PASSWORD;
  if (given !== undefined && given !== '') return given;
  if (!process.stdin.isTTY) fail('비밀번호가 없습니다: MARU_STAFF_PASSWORD 환경 변수로 주거나 터미널에서 실행해 입력하세요.', 2);
  try {
    const first = await promptHidden('비밀번호 (12자 이상): ');
    const problem = staffPasswordProblem(first);
    if (problem) fail(problem, 2);
    if ((await promptHidden('비밀번호 확인: ')) !== first) fail('두 비밀번호가 다릅니다.', 2);
    return first;
  } catch {
    fail('취소했습니다.', 130);
  }
}

const password = await readPassword();
const problem = staffPasswordProblem(password);
if (problem) fail(problem, 2);

let config: AppConfig;
let opened: CommandDatabase;
try {
  config = loadConfig();
  opened = await openCommandDatabase(config);
} catch (error) {
  exitWithFatal(error);
}
try {
  const tables = await sql<{ staff: string | null }>`select to_regclass('staff')::text as staff`.execute(opened.db);
  if (!tables.rows[0]?.staff) {
    process.exitCode = 1;
    console.error(`직원 테이블이 아직 없습니다 (${opened.source}). 서버를 한 번 시작해(npm start) 마이그레이션을 적용한 뒤 다시 실행하세요.`);
  } else {
    const created = await createStaffAccount(opened.db, { email: email.data, name, role: 'ADMIN', password }, 'command');
    console.log(`관리자 계정을 만들었습니다: ${created.email} (${created.name}, staff #${created.staffId}, ${opened.source}). /admin 에서 로그인하세요.`);
  }
} catch (error) {
  process.exitCode = 1;
  if (error instanceof ApiError) console.error(`${error.message} (${email.data})`);
  else console.error(`관리자 계정을 만들지 못했습니다: ${(error as Error).message}`);
} finally {
  await opened.close();
}
