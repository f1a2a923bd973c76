import { useEffect, useState } from 'react';
import { cachedRequest, cachedValue } from './request-cache';

/** A cached request started after the first render: its answer, or undefined until it comes. */
export function useCachedRequest<T>(key: string, maxAgeMs: number, load: () => Promise<T>): T | undefined {
  const [answer, setAnswer] = useState<{ key: string; data: T } | null>(null);
  useEffect(() => {
    let live = true;
    cachedRequest(key, maxAgeMs, load).then(
      (data) => live && setAnswer({ key, data }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The key names the request; load and maxAgeMs belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.key === key ? answer.data : cachedValue<T>(key);
}
