import { describe, expect, it } from 'vitest';
import { signPreview, verifyPreview } from './preview';

const secret = 'a test secret of enough length';
const now = new Date('2026-12-24T03:00:00Z');
const payload = { items: [{ kind: 'banner' as const, id: 7 }], viewAs: 'MEMBER' as const, expiresAt: now.getTime() + 60_000, staffId: 2 };

describe('a console preview token', () => {
  it('is accepted as signed until it expires', () => {
    const token = signPreview(secret, payload);
    expect(verifyPreview(secret, token, now)).toEqual(payload);
    expect(verifyPreview(secret, token, new Date(payload.expiresAt))).toBeNull();
  });

  it('is refused when its payload or signature was changed, or signed with another secret', () => {
    const token = signPreview(secret, payload);
    const other = signPreview(secret, { ...payload, items: [{ kind: 'banner', id: 8 }] });
    const [, signature] = token.split('.');
    const [otherPayload] = other.split('.');
    expect(verifyPreview(secret, `${otherPayload}.${signature}`, now)).toBeNull();
    expect(verifyPreview('another secret', token, now)).toBeNull();
    expect(verifyPreview(secret, `${token}.more`, now)).toBeNull();
    expect(verifyPreview(secret, 'nonsense', now)).toBeNull();
  });
});
