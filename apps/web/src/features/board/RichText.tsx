import { useMemo } from 'react';
import { sanitizeHtml, type HtmlAllowList } from './safe-html';

interface RichTextProps {
  html: string;
  allow: HtmlAllowList;
  className?: string;
  id?: string;
}

/** Server HTML rendered only after the browser-side allow-list has cleaned it. */
export function RichText({ html, allow, className, id }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html, allow), [html, allow]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
