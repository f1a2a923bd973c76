import { useEffect, useState } from 'react';
import { SUGGESTION_DELAY_MS } from '@maru/domain';
import { fetchSuggestions } from './search-api';

export type SuggestionFetcher = (keyword: string, signal: AbortSignal) => Promise<string[]>;

/**
 * Suggestions for the typed text (spec 02 §4): each change waits 300 ms before asking, and
 * a newer change cancels both the waiting timer and the call already on its way, so an old
 * answer can never replace a newer one.
 */
export function useSuggestions(text: string, fetcher: SuggestionFetcher = fetchSuggestions): string[] {
  const [result, setResult] = useState<{ for: string; words: string[] }>({ for: '', words: [] });
  const keyword = text.trim();

  useEffect(() => {
    if (keyword === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetcher(keyword, controller.signal).then(
        (words) => {
          if (!controller.signal.aborted) setResult({ for: keyword, words });
        },
        () => {
          if (!controller.signal.aborted) setResult({ for: keyword, words: [] });
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, fetcher]);

  return keyword !== '' && result.for === keyword ? result.words : [];
}
