// Member benefits: coupons, points (적립금) and invitation rewards (issue 14; docs/benefits.md).
export * from './contract';
export * from './rules';
export * from './coupon';
export * from './checkout';
export * from './points';
export * from './labels';
export * from './console';
