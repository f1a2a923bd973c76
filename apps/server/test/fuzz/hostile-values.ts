import fc from 'fast-check';

// Values real attackers and broken clients send. Each list is small and explicit, so a
// failure's replay shows a recognisable payload rather than random noise.

export const HUGE_LENGTH = 20_000;

/** Strings that break naive code: control characters, invalid UTF-16, injections, sizes. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\uffff\ufffe',
  '\u202eevil',
  '\u200b\u200d\ufeff',
  '\r\n\t',
  '\u2028\u2029\u0085',
  '😀🧑‍🤝‍🧑🇰🇷',
  'é',
  'ㄱㅏ가ᄀ',
  'ＡＢＣ１２３',
  "'",
  '"',
  '\\',
  "' OR '1'='1",
  '1; DROP TABLE member; --',
  "'; select pg_sleep(3); --",
  '%',
  '_',
  '%_%\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '__proto__',
  'constructor',
  'a'.repeat(HUGE_LENGTH),
  '가'.repeat(HUGE_LENGTH),
  '😀'.repeat(HUGE_LENGTH / 2),
  '\u0000'.repeat(1000),
];

/** Numbers around every boundary a 32-bit column, a JS number or a page size has. */
export const hostileNumbers: readonly number[] = [
  0, -0, -1, 1.5, 0.1, -0.5, 2147483647, 2147483648, -2147483648, -2147483649, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308,
  Number.MIN_VALUE, 1e-7,
];

/** Any single UTF-16 code unit, lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Object keys that reach prototypes or confuse field-name handling. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', ' ', 'a.b', 'a[0]', '$where', 'toString', '\u0000', '😀', 'x'.repeat(500)),
  fc.string({ maxLength: 12 }),
);

/** An object whose own keys may be `__proto__`: plain assignment would set the prototype instead. */
export function objectFromEntries(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/** Any JSON value of any type, hostile at the leaves. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null)) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(objectFromEntries) },
  ),
})).value;
