import { normalizeSearchText, searchBigrams } from '@maru/domain';

// A product's search columns (ADR 0004), from the words shoppers may type for it. The seed
// and the operator console both write products, so both build them here.

/**
 * The searchable text is a list of segments (name, category and option names, search words,
 * each description sentence) joined by a separator that is neither a letter nor a digit, so
 * no search run crosses two segments: a keyword then matches within one segment, and the
 * terms of the whole are the union of the segments' terms, which can be cached.
 */
const SEGMENT_SEPARATOR = ' | ';
const SENTENCE_END = /(?<=\.)\s+/u;

export interface SearchableProduct {
  name: string;
  brandNameKo: string;
  brandNameLatin: string;
  categoryNames: readonly string[];
  optionNames: readonly string[];
  /** Words shoppers type that the name may not hold (the seed's tags, the operator's 검색어). */
  keywords: readonly string[];
  /** Plain text: rich text is stripped of its tags first (descriptionText). */
  description: string;
}

export interface SearchColumns {
  name_terms: string[];
  search_terms: string[];
  name_text: string;
  search_text: string;
}

export function searchColumns(product: SearchableProduct, termsOf: (text: string) => string[] = searchBigrams): SearchColumns {
  const nameText = [product.name, product.brandNameKo, product.brandNameLatin].join(' ');
  const segments = [nameText, ...product.categoryNames, ...product.optionNames, ...product.keywords, ...product.description.split(SENTENCE_END)];
  return {
    name_terms: termsOf(nameText),
    search_terms: [...new Set(segments.flatMap((segment) => termsOf(segment)))],
    name_text: normalizeSearchText(nameText),
    search_text: normalizeSearchText(segments.join(SEGMENT_SEPARATOR)),
  };
}

/** The words of rich text: tags dropped, the few entities an editor writes decoded. */
export function descriptionText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
