import '@/styles/global.css';
import { reloadPageForChunkError } from '@/app/chunk-reload';
import { afterFirstScreen, preloadPageModules } from '@/app/first-screen';

// The entry is only this: React, the router and the app come in their own chunk, fetched and
// started once a server-rendered first screen is painted (at once for the shell, whose HTML
// preloads it).

// Vite reports a failed preload of a lazy chunk's CSS or JS dependencies here; the same
// once-per-minute reload applies as for the chunk itself.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadPageForChunkError()) event.preventDefault();
});

// A newer navigation skips the view transition still running (React Router calls
// skipTransition(), e.g. a tap right after the back button); Chromium then rejects that
// transition's promise with an AbortError no one awaits. It is the expected end of an
// interrupted animation, not a fault, so it is neither logged nor reported.
window.addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  if (reason instanceof DOMException && reason.name === 'AbortError' && /transition/i.test(reason.message)) event.preventDefault();
});

void afterFirstScreen()
  .then(() => {
    preloadPageModules();
    // React, then the router, then the app, each in a task of its own: evaluated together
    // they were one ~150 ms task on a phone (Chromium at 4x CPU throttling), which counts
    // as blocking time past 50 ms; React alone is ~65 ms.
    return import('react-dom/client');
  })
  .then(() => import('react-router/dom'))
  .then(() => import('@/app/start'))
  .then(({ startApp }) => startApp());
