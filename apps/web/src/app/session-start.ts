// Spec 01 §4 start-up (guest id, member profile, analytics record). It runs once per page
// load, after the first paint and in its own chunk, so neither the home page's download nor
// its first paint waits for it.

let scheduled = false;

const IDLE_TIMEOUT_MS = 2_000;

function runSessionStart(): void {
  import('@/features/auth/session')
    .then(({ startSession }) => startSession())
    .catch(() => {
      // A failed chunk or request only means no guest id yet; the next page load retries.
    });
}

export function scheduleSessionStart(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  if ('requestIdleCallback' in window) window.requestIdleCallback(runSessionStart, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(runSessionStart, 0);
}
