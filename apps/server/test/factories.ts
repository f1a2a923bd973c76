// One way to make each kind of visitor for tests that cross modules. The modules' own kits
// stay where they are (their tests use them); this file picks one flow of each, so a
// cross-module test never grows a sign-up flow of its own. It re-exports those kits, so no kit
// imports it (issue 42): what kits share lives in leaf files here, visitors.ts and order-server.ts.

export { anonymous, guest, startIsolatedServer, verifiedMember, withCookie } from './visitors';
export type { Member, TestPerson } from '../src/modules/identity/test-kit';
export { certify, joinBody, newEmail, newPerson } from '../src/modules/identity/test-kit';
export { add, listCart, pickOptions, setStock, type TestOption } from '../src/modules/cart/cart-test-kit';

export { buyNowSheet, orderBody, place, sandboxPay } from '../src/modules/order/order-test-kit';

/** Staff of the operator console, signed in over HTTP as the console does, and the audit log they leave. */
export { auditEntriesOf, createStaff, signedInStaff, type SignedInStaff } from '../src/modules/staff/staff-test-kit';

/** Orders paid through the sandbox and moved straight to a line state (reviews follow delivery). */
export { AFTERSALE_LIMITS, forceLines, freshOptions, paidOrder } from '../src/modules/order/aftersale/aftersale-test-kit';
export { GENEROUS_ORDER_LIMITS, member, startOrderServer } from '../src/modules/order/order-test-kit';
/** A product made through the catalogue console's create call (shown with its design's picture). */
export { newConsoleProduct } from '../src/modules/catalogue/test-kit';
/** Real pictures made with sharp, uploaded as multipart the way a browser's FormData sends them (media module). */
export { asJpegName, jpegWithGps, pngImage, postFiles, uploadFiles, webpImage, type TestFile } from '../src/modules/media/media-test-kit';
/** Checkouts with coupons and points, cancelled and returned over HTTP (benefit module). */
export { cancel, lineRows, outboxOf, requestReturn } from '../src/modules/order/aftersale/aftersale-test-kit';
export { completeOf, expireNow, freshOption, notify, orderRow, placeOf, sandboxPayment, setPrice, sheetOf, stockOf } from '../src/modules/order/order-test-kit';
/** Members with points and the sign-up coupon, and options priced for coupon tests (benefit module). */
export { balanceOf, benefitMember, downloaded, givePoints, makeCoupon, pricedOption, startBenefitServer, type TestMember } from '../src/modules/benefit/benefit-test-kit';
export { signIn } from '../src/modules/identity/test-kit';
/** Showroom visits booked (and confirmed by the code sent to the phone) over HTTP (showroom module). */
export { bookConfirmed, bookingBody, GENEROUS_SHOWROOM_LIMITS, newPhone, openDay } from '../src/modules/showroom/showroom-test-kit';
