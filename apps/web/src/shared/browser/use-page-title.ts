import { useEffect } from 'react';
import { shopInfo } from '@/shared/config';

export const HOME_TITLE = `${shopInfo.brandName} — 가구 · 타일 · 인테리어`;

/** Each page names itself; without a title the tab shows the shop's home title. */
export function usePageTitle(title?: string): void {
  const text = title ? `${title} | ${shopInfo.brandName}` : HOME_TITLE;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
