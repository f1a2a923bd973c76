import { createHash } from 'node:crypto';

export interface SandboxPerson {
  /** Stable per person, so signing in twice finds the same linked account. */
  key: string;
  name: string;
  email: string;
  nickName: string;
  mobile: string;
}

export const testPeople: readonly SandboxPerson[] = [
  { key: '1001', name: '김마루', email: 'maru.kim@example.com', nickName: '마루', mobile: '010-1234-5678' },
  { key: '1002', name: '이하늘', email: 'haneul.lee@example.com', nickName: '하늘', mobile: '010-2345-6789' },
  { key: '1003', name: '박소나무', email: 'sonamu.park@example.com', nickName: '소나무', mobile: '010-3456-7890' },
];

/** A typed-in person gets a key derived from the e-mail, so the same e-mail is the same account. */
export function typedPerson(name: string, email: string): SandboxPerson {
  const digest = createHash('sha256').update(email.toLowerCase()).digest('hex');
  return { key: String(parseInt(digest.slice(0, 10), 16)), name, email, nickName: name, mobile: '' };
}
