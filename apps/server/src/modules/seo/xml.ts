// The sitemap protocol (sitemaps.org): an index of files, each a <urlset> of at most
// 50,000 URLs and 50 MB. Values are XML-escaped; URLs are absolute.

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

export function urlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod(entry.lastmod)}</url>`);
  return `${HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(entries: readonly SitemapEntry[]): string {
  const files = entries.map((entry) => `<sitemap><loc>${escapeXml(entry.loc)}</loc>${lastmod(entry.lastmod)}</sitemap>`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${files.join('\n')}\n</sitemapindex>\n`;
}
