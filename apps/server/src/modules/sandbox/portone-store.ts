import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { SandboxState, type SandboxStateOptions } from './state-store';

export interface SandboxCertification {
  imp_uid: string;
  merchant_uid: string;
  name: string;
  gender: 'male' | 'female';
  birthday: string;
  phone: string;
  unique_key: string;
  certified: boolean;
  certified_at: number;
}

export interface PersonInput {
  merchant_uid: string;
  name: string;
  phone: string;
  birthday: string;
  gender: 'male' | 'female';
  certified?: boolean;
}

/**
 * Certifications made in the sandbox. The unique key (CI) stands for the person: it is
 * derived from name, birthday and gender, so the same person keeps it when the phone changes.
 * Kept in sandbox_state with the API tokens, so a verification made in one server process's
 * window is read by the shop through any other.
 */
export class PortoneSandboxStore {
  private readonly certifications: SandboxState<SandboxCertification>;
  private readonly tokens: SandboxState<true>;

  constructor(db: Kysely<Database>, options?: SandboxStateOptions) {
    this.certifications = new SandboxState(db, 'portone.certification', 24 * 60 * 60 * 1000, options);
    this.tokens = new SandboxState(db, 'portone.token', 30 * 60 * 1000, options);
  }

  async certify(input: PersonInput): Promise<SandboxCertification> {
    const uniqueKey = createHash('sha512').update(`sandbox-ci|${input.name}|${input.birthday}|${input.gender}`).digest('base64');
    const certification: SandboxCertification = {
      imp_uid: `imp_${randomBytes(12).toString('hex')}`,
      merchant_uid: input.merchant_uid,
      name: input.name,
      gender: input.gender,
      birthday: input.birthday,
      phone: input.phone.replace(/\D/g, ''),
      unique_key: uniqueKey,
      certified: input.certified ?? true,
      certified_at: Math.floor(Date.now() / 1000),
    };
    await this.certifications.set(certification.imp_uid, certification);
    return certification;
  }

  async find(impUid: string): Promise<SandboxCertification | undefined> {
    return this.certifications.get(impUid);
  }

  async issueToken(): Promise<{ access_token: string; now: number; expired_at: number }> {
    const token = randomBytes(20).toString('hex');
    await this.tokens.set(token, true);
    const now = Math.floor(Date.now() / 1000);
    return { access_token: token, now, expired_at: now + 30 * 60 };
  }

  async tokenIsValid(authorization: string | undefined): Promise<boolean> {
    const token = (authorization ?? '').replace(/^Bearer\s+/i, '');
    return token !== '' && (await this.tokens.get(token)) === true;
  }
}
