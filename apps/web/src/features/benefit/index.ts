// The benefit feature's public surface: my page's coupon, point and invitation screens, the
// invitation event page, the product page's 쿠폰 받기 and the checkout's coupons and points.
// The product page's button loads its dialog on first click, so the page stays light.
export { CouponListView } from './coupons/CouponListView';
export { PointView } from './points/PointView';
export { InvitationView } from './invitation/InvitationView';
export { InvitationEventView } from './invitation/InvitationEventView';
export { CouponDownloadButton } from './product/CouponDownloadButton';
export { EventCouponView } from './event/EventCouponView';
/** An event's coupons inside another page (the exhibitions' coupon block). */
export { DownloadableCouponList, TakeAllButton } from './download/DownloadableCouponList';
export { useCouponDownload } from './download/use-coupon-download';
export { eventCouponsQuery } from './api/benefit-api';
export { CURRENT_COUPON_EVENT } from './event/current-event';
export { BenefitSection } from './checkout/BenefitSection';
export { appliedChoiceOf, benefitRefusalOf, useBenefitChoice, useBenefitRefusal } from './checkout/use-benefit-choice';
export { benefitKeys } from './api/benefit-api';
