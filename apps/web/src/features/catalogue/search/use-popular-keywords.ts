import { useEffect, useState } from 'react';

/** The popular words, fetched once the popup first opens. */
export function usePopularKeywords(open: boolean, fetcher: (signal?: AbortSignal) => Promise<string[]>): string[] {
  const [words, setWords] = useState<string[] | undefined>();
  const wanted = open && words === undefined;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    void fetcher(controller.signal).then((list) => {
      if (!controller.signal.aborted) setWords(list);
    });
    return () => controller.abort();
  }, [wanted, fetcher]);
  return words ?? [];
}
