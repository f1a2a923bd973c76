import { useEffect } from 'react';
import { BRAND_NAME } from '@/shared/config';

export const HOME_TITLE = `${BRAND_NAME} — 가구 · 타일 · 인테리어`;

/** Each page names itself; without a title the tab shows the shop's home title. */
export function usePageTitle(title?: string): void {
  const text = title ? `${title} | ${BRAND_NAME}` : HOME_TITLE;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
