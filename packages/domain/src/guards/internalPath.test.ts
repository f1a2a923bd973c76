import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalPath } from './internalPath';

// Each row is one hostile value that some browser, server or URL parser could turn into
// another site (or a script); every one must be refused.
const hostile: Array<[string, string]> = [
  ['dot segment before a second slash', '/.//evil.example'],
  ['parent segment at the root', '/..//evil.example'],
  ['encoded dot segment', '/%2e//evil.example'],
  ['encoded parent segment', '/%2e%2e//evil.example'],
  ['parent of a segment', '/a/..//evil.example'],
  ['parent of a segment, encoded', '/a/%2E%2E//evil.example'],
  ['deeper parents', '/a/b/../..//evil.example'],
  ['protocol-relative', '//evil.example'],
  ['protocol-relative, bare', '//'],
  ['slash backslash', '/\\evil.example'],
  ['backslash later on', '/a\\b'],
  ['encoded backslash alone', '%5c'],
  ['encoded backslash after the slash', '/%5cevil.example'],
  ['encoded backslash, upper case', '/%5Cevil.example'],
  ['encoded slash alone', '%2f'],
  ['encoded slashes', '%2F%2F'],
  ['encoded second slash', '/%2Fevil.example'],
  ['encoded tab between slashes', '/%09/evil'],
  ['raw tab between slashes', '/\t/evil'],
  ['raw newline', '/\n/evil'],
  ['encoded newline', '/%0a/evil'],
  ['encoded carriage return in the path', '/a%0d%0aSet-Cookie:x=1'],
  ['tab in the query', '/a?x=\t'],
  ['newline in the hash', '/a#\n'],
  ['NUL', '/a\u0000'],
  ['DEL', '/a\u007f'],
  ['C1 control', '/a\u0085'],
  ['tab inside a scheme', 'java\tscript:alert(1)'],
  ['newline inside a scheme', 'java\nscript:alert(1)'],
  ['javascript: URL', 'javascript:alert(1)'],
  ['javascript: upper case', 'JAVASCRIPT:alert(1)'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['absolute https URL', 'https://evil.example'],
  ['absolute URL with a path', 'https://evil.example/login'],
  ['scheme without slashes', 'http:evil'],
  ['scheme-relative backslashes', '\\\\evil.example'],
  ['relative path', 'product/list'],
  ['leading space', ' /mypage'],
  ['space inside', '/a b'],
  ['ideographic space', '/a\u3000b'],
  ['double-encoded slash', '%252f'],
  ['double-encoded second slash', '/%252Fevil.example'],
  ['double-encoded dot segment', '/%252e%252e//evil.example'],
  ['triple-encoded slash', '/%25252Fevil.example'],
  ['five layers of encoding', '/%252525252Fevil'],
  ['malformed escape', '/%zz'],
  ['truncated escape', '/a%2'],
  ['literal percent in the path', '/100%25'],
  ['fullwidth solidus', '/／evil.example'],
  ['fullwidth solidus, encoded', '/%EF%BC%8Fevil.example'],
  ['fullwidth reverse solidus', '/＼evil.example'],
  ['division slash', '/∕evil.example'],
  ['fraction slash', '/⁄evil.example'],
  ['zero-width space', '/\u200b/evil.example'],
  ['right-to-left override', '/\u202emaru'],
  ['unpaired surrogate', '/a\ud800'],
  ['empty', ''],
];

// Paths of this site, and what is used for each: the normalised form.
const legitimate: Array<[string, string]> = [
  ['/', '/'],
  ['/mypage', '/mypage'],
  ['/product/list?categorys=1,2#top', '/product/list?categorys=1,2#top'],
  ['/mypage/profile?tab=1#top', '/mypage/profile?tab=1#top'],
  ['/search?keyword=소파', '/search?keyword=%EC%86%8C%ED%8C%8C'],
  ['/search?keyword=%EC%86%8C%ED%8C%8C&page=2', '/search?keyword=%EC%86%8C%ED%8C%8C&page=2'],
  ['/exhibition/한옥', '/exhibition/%ED%95%9C%EC%98%A5'],
  ['/cart?redirect=//evil.example', '/cart?redirect=//evil.example'],
  ['/order/checkout?sheetNo=S1#pay', '/order/checkout?sheetNo=S1#pay'],
  ['/a/./b', '/a/b'],
  ['/a/b/../c', '/a/c'],
  ['/a/..', '/'],
  ['/..', '/'],
  ['/%2e%2e/mypage', '/mypage'],
  ['/a%2Fb', '/a/b'],
  ['/a%3Fb?c=1', '/a%3Fb?c=1'],
  ['/javascript:alert(1)', '/javascript:alert(1)'],
  ['/a//b', '/a//b'],
  ['/a?', '/a?'],
  ['/a?q="<x>"', '/a?q=%22%3Cx%3E%22'],
];

describe('internalPath', () => {
  it.each(hostile)('refuses %s: %j', (_why, raw) => {
    expect(internalPath(raw)).toBeUndefined();
  });

  it.each(legitimate)('follows %j as %j', (raw, used) => {
    expect(internalPath(raw)).toBe(used);
  });

  it('refuses a missing value', () => {
    expect(internalPath(null)).toBeUndefined();
    expect(internalPath(undefined)).toBeUndefined();
  });

  it('answers only single-slash, ASCII paths that it would answer unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('', '/', '/.', '/..', '/%2e', '%2f', '//'), (tail, head) => {
        const answer = internalPath(head + tail);
        if (answer === undefined) return;
        expect(answer).toMatch(/^\/(?![/\\])/);
        expect(answer).toMatch(/^[\x21-\x7e]*$/);
        expect(internalPath(answer)).toBe(answer);
      }),
      { numRuns: 2_000 },
    );
    // 1.5 s alone; several times that while the rest of the suite shares the machine.
  }, 30_000);
});
