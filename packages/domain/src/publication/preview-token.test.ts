import { describe, expect, it } from 'vitest';
import { findInjectedQueryValue } from '../guards';
import { decodePreviewPayload, encodePreviewPayload } from './preview-payload';

const payload = { items: [{ kind: 'banner' as const, id: 12 }, { kind: 'exhibition' as const, id: 40 }], viewAs: 'MEMBER' as const, expiresAt: 1_796_000_000_000, staffId: 3 };

describe('a preview token’s payload', () => {
  it('reads back what was written', () => {
    expect(decodePreviewPayload(`${encodePreviewPayload(payload)}.signature`)).toEqual(payload);
  });

  it('is hex, so the page address passes the SQL-keyword guard', () => {
    const token = encodePreviewPayload(payload);
    expect(token).toMatch(/^[0-9a-f]+$/);
    expect(findInjectedQueryValue(`?maruPreview=${token}`)).toBeNull();
  });

  it('is undefined for anything else', () => {
    expect(decodePreviewPayload('not-hex')).toBeUndefined();
    expect(decodePreviewPayload('7b7d')).toBeUndefined();
    expect(decodePreviewPayload(encodePreviewPayload({ ...payload, items: [{ kind: 'order' as never, id: 1 }] }))).toBeUndefined();
  });
});
