import { useEffect, useRef } from 'react';
import { MAIN_ID } from '@/shared/layout';

/**
 * After a client-side navigation, focus moves to the main landmark so screen-reader and
 * keyboard users start at the new page, not in the link they just used. The first render
 * keeps the browser's own focus.
 */
export function useFocusMainOnNavigation(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
