import { describe, expect, it } from 'vitest';
import { SpecMessage } from './specMessages';
import {
  BannerDefaults,
  CacheMaxAgeMs,
  CookieMaxAgeSeconds,
  CookieName,
  HeaderName,
  StorageKey,
  TimeoutMs,
} from './constants';

describe('spec constants', () => {
  it('keeps session cookie lifetimes of 30 days and 1 day', () => {
    expect(CookieMaxAgeSeconds.accessToken).toBe(30 * 24 * 60 * 60);
    expect(CookieMaxAgeSeconds.guestId).toBe(24 * 60 * 60);
    expect(CookieMaxAgeSeconds.guestCart).toBe(24 * 60 * 60);
  });

  it('never reuses a cookie, header or storage name for two meanings', () => {
    for (const names of [CookieName, HeaderName, StorageKey]) {
      const values = Object.values(names);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('keeps the 15-minute response cache longer than the 90-second client cache', () => {
    expect(CacheMaxAgeMs.responseCache).toBe(15 * 60 * 1000);
    expect(CacheMaxAgeMs.cachedGetClient).toBeLessThan(CacheMaxAgeMs.responseCache);
    expect(TimeoutMs.shopping).toBeLessThan(TimeoutMs.generic);
  });

  it('uses a valid CSS hex colour for both banner defaults', () => {
    expect(BannerDefaults.bgColor).toMatch(/^#[0-9A-F]{6}$/);
    expect(BannerDefaults.textColor).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('keeps spec messages unique so callers can tell them apart', () => {
    const texts = Object.values(SpecMessage);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
