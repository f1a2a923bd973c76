import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The web tests share two cores with the database-backed server tests: waiting for a lazy
// page or an answer can take longer than Testing Library's one-second default there.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has no layout engine: scrolling and media queries are stubbed so components that
// use them can still be rendered.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
