import { useCallback, useState } from 'react';

/** How far below the screen a section starts loading: a little ahead of the shopper's scroll, not so far that a phone's first screen reaches it. */
const AHEAD = '200px 0px';

/**
 * For a section below the first screen that fetches its own data (reviews, questions,
 * documents): false until the element given to `ref` comes within 200 px of the
 * viewport, then true for good. A page load therefore fetches and parses nothing for it
 * (issue 23: those answers, parsed as the page became interactive, were part of its
 * blocking time). Without IntersectionObserver it is true at once.
 */
export function useNearViewport(): [ref: (element: Element | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
