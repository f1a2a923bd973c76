import { normalizeSearchText } from '@maru/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { countRecentSearches, insertSearchLog } from '../queries';
import { createRandom } from './random';

/** How far back the popular keywords look. */
export const POPULAR_WINDOW_DAYS = 7;

/**
 * Searches a fresh shop starts with, as (keyword, distinct visitors). They are marked
 * with a 'seed:' visitor key and only added while the window holds no real searches, so
 * the popular list is never empty on a new install yet soon reflects real shoppers.
 */
const starterSearches: readonly [string, number][] = [
  ['타일', 40],
  ['테라조', 28],
  ['욕실 타일', 22],
  ['포세린', 18],
  ['카펫타일', 16],
  ['세면대 수전', 14],
  ['모자이크', 12],
  ['소파', 11],
  ['펜던트', 9],
  ['헤링본', 8],
  ['600×600', 7],
  ['러그', 6],
];

export function popularWindowStart(now: Date): Date {
  return new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
}

export async function seedSearchActivity(db: Kysely<Database> | Transaction<Database>, now = new Date()): Promise<void> {
  if ((await countRecentSearches(db, popularWindowStart(now))) > 0) return;
  const rng = createRandom(now.getUTCFullYear() * 1000 + now.getUTCMonth());
  const spreadMs = (POPULAR_WINDOW_DAYS - 1) * 86_400_000;
  const entries = starterSearches.flatMap(([keyword, visitors]) =>
    Array.from({ length: visitors }, (_, index) => ({
      keyword,
      normalized: normalizeSearchText(keyword),
      visitorKey: `seed:${index}`,
      searchedAt: new Date(now.getTime() - Math.floor(rng.next() * spreadMs)),
    })),
  );
  await insertSearchLog(db, entries);
}
