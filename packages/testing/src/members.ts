import { randomUUID } from 'node:crypto';
import { certifyResultData, certifyStartData, type JoinConsents } from '@maru/domain';
import { expectSuccess, type ShopCall } from './shop-call';

// Members made the one way a shopper makes one: identity verification in the PortOne sandbox,
// then join (spec 01 §4), then sign-in. Every test tool that needs a member calls these.

/** The password of every member the tests and benchmarks make. */
export const TEST_PASSWORD = 'maru-pass1!';

export interface TestPerson {
  name: string;
  phone: string;
  birthday: string;
  gender: 'male' | 'female';
}

export type Consents = JoinConsents;

export const ALL_CONSENTS: Consents = { terms: true, privacy: true, age14: true, marketingSms: false, marketingEmail: true };

const unique = () => randomUUID().replaceAll('-', '').slice(0, 12);

/**
 * A new adult with a unique identity: the sandbox derives the person's unique key from name,
 * birthday and gender, so the name carries a random suffix unless one is given.
 */
export function newPerson(overrides: Partial<TestPerson> = {}): TestPerson {
  return { name: `홍길동${unique().slice(0, 8)}`, phone: '010-1234-5678', birthday: '1990-05-17', gender: 'male', ...overrides };
}

export const newEmail = (prefix = 'm'): string => `${prefix}${unique()}@example.com`;

/** Starts a verification, plays the person in the PortOne sandbox and completes it; answers the certifyNo. */
export async function certifyPerson(call: ShopCall, person: TestPerson): Promise<string> {
  const { certifyNo } = expectSuccess('GET /api/certify/v1', await call('GET', '/api/certify/v1'), certifyStartData);
  const made = (await call('POST', '/sandbox/portone/certifications', { merchant_uid: certifyNo, ...person })) as { response?: { imp_uid?: string } };
  const certifyUid = made.response?.imp_uid;
  if (!certifyUid) throw new Error(`the PortOne sandbox made no certification: ${JSON.stringify(made).slice(0, 300)}`);
  const done = expectSuccess('POST /api/certify/v1/complete', await call('POST', '/api/certify/v1/complete', { certifyNo, certifyUid }), certifyResultData);
  if (!done.result) throw new Error(`verification of ${person.name} was not completed`);
  return certifyNo;
}

export interface SignUp {
  email?: string;
  person?: TestPerson;
  password?: string;
  nickName?: string;
  consents?: Consents;
  /** A friend's recommend code. */
  recommendCd?: string;
}

export interface JoinedMember {
  email: string;
  password: string;
  person: TestPerson;
}

/** A verified, joined member (not signed in): verification and join through `call`'s browser. */
export async function signUp(call: ShopCall, options: SignUp = {}): Promise<JoinedMember> {
  const person = options.person ?? newPerson();
  const email = options.email ?? newEmail();
  const password = options.password ?? TEST_PASSWORD;
  const certifyNo = await certifyPerson(call, person);
  const body = { certifyNo, email, password, nickName: options.nickName ?? '마루회원', consents: options.consents ?? ALL_CONSENTS, ...(options.recommendCd ? { recommendCd: options.recommendCd } : {}) };
  expectSuccess('POST /api/membership/v1/join', await call('POST', '/api/membership/v1/join', body));
  return { email, password, person };
}

/** Signs the browser in with e-mail and password. */
export async function signIn(call: ShopCall, email: string, password = TEST_PASSWORD): Promise<void> {
  expectSuccess('POST /api/membership/v1/login', await call('POST', '/api/membership/v1/login', { email, password }));
}

/** A guest id (tma_id) for the browser, as the web shell makes one on the first visit. */
export async function becomeGuest(call: ShopCall): Promise<void> {
  expectSuccess('POST /api/oauth/v1/guest/token', await call('POST', '/api/oauth/v1/guest/token'));
}
