import { cacheControl } from '../../core/http/reply';
import { MINUTE, type RequestLimit } from '../../core/security/rate-limit/request-limit';
import type { BookingDeps } from './bookings';

// What the showroom's public route groups share (routes.ts registers them).

/** Made once by showroomRoutes and given to each group. */
export interface ShowroomRouteKit {
  deps: BookingDeps;
  kakaoJsKey: string | null;
}

export const tags = ['showroom'];
/** A family books a visit or two; a script booking out every slot is stopped. */
export const bookingLimit: RequestLimit = { name: 'showroom-booking', perIp: 60, windowMs: 10 * MINUTE };
/** Number and phone are the guest's only key: guessing is slowed to a crawl. */
export const lookupLimit: RequestLimit = { name: 'showroom-booking-lookup', perIp: 30, windowMs: 10 * MINUTE };
/** Typing a code and asking for another: a booking allows 5 tries and 3 resends, a family a few bookings. */
export const codeLimit: RequestLimit = { name: 'showroom-booking-code', perIp: 60, windowMs: 10 * MINUTE };
/** Office pages change when staff edit them, rarely: a minute in shared caches is harmless. */
export const PUBLIC_CACHE = 'public, max-age=60';
/** Slots and bookings change any moment and name a person: no copy is kept. */
export const noStore = cacheControl('no-store');
