import { RECENT_SEARCH_LIMIT } from '../codes';

/**
 * Recent search words, newest first (spec 02 §4): searching a word again moves it to the
 * front instead of repeating it, and past the limit the oldest words drop off.
 */
export function addRecentSearch(list: readonly string[], word: string, limit: number = RECENT_SEARCH_LIMIT): string[] {
  if (!(limit >= 1) || !(Number.isInteger(limit) || limit === Number.POSITIVE_INFINITY)) {
    throw new RangeError(`Recent search limit must be a whole number of 1 or more, got ${limit}`);
  }
  const trimmed = word.trim();
  if (trimmed === '') return [...list];
  return [trimmed, ...list.filter((entry) => entry.trim() !== trimmed)].slice(0, limit);
}

export function removeRecentSearch(list: readonly string[], word: string): string[] {
  const trimmed = word.trim();
  return list.filter((entry) => entry.trim() !== trimmed);
}
