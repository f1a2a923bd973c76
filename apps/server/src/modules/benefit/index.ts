import type { ServerModule } from '../../core/module';
import { benefitWorkers } from './expiry-jobs';
import * as benefitMigration from './migrations/2026112510_benefit';
import * as pointBalanceMigration from './migrations/2026112721_point_balance';
import * as couponCodeMigration from './migrations/2026112831_benefit_coupon_code';
import * as couponConsoleMigration from './migrations/2026120151_benefit_coupon_console';
import * as staffPointsMigration from './migrations/2026120201_benefit_staff_points';
import * as couponValuesMigration from './migrations/2026120741_benefit_coupon_values';
import { benefitRoutes } from './routes';
import { seedBenefits } from './seed';

/** Coupons, points (적립금) and invitation rewards; routes in README.md, rules in docs/benefits.md. */
export const benefitModule: ServerModule = {
  name: 'benefit',
  migrations: { '2026112510_benefit': benefitMigration, '2026112721_point_balance': pointBalanceMigration, '2026112831_benefit_coupon_code': couponCodeMigration, '2026120151_benefit_coupon_console': couponConsoleMigration, '2026120201_benefit_staff_points': staffPointsMigration, '2026120741_benefit_coupon_values': couponValuesMigration },
  routes: benefitRoutes,
  seed: seedBenefits,
  queueWorkers: (app) => benefitWorkers({ db: app.db, log: app.log, clock: app.clock }),
};

/** Reviews (helper B): points for a review, once per review. */
export { awardReviewPoints, benefitGlance, type ReviewAward } from './points';
/** Checkout (order module): the coupons and points box, pricing with the choice, and using them at placement. */
export { checkoutBenefits, commitOrderBenefits, priceOrderBenefits, type CheckoutBenefits, type CheckoutSheet } from './checkout';
/** An order's life (order module): status changes, refunds, claims and confirmations. */
export { followOrderStatus, onClaimCompleted, onOrderLineSplit, refundBenefitsOf, releaseOrderBenefits, retakeOrderBenefits, type RefundBenefits } from './order-hooks';
export { onLinesConfirmed, type ConfirmedOrder } from './confirmation';
/** The expiry job's rounds, for tests and scripts. */
export { expirePoints, noticeExpiringPoints } from './expiry-jobs';
/** The exhibitions' coupon blocks (exhibition console): event coupons to place, and the ones a block names. */
export { eventCouponPicks, eventCouponsById, eventCouponsOfEvent } from './exhibition-coupons';
/** The console's members (issue 28): points staff give or take back in an audited transaction, and the member page's points and coupons. */
export { adjustPointsByStaff, consoleCoupons, consolePoints, type StaffPoints, type StaffPointsWritten } from './staff-points';
