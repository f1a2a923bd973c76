import type { FirstScreenImage } from '@maru/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a server-rendered page says about itself in <head>: title, previews, search engines. */
export interface PageMeta {
  /** The page's own title; the shop's name is appended. Absent on the home page. */
  title?: string;
  description?: string;
  /** Path (and query, if it names a different page) of the one URL search engines should keep. */
  canonicalPath?: string;
  image?: { url: string; width: number; height: number; alt: string };
  /** Open Graph type: a product page says product, the rest website. */
  type?: 'website' | 'product' | 'article';
  /** Price for product previews (KakaoTalk and Naver read product:price). */
  price?: { amount: number; currency: 'KRW' };
  /** Structured data, each object one <script type="application/ld+json">. */
  jsonLd?: readonly object[];
  /** Keep the page out of search engines (search results, personal pages). */
  noindex?: boolean;
  /** The first screen's largest image, preloaded from the HTML with high priority. */
  lcpImage?: FirstScreenImage;
  /** HTTP status when the page itself says the thing is missing (a sold-out or unknown product: 404). */
  status?: number;
}

export interface PageMetaArgs {
  /** The render's query client, filled by the page's loader. */
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/** A page file's `meta` export: its head tags from the data its loader fetched. */
export type PageMetaFunction = (args: PageMetaArgs) => PageMeta;
