import { parseQueryString, type QueryPairs } from './queryString';

const SQL_KEYWORDS = [
  'alter',
  'create',
  'delete',
  'drop',
  'exec',
  'insert',
  'merge',
  'select',
  'update',
  'and',
  'or',
] as const;

// JS \b only knows ASCII word characters, so 'and' inside a Hangul word would look like a
// whole word. Letters, marks and digits of any script count as word characters here.
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}_]';
const keywordPattern = new RegExp(
  `(?<!${WORD_CHAR})(?:${SQL_KEYWORDS.join('|')})(?!${WORD_CHAR})`,
  'iu',
);

/** True when the value holds an SQL keyword as a whole word, in any letter case. */
export function detectSqlInjection(value: string): boolean {
  return keywordPattern.test(value);
}

/**
 * Scans every decoded query key and value (a query string or URLSearchParams); returns the first offending text, or null when
 * the query is clean. Keys are scanned too because a key reaches the server just like a value.
 */
export function findInjectedQueryValue(search: string | QueryPairs): string | null {
  const pairs = typeof search === 'string' ? parseQueryString(search) : search;
  for (const [key, value] of pairs) {
    if (detectSqlInjection(key)) return key;
    if (detectSqlInjection(value)) return value;
  }
  return null;
}
