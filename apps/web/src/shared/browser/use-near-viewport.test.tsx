import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Section() {
  const [ref, near] = useNearViewport();
  return <section ref={ref}>{near ? 'loading reviews' : 'waiting'}</section>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true at once where the browser cannot observe (nothing would ever load otherwise)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    expect(screen.getByText('loading reviews')).toBeTruthy();
  });

  it('waits until the section comes near the viewport, then stops observing', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, options, observed: [], disconnected: false };
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.observed.push(element);
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    render(<Section />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const [observer] = observers;
    expect(observer?.observed[0]?.tagName).toBe('SECTION');
    expect(observer?.options?.rootMargin).toBe('200px 0px');
    act(() => observer!.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('loading reviews')).toBeTruthy();
    expect(observer?.disconnected).toBe(true);
  });
});
