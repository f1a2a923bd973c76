/** The element that carries a server-rendered page's state (JSON, not a script: the CSP allows no inline script). */
export const RENDERED_STATE_ID = 'maru-state';

// Longest the app waits for a server-rendered page's first screen before it hydrates anyway.
const FIRST_SCREEN_WAIT_MS = 3_000;

/**
 * Resolves once a server-rendered page's first screen has been painted — the first paint
 * has been shown and the images above the fold, which the window's load event waits for,
 * have come — or after FIRST_SCREEN_WAIT_MS. Loading and hydrating the app is a few hundred
 * milliseconds of main thread and ~100 KB of scripts on a mid-range phone; started earlier,
 * it holds back the paint of the largest image (Lighthouse's LCP on a product page went
 * from 1.0 s to 2.6 s in about half the runs). Links and the first screen work without the
 * app meanwhile. A page the browser renders itself (the bare shell) has nothing to wait for.
 */
export function afterFirstScreen(): Promise<void> {
  if (!document.getElementById(RENDERED_STATE_ID)) return Promise.resolve();
  // The load event can come before the first paint (images already fetched), so both.
  const painted = new Promise<void>((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    window.addEventListener('load', () => resolve(), { once: true });
  });
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  // The frame after both is the one that shows images that came after the first paint.
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return Promise.race([Promise.all([painted, loaded]).then(nextFrame), waited]);
}

// Appending a modulepreload link costs one to two milliseconds of main thread on a phone;
// the thirty or so of a product page at once were a long task of their own.
const LINKS_PER_TASK = 8;

/**
 * Preloads the app's and the server-rendered page's chunks (named by the server in
 * data-modules, the app's first), a few per task, so they download side by side while the
 * entry imports them one after the other.
 */
export function preloadPageModules(): void {
  const names = (document.getElementById(RENDERED_STATE_ID)?.dataset.modules ?? '').split(' ').filter(Boolean);
  const append = (from: number) => {
    for (const href of names.slice(from, from + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + LINKS_PER_TASK < names.length) setTimeout(() => append(from + LINKS_PER_TASK), 0);
  };
  append(0);
}
