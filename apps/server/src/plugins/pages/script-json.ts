// JSON inside <script> must not close the element or open a comment: '<' is escaped, and the
// two line separators older JavaScript refused in strings.
export const escapeJsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
