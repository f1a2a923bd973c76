import { type AllowList, boardAllowList, sanitizeHtml } from '../../core/text/html-sanitize';
import { descriptionText } from './search-columns';

// A product's description as shoppers read it. The console writes rich text (HTML); the seed
// wrote plain paragraphs. Whatever is stored, it is cleaned on every read with the shop's
// strict allow-list (as banners and notices are), so a stored script never reaches a page.

/** Notice markup plus the headings a long description is divided by. */
const productAllowList: AllowList = { ...boardAllowList, h3: {}, h4: {} };

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function descriptionHtml(stored: string): string {
  if (!stored.includes('<')) return stored.split(/\n+/).filter((line) => line.trim()).map((line) => `<p>${escape(line.trim())}</p>`).join('');
  return sanitizeHtml(stored, productAllowList);
}

/** Plain text for meta descriptions and structured data. */
export const descriptionPlain = (stored: string) => (stored.includes('<') ? descriptionText(sanitizeHtml(stored, productAllowList)) : stored);
