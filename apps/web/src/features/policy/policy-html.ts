import { boardHtml, isInternalPath, type HtmlAllowList } from '@/features/board';

const isMailto = (value: string): boolean => /^mailto:[^\s"'<>\\@]+@[^\s"'<>\\]+$/.test(value);

/** Legal texts: the board subset plus headings carrying their h_01… anchors, tables and mail links. */
export const policyHtml: HtmlAllowList = {
  tags: [...boardHtml.tags, 'h3', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  attributes: ['href', 'id'],
  isAllowedHref: (href) => isInternalPath(href) || isMailto(href),
  isAllowedId: (id) => /^h_\d{2}$/.test(id),
};
