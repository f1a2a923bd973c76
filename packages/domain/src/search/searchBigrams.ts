/**
 * Search text for the server's bigram index. Korean is written with free spacing
 * ('욕실타일' and '욕실 타일' mean the same), so matching works on character bigrams
 * of "runs" rather than on words:
 *
 * 1. Normalise: NFKC (full-width forms become plain), lowercase, whitespace collapsed.
 * 2. Whitespace between two Hangul characters is removed.
 * 3. The text splits into runs: a Hangul run is consecutive Hangul characters; a word run
 *    is consecutive other letters and digits. Anything else (remaining whitespace,
 *    punctuation, symbols such as ×) and every Hangul/non-Hangul boundary ends a run.
 * 4. A run's bigrams are its adjacent code-point pairs; a one-character run has none.
 *
 * So '욕실 타일 600x600' has the runs '욕실타일' and '600x600'. No bigram spans two runs,
 * which keeps 'LED 조명', 'led조명' and '조명 LED' equivalent.
 */

const HANGUL_SPACING = /(?<=\p{Script=Hangul})\s+(?=\p{Script=Hangul})/gu;
const RUN = /\p{Script=Hangul}+|(?:(?!\p{Script=Hangul})[\p{L}\p{N}])+/gu;
const HANGUL_START = /^\p{Script=Hangul}/u;

export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

function runsOf(text: string): string[] {
  return normalizeSearchText(text).replace(HANGUL_SPACING, '').match(RUN) ?? [];
}

function bigramsOf(run: string): string[] {
  const chars = Array.from(run);
  return chars.slice(1).map((char, index) => `${chars[index]}${char}`);
}

/**
 * The index terms of a product text: every run's bigrams, plus each non-Hangul word
 * whole (lowercase), so that short model names and sizes can be matched exactly too.
 */
export function searchBigrams(text: string): string[] {
  const terms = runsOf(text).flatMap((run) => (HANGUL_START.test(run) ? bigramsOf(run) : [...bigramsOf(run), run]));
  return [...new Set(terms)];
}

/**
 * The terms a product must all carry to match a keyword: the bigrams of its runs only,
 * so a keyword that is part of a product text always finds it. An empty result means
 * the keyword has no two adjacent characters to look up (e.g. '욕'); the caller then
 * matches normalizeSearchText(keyword) against the normalised text directly.
 */
export function queryBigrams(keyword: string): string[] {
  return [...new Set(runsOf(keyword).flatMap(bigramsOf))];
}
