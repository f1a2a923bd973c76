import { shopApi } from '@/shared/api';

// Hand-checked rather than with zod: the search box may sit in the header, where every KB counts.

function wordsIn(list: unknown, keys: readonly string[]): string[] {
  if (!Array.isArray(list)) return [];
  const words = list.map((entry: unknown) => {
    if (typeof entry === 'string') return entry;
    if (typeof entry !== 'object' || entry === null) return '';
    const record = entry as Record<string, unknown>;
    const key = keys.find((name) => typeof record[name] === 'string');
    return key ? (record[key] as string) : '';
  });
  return [...new Set(words.map((word) => word.trim()).filter((word) => word !== ''))];
}

function listField(data: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(data)) return data;
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  return keys.map((key) => record[key]).find(Array.isArray) ?? [];
}

/** GET /product/v1/popular/keywordList; spec 02 §8: any failure gives an empty list. */
export async function fetchPopularKeywords(signal?: AbortSignal): Promise<string[]> {
  try {
    const answer = await shopApi.get('/product/v1/popular/keywordList', { signal });
    return wordsIn(listField(answer.data, ['popularList', 'list']), ['popularKeyword', 'keyword']);
  } catch {
    return [];
  }
}

const SUGGESTION_LIMIT = 10;

/**
 * GET /product/v1/search/keyword: brands, categories and product names matching what the
 * shopper typed, offered in that order as words to search for.
 */
export async function fetchSuggestions(keyword: string, signal: AbortSignal): Promise<string[]> {
  const answer = await shopApi.get('/product/v1/search/keyword', { query: { keyword }, signal });
  const words = [
    ...wordsIn(listField(answer.data, ['brandList']), ['brandName']),
    ...wordsIn(listField(answer.data, ['categoryList']), ['categoryName']),
    ...wordsIn(listField(answer.data, ['productList']), ['productName']),
  ];
  return [...new Set(words)].slice(0, SUGGESTION_LIMIT);
}
