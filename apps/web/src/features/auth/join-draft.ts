import type { Consents } from './auth-api';
import { noConsents } from './join-form';

/**
 * What the sign-up steps hand to each other. It lives in session storage (this tab only,
 * gone when the tab closes) so a reload, or the round trip to the identity provider on
 * mobile, does not lose the consents or the social account being linked.
 */
export interface JoinDraft {
  consents: Consents;
  certifyNo?: string;
  /** From a social sign-in that has no account yet; links the new account to it. */
  socialToken?: string;
  email?: string;
  nickName?: string;
  /** A friend's recommend code from an invitation link (`/join?recommendCd=…`); starts the profile form's field. */
  recommendCd?: string;
}

const KEY = 'tmsJoinDraft';

export function readJoinDraft(storage: Storage = sessionStorage): JoinDraft {
  try {
    const stored = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<JoinDraft> | null;
    return { ...stored, consents: { ...noConsents, ...stored?.consents } };
  } catch {
    return { consents: noConsents };
  }
}

export function saveJoinDraft(changes: Partial<JoinDraft>, storage: Storage = sessionStorage): JoinDraft {
  const draft = { ...readJoinDraft(storage), ...changes };
  storage.setItem(KEY, JSON.stringify(draft));
  return draft;
}

export function clearJoinDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}

/**
 * The recommend code an invitation link carries (`?recommendCd=…`), in the form the profile
 * field accepts (upper-case letters and digits, at most 20); nothing when absent or empty.
 */
export function recommendCdFrom(search: string): string | undefined {
  const code = new URLSearchParams(search).get('recommendCd')?.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 20);
  return code || undefined;
}
