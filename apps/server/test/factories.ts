import type { TestServer } from './harness';
import { HttpClient } from './http-client';
import { guestClient } from '../src/modules/cart/cart-test-kit';
import { type Member, signedInMember, startIdentityServer } from '../src/modules/identity/test-kit';

// One way to make each kind of visitor for tests that cross modules. The modules' own kits
// stay where they are (their tests use them); this file picks one flow of each, so a
// cross-module test never grows a sign-up flow of its own.

export type { Member, TestPerson } from '../src/modules/identity/test-kit';
export { certify, joinBody, newEmail, newPerson } from '../src/modules/identity/test-kit';
export { add, listCart, pickOptions, setStock, type TestOption } from '../src/modules/cart/cart-test-kit';

/** A server whose sign-in counters live in their own Redis key space (when REDIS_URL is set). */
export const startIsolatedServer = (): Promise<TestServer> => startIdentityServer();

/** Verified through the PortOne sandbox, joined and signed in, with their own browser. */
export const verifiedMember = (server: TestServer): Promise<Member> => signedInMember(server);

/** A browser holding a guest id (tma_id), as the web shell makes on the first visit. */
export const guest = (server: TestServer): Promise<HttpClient> => guestClient(server);

/** A browser with no cookies at all; it picks up only the XSRF pair on its first state-changing call. */
export const anonymous = (server: TestServer): HttpClient => server.client();

/** A copy of a browser with one cookie set to a value of the caller's choosing (forged or stolen). */
export function withCookie(client: HttpClient, name: string, value: string): HttpClient {
  const copy = new HttpClient(client.baseUrl);
  for (const [key, existing] of client.cookies) copy.cookies.set(key, existing);
  copy.cookies.set(name, value);
  return copy;
}

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
