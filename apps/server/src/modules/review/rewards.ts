import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { awardReviewPoints } from '../benefit';

/**
 * The one place a written review earns points: the benefit module's amounts (a photo review
 * earns more than a text one), once per review. Called in the review's own transaction, so
 * a review and its points commit or fail together. An edit never calls it again.
 */
export async function rewardReview(trx: Transaction<Database>, reward: { memberId: number; reviewId: number; withPhoto: boolean; now: Date }): Promise<number> {
  return awardReviewPoints(trx, reward);
}
