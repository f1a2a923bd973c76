import type { ServerModule } from '../../core/module';
import { benefitWorkers } from './expiry-jobs';
import * as benefitMigration from './migrations/2026112510_benefit';
import * as pointBalanceMigration from './migrations/2026112721_point_balance';
import { benefitRoutes } from './routes';
import { seedBenefits } from './seed';

/** Coupons, points (적립금) and invitation rewards; routes in README.md, rules in docs/benefits.md. */
export const benefitModule: ServerModule = {
  name: 'benefit',
  migrations: { '2026112510_benefit': benefitMigration, '2026112721_point_balance': pointBalanceMigration },
  routes: benefitRoutes,
  seed: seedBenefits,
  queueWorkers: (app) => benefitWorkers({ db: app.db, log: app.log, clock: app.clock }),
};

/** Reviews (helper B): points for a review, once per review. */
export { awardReviewPoints, benefitGlance, type ReviewAward } from './points';
/** Checkout (order module): the coupons and points box, pricing with the choice, and using them at placement. */
export { checkoutBenefits, commitOrderBenefits, priceOrderBenefits, type CheckoutBenefits, type CheckoutSheet } from './checkout';
/** An order's life (order module): status changes, refunds, claims and confirmations. */
export { followOrderStatus, onClaimCompleted, refundBenefitsOf, releaseOrderBenefits, retakeOrderBenefits, type RefundBenefits } from './order-hooks';
export { onLinesConfirmed, type ConfirmedOrder } from './confirmation';
/** The expiry job's rounds, for tests and scripts. */
export { expirePoints, noticeExpiringPoints } from './expiry-jobs';
