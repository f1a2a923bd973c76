import type { Kysely } from 'kysely';
import type { ServerModule } from '../../core/module';
import type { Database } from '../../db/database';
import * as reviewMigration from './migrations/2026112521_review';
import * as reviewCountsMigration from './migrations/2026112522_review_counts';
import * as ratingSumMigration from './migrations/2026112661_review_rating_sum';
import * as seedStateMigration from './migrations/2026112870_review_seed_state';
import * as answerMigration from './migrations/2026120101_review_answer';
import { countReviewableLines } from './queries';
import { reviewRoutes } from './routes';
import { seedReviews } from './seed';

/** My page home's glance: how many delivered or confirmed lines wait for a review. */
export async function reviewGlance(db: Kysely<Database>, memberId: number): Promise<{ writable: number }> {
  return { writable: await countReviewableLines(db, memberId) };
}

/**
 * Product reviews with photos (docs/reviews-and-media.md), and the shop's answers to them,
 * written in the console (/api/admin/v1/reviews, audited) and shown under the review.
 */
export const reviewModule: ServerModule = {
  name: 'review',
  migrations: {
    '2026112521_review': reviewMigration, '2026112522_review_counts': reviewCountsMigration, '2026112661_review_rating_sum': ratingSumMigration, '2026112870_review_seed_state': seedStateMigration,
    '2026120101_review_answer': answerMigration,
  },
  routes: reviewRoutes,
  seed: seedReviews,
};
