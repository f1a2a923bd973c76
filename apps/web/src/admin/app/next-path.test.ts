import { describe, expect, it } from 'vitest';
import { consolePathOf, safeNextPath, signInPath } from './next-path';

describe('the way back after signing in', () => {
  it('follows console paths only, never another site or the sign-in page itself', () => {
    expect(safeNextPath('/business?status=REJECTED')).toBe('/business?status=REJECTED');
    for (const next of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'business', '/sign-in?next=/x']) expect(safeNextPath(next)).toBe('/');
  });

  it('reads a loader’s URL as a console path and builds the sign-in address from it', () => {
    expect(consolePathOf('http://shop.example/admin/audit?action=staff.sign_in')).toBe('/audit?action=staff.sign_in');
    expect(consolePathOf('http://shop.example/admin')).toBe('/');
    expect(signInPath('/audit?action=staff.sign_in')).toBe(`/sign-in?next=${encodeURIComponent('/audit?action=staff.sign_in')}`);
    expect(signInPath('/', 'expired')).toBe('/sign-in?reason=expired');
  });
});
