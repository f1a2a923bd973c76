/**
 * Text the database can store. PostgreSQL's text type cannot hold U+0000 (it answers
 * "invalid byte sequence", which surfaced as a 500 on every endpoint that passed text
 * through), and a lone UTF-16 surrogate is not Unicode at all: the driver would silently
 * store U+FFFD instead. One rule for every text a request carries, so no endpoint has to
 * remember it.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this refuses.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path ('items.0.name', or '' for the value itself) of the first string — value or
 * object key — that is not storable text; undefined when all are. Walks with an explicit
 * stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, join(path, String(index))]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return path;
        pending.push([item, join(path, key)]);
      }
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
