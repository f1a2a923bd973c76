import { describe, expect, it } from 'vitest';
import { shouldRotate, wrapIndex } from './carousel-state';

describe('carousel state', () => {
  it('wraps forwards and backwards', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('rotates only with several slides and nobody paused, hovering, focused or asking for less motion', () => {
    const idle = { slideCount: 4, paused: false, engaged: false, reducedMotion: false };
    expect(shouldRotate(idle)).toBe(true);
    expect(shouldRotate({ ...idle, slideCount: 1 })).toBe(false);
    expect(shouldRotate({ ...idle, paused: true })).toBe(false);
    expect(shouldRotate({ ...idle, engaged: true })).toBe(false);
    expect(shouldRotate({ ...idle, reducedMotion: true })).toBe(false);
  });
});
