import { useEffect } from 'react';
import { fullTitle } from '@/shared/seo';

export { HOME_TITLE } from '@/shared/seo';

/** Each page names itself; without a title the tab shows the shop's home title. */
export function usePageTitle(title?: string): void {
  const text = fullTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
