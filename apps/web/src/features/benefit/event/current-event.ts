/**
 * The coupon event running now (seeded by the server as WINTER2026). The benefit API has no
 * list of running events, so my page links to this one; change it here when the next event
 * starts (one place), or replace it by such a list once the server offers one.
 */
export const CURRENT_COUPON_EVENT = 'WINTER2026';
