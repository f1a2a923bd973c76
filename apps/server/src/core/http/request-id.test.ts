import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOf = (value: string | string[] | undefined) => requestIdOf({ headers: value === undefined ? {} : { 'x-request-id': value } });

describe('the request id', () => {
  it.each([
    ['a proxy’s hex id', '3f2a9c0d5e6b7a81', '3f2a9c0d5e6b7a81'],
    ['a UUID', 'a2cf0d78-0f36-49d8-bec3-8475ac8b02dc', 'a2cf0d78-0f36-49d8-bec3-8475ac8b02dc'],
    ['dots, colons and underscores', 'trace_1.span:2', 'trace_1.span:2'],
    ['spaces around it, trimmed', '  trace-12345678 ', 'trace-12345678'],
  ])('keeps %s', (_what, given, kept) => {
    expect(idOf(given)).toBe(kept);
  });

  it.each([
    ['nothing', undefined],
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(65)],
    ['a line break (a forged log line)', 'trace-1234\n{"level":60}'],
    ['spaces inside', 'trace 12345678'],
    ['non-ASCII letters', 'ｔｒａｃｅ－１２３４５６７８'],
    ['quotes and slashes', 'trace"/../12345678'],
    ['several headers', ['trace-12345678', 'trace-87654321']],
  ])('replaces %s with a new UUID', (_what, given) => {
    expect(idOf(given)).toMatch(UUID);
  });
});
