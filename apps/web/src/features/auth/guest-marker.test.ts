import { describe, expect, it } from 'vitest';
import { forgetGuestId, hasLiveGuestId, rememberGuestId } from './guest-marker';

describe('guest id marker', () => {
  it('counts a guest id as live for just under its one-day cookie lifetime', () => {
    const storage = window.localStorage;
    forgetGuestId(storage);
    expect(hasLiveGuestId(0, storage)).toBe(false);
    rememberGuestId(1_000, storage);
    expect(hasLiveGuestId(1_000 + 60 * 60 * 1000, storage)).toBe(true);
    expect(hasLiveGuestId(1_000 + 24 * 60 * 60 * 1000, storage)).toBe(false);
    forgetGuestId(storage);
    expect(hasLiveGuestId(2_000, storage)).toBe(false);
  });
});
