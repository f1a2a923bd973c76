// The domain package compiles without DOM or Node types, so URLSearchParams is not
// available to it by type. This reads a query string the same way (form encoding:
// '+' is a space, percent escapes decoded) and is structurally compatible with it:
// a real URLSearchParams is an Iterable of the same pairs.
export type QueryPairs = Iterable<readonly [string, string]>;

/** Decodes one form-encoded component; a malformed escape is kept as typed rather than dropped. */
export function decodeQueryComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Splits '?a=1&b=2' (the '?' is optional) into decoded [key, value] pairs in order. */
export function parseQueryString(search: string): [string, string][] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query
    .split('&')
    .filter((part) => part.length > 0)
    .map((part) => {
      const equals = part.indexOf('=');
      const key = equals === -1 ? part : part.slice(0, equals);
      const value = equals === -1 ? '' : part.slice(equals + 1);
      return [decodeQueryComponent(key), decodeQueryComponent(value)];
    });
}
