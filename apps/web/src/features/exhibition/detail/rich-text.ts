import type { HtmlAllowList } from '@/features/board';

/** The server's exhibition allow-list (notice tags plus h2–h4 and quotes), applied again in the page. */
export const exhibitionHtml: HtmlAllowList = {
  tags: ['p', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'span', 'br', 'a', 'h2', 'h3', 'h4', 'blockquote'],
  attributes: ['href'],
};
