// The loads under way, one a URL, so callers at the same time share one script element. Not a
// cache: a load leaves when it settles, and a loaded script is found by `read` from then on.
const loading = new Map<string, Promise<unknown>>();

interface ExternalScript<T> {
  url: string;
  /** The global the script defines, once it is usable. */
  read: () => T | undefined;
  /** Shown to the shopper when the script cannot be loaded. */
  failMessage: string;
  /** Give up after this long (a blocked host may never answer); no limit when absent. */
  timeoutMs?: number;
  /** Subresource Integrity of a pinned file (fetched anonymously, as SRI requires): a changed file is refused. */
  integrity?: string;
}

/**
 * Loads a third-party script (PortOne's SDK, Daum's postcode widget, Kakao's maps and share SDKs) only when a feature
 * needs it, once per URL however many callers ask at the same time. A failed load removes
 * its script element, so the next attempt starts afresh.
 */
export function loadExternalScript<T>({ url, read, failMessage, timeoutMs, integrity }: ExternalScript<T>): Promise<T> {
  const ready = read();
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(url) as Promise<T> | undefined;
  if (pending) return pending;
  const started = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = timeoutMs === undefined ? undefined : window.setTimeout(fail, timeoutMs);
    function fail() {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error(failMessage));
    }
    script.src = url;
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.async = true;
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      const loaded = read();
      if (loaded) resolve(loaded);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  }).finally(() => loading.delete(url));
  loading.set(url, started);
  return started;
}
