import { paths } from './paths';

// The sign-in page's 비회원으로 주문하기 reads where a guest was sent from; the paths are the
// router's, so they live beside it rather than in the order feature (auth would import order).

const MEMBER_CHECKOUT = new Set([paths.orderCheckout(), paths.orderCheckoutSample()]);

/** Whether a sign-in page's redirectUrl is the member checkout (a guest was sent to sign in from 주문하기 or 바로 구매). */
export function isMemberCheckoutPath(redirectUrl: string): boolean {
  try {
    return MEMBER_CHECKOUT.has(new URL(redirectUrl, 'http://maru.invalid').pathname);
  } catch {
    return false;
  }
}

/**
 * The guest checkout for the same lines as a member checkout address: the cart's ?cartSeqs=
 * carries over; 바로 구매 items wait in session storage (buy-now.ts), never in the URL; a
 * member's sheetNo does not, since a guest cannot read it.
 */
export function guestCheckoutPathFor(redirectUrl: string): string | undefined {
  if (!isMemberCheckoutPath(redirectUrl)) return undefined;
  const url = new URL(redirectUrl, 'http://maru.invalid');
  const query = new URLSearchParams();
  const cartSeqs = url.searchParams.get('cartSeqs');
  if (cartSeqs) query.set('cartSeqs', cartSeqs);
  if (url.pathname === paths.orderCheckoutSample()) query.set('orderType', 'SAMPLE');
  const search = query.toString();
  return `${paths.guestOrderCheckout()}${search ? `?${search.replace(/%2C/gi, ',')}` : ''}`;
}
