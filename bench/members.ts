import { ApiCode } from '@maru/domain';
import { signUp } from '@maru/testing';
import { BenchBrowser } from './bench-browser';

// Members the shopper mix signs in as. They join once through the API, as a person does
// (identity verification in the PortOne sandbox, then join), and stay in the benchmark's
// database: later runs find them by e-mail and join no one.

export const MEMBER_PASSWORD = 'maru-bench1!';

const memberEmail = (index: number) => `shopper-mix-${String(index).padStart(3, '0')}@example.com`;

/** The e-mails of `count` members with MEMBER_PASSWORD, joining those that do not exist yet. */
export async function ensureMembers(baseUrl: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => memberEmail(index));
  let joined = 0;
  for (const [index, email] of emails.entries()) {
    // The account-status check, not a sign-in: a failed sign-in would count against the
    // per-IP limit that the mix's own sign-ins share.
    const browser = new BenchBrowser(baseUrl);
    await browser.get('/api/health');
    const status = await browser.post('/api/membership/v1/account/status', { email });
    if (status.body.code === 0) continue;
    if (status.body.code !== ApiCode.USER_NOT_EXIST) throw new Error(`account status of ${email}: HTTP ${status.status} ${JSON.stringify(status.body)}`);
    await join(browser, email, index);
    joined++;
  }
  console.log(`${count} members for sign-in (${joined} joined now, ${count - joined} from earlier runs)`);
  await proveSignIn(baseUrl, emails[0]!);
  return emails;
}

/**
 * One sign-in before the run: with a wrong password every sign-in of the mix would fail
 * and, after 20, the per-IP failure limit would refuse the rest with 429.
 */
async function proveSignIn(baseUrl: string, email: string): Promise<void> {
  const browser = new BenchBrowser(baseUrl);
  await browser.get('/api/health');
  const answer = await browser.post('/api/membership/v1/login', { email, password: MEMBER_PASSWORD });
  if (answer.status !== 200 || answer.body.code !== 0) throw new Error(`sign-in as ${email}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
}

/** Made as every test's member is (@maru/testing); the sandbox keys a person by name, birthday and gender, so one name per member keeps them distinct. */
async function join(browser: BenchBrowser, email: string, index: number): Promise<void> {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => (method === 'GET' ? await browser.get(path) : await browser.post(path, body as object | undefined)).body;
  await signUp(call, { email, password: MEMBER_PASSWORD, nickName: `벤치${index}`, person: { name: `벤치회원${index}`, phone: '010-1234-5678', birthday: '1990-05-17', gender: 'female' }, consents: { terms: true, privacy: true, age14: true, marketingSms: false, marketingEmail: false } });
}
