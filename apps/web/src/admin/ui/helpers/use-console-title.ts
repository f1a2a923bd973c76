import { useEffect } from 'react';

/** The browser tab names the page first, then the console, so several open tabs stay apart. */
export function useConsoleTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | 마루 운영 콘솔`;
  }, [title]);
}
