import { describe, expect, it } from 'vitest';
import { percentEncode } from './request-plan';
import { curlOf, shellQuote } from './raw-http';

describe('percentEncode', () => {
  it('encodes like encodeURIComponent, and a lone surrogate as its WTF-8 bytes instead of throwing', () => {
    expect(percentEncode('타일 a&b=c/😀')).toBe(encodeURIComponent('타일 a&b=c/😀'));
    expect(percentEncode('\u0000')).toBe('%00');
    expect(percentEncode('x\ud800y')).toBe('x%ED%A0%80y');
    expect(percentEncode('\udfff')).toBe('%ED%BF%BF');
  });
});

describe('curlOf', () => {
  it('quotes every byte so bash hands curl exactly what was sent', () => {
    expect(shellQuote("it's \\ \u0001 한")).toBe("$'it\\'s \\\\ \\x01 \\xed\\x95\\x9c'");
    const curl = curlOf('http://127.0.0.1:1', { method: 'POST', target: '/api/x?a=[1]', headers: { cookie: 'a=1' }, body: Buffer.from('{"k":"\\u0000"}') });
    expect(curl).toBe(
      "curl -sS -i --globoff --path-as-is -X POST $'http://127.0.0.1:1/api/x?a=[1]' -H 'Accept:' -H 'User-Agent:' -H $'cookie: a=1' -H 'Content-Type:' --data-binary $'{\"k\":\"\\\\u0000\"}'",
    );
  });

  it('writes a body holding a NUL byte through printf, which bash strings cannot carry', () => {
    const curl = curlOf('http://h', { method: 'POST', target: '/', headers: { 'content-type': 'application/json' }, body: Buffer.from([0x7b, 0x00, 0x25, 0x7d]) });
    expect(curl).toContain("--data-binary @<(printf '{\\x00%%}')");
  });
});
