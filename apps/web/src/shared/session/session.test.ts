import { describe, expect, it } from 'vitest';
import { isSignedIn, readCookie } from '@/shared/session';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('id', 'tma_id=guest')).toBeUndefined();
  });
});

describe('isSignedIn', () => {
  it('is true only for the tms_signed=1 marker', () => {
    expect(isSignedIn('tms_signed=1')).toBe(true);
    expect(isSignedIn('tms_signed=0')).toBe(false);
    expect(isSignedIn('')).toBe(false);
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'tms_signed=1; path=/';
    expect(isSignedIn()).toBe(true);
    document.cookie = 'tms_signed=; path=/; max-age=0';
    expect(isSignedIn()).toBe(false);
  });
});
