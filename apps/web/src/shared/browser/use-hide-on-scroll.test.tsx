import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPastHideThreshold, useHideOnScroll } from '@/shared/browser';

const frames: FrameRequestCallback[] = [];

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('scroll'));
}

function drawFrame() {
  act(() => {
    frames.splice(0).forEach((callback) => callback(0));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('header hiding', () => {
  it('hides from 60 px down', () => {
    expect(isPastHideThreshold(59)).toBe(false);
    expect(isPastHideThreshold(60)).toBe(true);
  });

  it('follows scrolling, once per animation frame', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);

    scrollTo(120);
    expect(frames).toHaveLength(1);
    expect(result.current).toBe(false);
    drawFrame();
    expect(result.current).toBe(true);

    scrollTo(0);
    drawFrame();
    expect(result.current).toBe(false);
  });
});
