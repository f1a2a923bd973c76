import { STYLING_SPACES, STYLING_STYLES, type StylingSpace, type StylingStyle } from './vocabulary';

// The styling list's state lives in its URL (/styling/list?space=BATH&style=MODERN&page=2),
// so a filtered page can be shared, reloaded and reached with back and forward.

export interface StylingListAddress {
  space?: StylingSpace;
  style?: StylingStyle;
  page: number;
}

interface ParamsLike {
  get(name: string): string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the address leniently: an unknown space, style or page is left out, never an error page. */
export function parseStylingListAddress(params: ParamsLike): StylingListAddress {
  const page = params.get('page');
  return {
    space: oneOf(STYLING_SPACES, params.get('space')),
    style: oneOf(STYLING_STYLES, params.get('style')),
    page: page && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

/** The canonical query string (without '?'): fixed order, defaults left out. */
export function serializeStylingListAddress(address: StylingListAddress): string {
  // The values are codes and digits, nothing to escape.
  const pairs: string[] = [];
  if (address.space) pairs.push(`space=${address.space}`);
  if (address.style) pairs.push(`style=${address.style}`);
  if (address.page > 1) pairs.push(`page=${address.page}`);
  return pairs.join('&');
}
