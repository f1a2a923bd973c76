/**
 * Redirect targets that come from input (?path= of /route, ?redirectUrl= of sign-in and
 * sign-up, a path kept in session storage) must stay on this site. Checking the raw text
 * and then letting a URL parser normalise it is how `/.//evil.example` became
 * `Location: //evil.example`: the parser removed the dot segment after the check. So this
 * normalises first (percent-decoding, dot segments), checks the result, and answers that
 * very result for the caller to use.
 */

/** Anywhere: control characters (C0 with tab and newlines, DEL, C1), any whitespace, backslashes, unpaired surrogates. */
const FORBIDDEN_ANYWHERE = /[\p{Cc}\s\\]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/**
 * In the path also invisible format characters (zero-width, bidi overrides) and slash
 * look-alikes: no page path of this site holds one, and some parsers (IDNA mapping of host
 * names, NFKC normalisers) turn the fullwidth ／ and ＼ into real slashes. Refused, not guessed at.
 */
const FORBIDDEN_IN_PATH = /[\p{Cf}\u2044\u2215\u2216\u29F8\u29F9]/u;
const LOOKS_LIKE_A_SLASH = (char: string) => char !== '/' && /[/\\]/.test(char.normalize('NFKC'));

/** Enough for any honest link (once, maybe twice encoded); more layers than this is an attack. */
const MAX_DECODING_ROUNDS = 4;

/** Percent-decodes until nothing changes; undefined for a malformed escape or too many layers. */
function decodeFully(text: string): string | undefined {
  let current = text;
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** RFC 3986 remove_dot_segments for an absolute path: '.' goes, '..' takes the segment before it (never past the root). */
function withoutDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      if (last) kept.push('');
    } else {
      kept.push(segment);
    }
  });
  return `/${kept.join('/')}`;
}

/** Percent-encodes what may not stand raw in a URL, keeping the escapes already there (the query is used as given). */
function encodeRest(text: string, alsoAllowed: string): string {
  let out = '';
  for (const char of text) out += /[\w\-.~!$&'()*+,;=:@/?%]/.test(char) || alsoAllowed.includes(char) ? char : encodeURIComponent(char);
  return out;
}

/** A single leading '/' and then anything but another '/' or '\', or exactly '/'. */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * The in-site path to go to for a raw redirect target, or undefined when it is not one.
 *
 * The value must start with '/'. Its path (up to the first '?' or '#') is percent-decoded until stable (a malformed escape,
 * or more than four layers, is refused; so is a path holding a literal '%', which no page
 * here has), its dot segments are resolved, and it must then start with one '/' followed by
 * something other than '/' or '\' (or be exactly '/'). That also refuses every scheme
 * (`javascript:`, `data:`, `https://…`, `http:evil`), which cannot start with '/'. Nothing
 * is stripped: control characters, tabs, newlines, whitespace or backslashes anywhere, and
 * invisible or slash-like characters in the path, refuse the whole value.
 *
 * The answer is the normalised path, encoded again (so '?' or '#' decoded from %3F or %23
 * stay in the path), followed by the query and hash as given, with only non-ASCII and
 * characters that may not stand raw percent-encoded: '/product/list?categorys=1,2#top' and
 * '/search?keyword=소파' survive, and the answer is safe as a Location header.
 */
export function internalPath(raw: string | null | undefined): string | undefined {
  // An encoded leading slash ('%2Fmypage') is refused too: no link of ours starts that way.
  if (typeof raw !== 'string' || !raw.startsWith('/') || FORBIDDEN_ANYWHERE.test(raw)) return undefined;
  const restAt = raw.search(/[?#]/);
  const rawPath = restAt === -1 ? raw : raw.slice(0, restAt);
  const rest = restAt === -1 ? '' : raw.slice(restAt);

  const decoded = decodeFully(rawPath);
  if (decoded === undefined || !SITE_PATH.test(decoded)) return undefined;
  if (FORBIDDEN_ANYWHERE.test(decoded) || FORBIDDEN_IN_PATH.test(decoded) || [...decoded].some(LOOKS_LIKE_A_SLASH)) return undefined;
  const path = withoutDotSegments(decoded);
  if (!SITE_PATH.test(path)) return undefined;

  const hashAt = rest.indexOf('#');
  const query = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : rest.slice(hashAt);
  const answer = `${encodeURI(path).replace(/\?/g, '%3F').replace(/#/g, '%23')}${encodeRest(query, '')}${encodeRest(hash, '#')}`;
  // What is answered is what was checked: once more on the final text.
  return SITE_PATH.test(answer) && !FORBIDDEN_ANYWHERE.test(answer) ? answer : undefined;
}
